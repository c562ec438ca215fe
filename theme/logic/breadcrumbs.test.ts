import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, breadcrumbTrail, type TrailSidebarItem } from './breadcrumbs';

const NAV = [
  { text: 'Docs', link: '/2.x/docs/getting-started', activeMatch: '^/(2\\.x/)?docs/' },
  { text: 'API', link: '/2.x/api/about', activeMatch: '^/(2\\.x/)?api/' },
  { text: 'Examples', link: 'https://github.com/callstack/repack-examples' },
];
const SIDEBAR: TrailSidebarItem[] = [
  { text: 'Overview', link: '/2.x/docs/' },
  { dividerType: 'solid' } as TrailSidebarItem,
  {
    text: 'Code Splitting',
    items: [
      { text: 'Concept', link: '/2.x/docs/code-splitting/concept' },
      { text: '`Glossary`', link: '/2.x/docs/code-splitting/glossary' },
    ],
  },
  {
    text: '@callstack/repack',
    link: '/2.x/api/node/',
    items: [{ text: 'Classes', items: [{ text: 'DevServer', link: '/2.x/api/node/classes/DevServer' }] }],
  },
];

const trailOf = (pathname: string) => breadcrumbTrail({ sidebar: SIDEBAR, nav: NAV, pathname, isCurrent: (link) => link === pathname });

describe('breadcrumbTrail', () => {
  it('goes from the nav section through the sidebar groups to the page, which has no link', () => {
    expect(trailOf('/2.x/docs/code-splitting/glossary')).toEqual([
      { text: 'Docs', link: '/2.x/docs/getting-started' },
      { text: 'Code Splitting' },
      { text: 'Glossary' },
    ]);
  });

  it('links groups that have a page of their own, and ends at a group when it is the page', () => {
    expect(trailOf('/2.x/api/node/classes/DevServer')).toEqual([
      { text: 'API', link: '/2.x/api/about' },
      { text: '@callstack/repack', link: '/2.x/api/node/' },
      { text: 'Classes' },
      { text: 'DevServer' },
    ]);
    expect(trailOf('/2.x/api/node/')).toEqual([{ text: 'API', link: '/2.x/api/about' }, { text: '@callstack/repack' }]);
  });

  it('is empty for a page in no sidebar, and has no section when no nav item matches', () => {
    expect(trailOf('/contributing/writing-docs')).toEqual([]);
    expect(breadcrumbTrail({ sidebar: SIDEBAR, nav: [], pathname: '/2.x/docs/', isCurrent: (link) => link === '/2.x/docs/' })).toEqual([{ text: 'Overview' }]);
  });
});

describe('breadcrumbJsonLd', () => {
  it('lists the linked steps and the page with absolute URLs, leaving out groups without a page', () => {
    const json = breadcrumbJsonLd(trailOf('/2.x/api/node/classes/DevServer'), 'https://re-pack.dev', 'https://re-pack.dev/2.x/api/node/classes/DevServer');
    expect(JSON.parse(json)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'API', item: 'https://re-pack.dev/2.x/api/about' },
        { '@type': 'ListItem', position: 2, name: '@callstack/repack', item: 'https://re-pack.dev/2.x/api/node/' },
        { '@type': 'ListItem', position: 3, name: 'DevServer', item: 'https://re-pack.dev/2.x/api/node/classes/DevServer' },
      ],
    });
  });

  it('cannot be closed early by text in a name', () => {
    const json = breadcrumbJsonLd([{ text: '</script><b>' }], 'https://re-pack.dev', 'https://re-pack.dev/x');
    expect(json).not.toContain('<');
    expect(JSON.parse(json).itemListElement[0].name).toBe('</script><b>');
  });
});
