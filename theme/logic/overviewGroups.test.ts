import type { SidebarData } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { overviewGroups } from './overviewGroups';

const toc = (...entries: [number, string][]) =>
  entries.map(([depth, text]) => ({ depth, text, id: text.toLowerCase().replace(/\s+/g, '-'), charIndex: 0 }));

const pages = [
  { routePath: '/docs/', toc: [] },
  { routePath: '/docs/about', toc: toc([2, 'Why Webpack'], [3, 'Details'], [2, 'Design goals']) },
  { routePath: '/docs/getting-started', toc: toc([2, 'Install']) },
  { routePath: '/docs/code-splitting/concept', toc: toc([2, 'Chunks'], [3, 'Local chunks']) },
  { routePath: '/docs/code-splitting/usage', toc: [] },
  { routePath: '/docs/module-federation', toc: toc([2, 'Containers']) },
];

const group = (text: string, items: SidebarData) => ({ text, items, collapsible: true, collapsed: false });

const sidebar: SidebarData = [
  { text: 'Overview', link: '/docs/' },
  { text: 'About', link: '/docs/about' },
  { text: 'Getting Started', link: '/docs/getting-started' },
  { dividerType: 'solid' },
  group('Code Splitting', [
    { text: 'Concept', link: '/docs/code-splitting/concept' },
    { text: 'Usage', link: '/docs/code-splitting/usage' },
  ]),
  { text: 'Module Federation', link: '/docs/module-federation' },
  { text: 'Changelog', link: 'https://github.com/callstack/repack/releases' },
];

describe('overviewGroups', () => {
  it('lists titled groups and puts pages outside any group under "Others"', () => {
    const groups = overviewGroups({ sidebar, routePath: '/docs/', pages });
    expect(groups.map((g) => [g.name, g.items.map((item) => item.text)])).toEqual([
      ['Others', ['About', 'Getting Started', 'Module Federation']],
      ['Code Splitting', ['Concept', 'Usage']],
    ]);
  });

  it('gives every page its depth-2 headings by default', () => {
    const [others, codeSplitting] = overviewGroups({ sidebar, routePath: '/docs/', pages });
    expect(others.items[0]).toEqual({
      text: 'About',
      link: '/docs/about',
      headers: [
        { id: 'why-webpack', text: 'Why Webpack', depth: 2 },
        { id: 'design-goals', text: 'Design goals', depth: 2 },
      ],
    });
    expect(codeSplitting.items[0].headers?.map((h) => h.text)).toEqual(['Chunks']);
  });

  it('uses other heading depths when asked, per page or for all', () => {
    const [, codeSplitting] = overviewGroups({ sidebar, routePath: '/docs/', pages, headerDepths: [2, 3] });
    expect(codeSplitting.items[0].headers?.map((h) => h.text)).toEqual(['Chunks', 'Local chunks']);
    const perPage: SidebarData = [{ text: 'About', link: '/docs/about', overviewHeaders: [3] }];
    expect(overviewGroups({ sidebar: perPage, routePath: '/docs/', pages })[0].items[0].headers).toEqual([
      { id: 'details', text: 'Details', depth: 3 },
    ]);
  });

  it('names groups after section headers', () => {
    const withHeader: SidebarData = [
      { sectionHeaderText: 'Basics' },
      { text: 'About', link: '/docs/about' },
      { text: 'Getting Started', link: '/docs/getting-started' },
    ];
    expect(overviewGroups({ sidebar: withHeader, routePath: '/docs/', pages }).map((g) => g.name)).toEqual(['Basics']);
  });

  it('only lists pages in the folder of the overview page', () => {
    const groups = overviewGroups({ sidebar, routePath: '/docs/code-splitting/index', pages });
    expect(groups).toEqual([
      {
        name: 'Code Splitting',
        items: [
          { text: 'Concept', link: '/docs/code-splitting/concept', headers: [{ id: 'chunks', text: 'Chunks', depth: 2 }] },
          { text: 'Usage', link: '/docs/code-splitting/usage', headers: [] },
        ],
      },
    ]);
  });

  it('works for versioned sections', () => {
    const versioned: SidebarData = [
      { text: 'Overview', link: '/2.x/docs/' },
      { text: 'About', link: '/2.x/docs/about' },
    ];
    const groups = overviewGroups({
      sidebar: versioned,
      routePath: '/2.x/docs/',
      pages: [{ routePath: '/2.x/docs/about', toc: toc([2, 'Why']) }],
    });
    expect(groups).toEqual([
      { name: 'Others', items: [{ text: 'About', link: '/2.x/docs/about', headers: [{ id: 'why', text: 'Why', depth: 2 }] }] },
    ]);
  });
});
