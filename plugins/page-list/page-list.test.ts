import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_META_KEY } from '../rspress-internals';
import {
  isMarkdownPage,
  leanPageList,
  leanPageListModule,
  leanSiteDataModule,
  leanToc,
  overviewDepthsIn,
  overviewDepthsOfDocs,
  pageOwnFields,
  pagesListedBy,
  remarkPageOwnFields,
  type PageEntry,
} from './index';

const toc = [{ id: 'install', text: 'Install', depth: 2 }];
const tocWithOffsets = [
  { id: 'install', text: 'Install', depth: 2, charIndex: 10 },
  { id: 'npm', text: 'npm', depth: 3, charIndex: 40 },
  { id: 'usage', text: 'Usage', depth: 2, charIndex: 90 },
];


const overview: PageEntry = {
  title: 'Overview',
  routePath: '/docs/',
  lang: 'en',
  version: '3.x',
  toc: [],
  frontmatter: { overview: true },
  _relativePath: '3.x/docs/index.md',
};
const guide: PageEntry = {
  title: 'Getting Started',
  routePath: '/docs/getting-started',
  lang: 'en',
  version: '3.x',
  toc,
  frontmatter: { description: 'Set up Re.Pack.' },
  _relativePath: '3.x/docs/getting-started.mdx',
  description: 'Set up Re.Pack.',
  versionLinks: { '2.x': '/2.x/docs/getting-started', '3.x': '/docs/getting-started' },
  lastUpdatedTime: '11/21/2026, 1:20:16 PM',
  content: 'The whole text',
  _filepath: '/site/docs/3.x/docs/getting-started.mdx',
  _flattenContent: 'The whole text',
};
const apiPage: PageEntry = { ...guide, title: 'RepackPlugin', routePath: '/api/repack/classes/RepackPlugin', _relativePath: '3.x/api/repack/classes/RepackPlugin.md' };
const customPage: PageEntry = { title: 'Playground', routePath: '/playground', lang: 'en', version: '3.x', _relativePath: '3.x/playground.tsx', description: 'Try it' };

describe('leanPageList', () => {
  it('keeps route, title, language and version of Markdown pages, and other pages whole', () => {
    expect(leanPageList([overview, guide, customPage])).toEqual([
      { title: 'Overview', routePath: '/docs/', lang: 'en', version: '3.x' },
      { title: 'Getting Started', routePath: '/docs/getting-started', lang: 'en', version: '3.x' },
      customPage,
    ]);
    expect(isMarkdownPage(guide)).toBe(true);
    expect(isMarkdownPage(customPage)).toBe(false);
  });
});

describe('pageOwnFields', () => {
  it('is what the page list no longer holds, without build-only fields or what the page chunk has', () => {
    expect(pageOwnFields(guide, [overview, guide])).toEqual({
      _relativePath: '3.x/docs/getting-started.mdx',
      description: 'Set up Re.Pack.',
      versionLinks: { '2.x': '/2.x/docs/getting-started', '3.x': '/docs/getting-started' },
      lastUpdatedTime: '11/21/2026, 1:20:16 PM',
    });
  });

  it('gives an overview page the pages of its folder with their headings', () => {
    expect(pagesListedBy(overview, [overview, guide, apiPage, { ...guide, routePath: '/2.x/docs/getting-started' }])).toEqual([
      { routePath: '/docs/getting-started', toc },
    ]);
    expect(pageOwnFields(overview, [overview, guide])).toEqual({ _relativePath: '3.x/docs/index.md', overviewPages: [{ routePath: '/docs/getting-started', toc }] });
    expect(pagesListedBy(guide, [overview, guide])).toBeUndefined();
  });
});

describe('leanPageListModule', () => {
  const source = (pages: PageEntry[]) => `export const pageData = ${JSON.stringify({ pages }, null, 2)};
          export const searchIndexHash = {"3.x###en": "abc"};`;

  it('rewrites the page list and leaves the search index hashes', async () => {
    const tricky = { ...guide, title: 'Braces } ] and "quotes" \\ in a title' };
    const rewritten = leanPageListModule(source([overview, tricky]), 'page-list.js');
    const module = await import(`data:text/javascript,${encodeURIComponent(rewritten)}`);
    expect(module.pageData).toEqual({ pages: leanPageList([overview, tricky]) });
    expect(module.searchIndexHash).toEqual({ '3.x###en': 'abc' });
  });

  it('fails the build, naming the module, when Rspress writes it differently', () => {
    expect(() => leanPageListModule('export default {};', '/site/generated/page-list.js')).toThrow(/\/site\/generated\/page-list\.js does not have the shape/);
    expect(() => leanPageListModule('export const pageData = { "pages": [', 'page-list.js')).toThrow(/does not have the shape/);
  });
});

describe('remarkPageOwnFields', () => {
  it("adds the page's own fields to the page meta of its file, and nothing to other files", () => {
    const data: Record<string, Record<string, unknown>> = { [PAGE_META_KEY]: { title: 'Getting Started', toc } };
    const attacher = remarkPageOwnFields((file) => (file === '/site/docs/3.x/docs/getting-started.mdx' ? { description: 'Set up Re.Pack.' } : undefined));
    const transform = attacher.call({ data: () => data });
    transform({}, { path: '/site/docs/3.x/docs/_shared/fragment.mdx' });
    expect(data[PAGE_META_KEY]).toEqual({ title: 'Getting Started', toc });
    transform({}, { path: '/site/docs/3.x/docs/getting-started.mdx' });
    expect(data[PAGE_META_KEY]).toEqual({ title: 'Getting Started', toc, description: 'Set up Re.Pack.' });
  });
});

describe('leanSiteDataModule', () => {
  it('drops the _fileKey of every sidebar entry, nested ones included, and keeps the rest', async () => {
    const siteData = {
      title: 'Re.Pack',
      themeConfig: {
        sidebar: {
          '/docs': [
            { text: 'About', link: '/docs/about.html', _fileKey: '3.x/docs/about' },
            { text: 'Code Splitting', collapsible: true, items: [{ text: 'Usage', link: '/docs/code-splitting/usage.html', _fileKey: '3.x/docs/code-splitting/usage' }], _fileKey: '3.x/docs/code-splitting' },
          ],
        },
      },
    };
    // As the module reaches the transform in development: formatted, with React Refresh code after it.
    const refresh = 'function $RefreshSig$() { return undefined }';
    const rewritten = leanSiteDataModule(`export default ${JSON.stringify(siteData, null, 4)};\n\n${refresh}\n`, 'site-data.js');
    expect(rewritten.endsWith(`;\n\n${refresh}\n`)).toBe(true);
    const module = await import(`data:text/javascript,${encodeURIComponent(rewritten)}`);
    expect(module.default).toEqual({
      title: 'Re.Pack',
      themeConfig: {
        sidebar: {
          '/docs': [
            { text: 'About', link: '/docs/about.html' },
            { text: 'Code Splitting', collapsible: true, items: [{ text: 'Usage', link: '/docs/code-splitting/usage.html' }] },
          ],
        },
      },
    });
  });

  it('fails the build, naming the module, when Rspress writes it differently', () => {
    expect(() => leanSiteDataModule('const siteData = {};', '/site/generated/site-data.js')).toThrow(/site-data\.js does not have the shape/);
  });
});

describe('leanToc', () => {
  it('keeps the listed depths, without search offsets', () => {
    expect(leanToc(tocWithOffsets, [2])).toEqual([
      { id: 'install', text: 'Install', depth: 2 },
      { id: 'usage', text: 'Usage', depth: 2 },
    ]);
    expect(leanToc(tocWithOffsets, [2, 3])).toHaveLength(3);
    expect(leanToc(undefined, [2])).toEqual([]);
  });
});

describe('overview depths', () => {
  it('collects overviewHeaders from nested sidebar metadata and frontmatter', () => {
    expect([...overviewDepthsIn([{ type: 'dir', overviewHeaders: [2, 3] }, { items: [{ overviewHeaders: [4] }] }])].sort()).toEqual([2, 3, 4]);
    expect([...overviewDepthsIn({ title: 'x' })]).toEqual([]);
  });

  it('reads every _meta.json under the docs folder, with depth 2 by default', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-depths-'));
    try {
      fs.mkdirSync(path.join(root, '3.x', 'docs'), { recursive: true });
      fs.writeFileSync(path.join(root, '3.x', 'docs', '_meta.json'), JSON.stringify([{ type: 'dir', name: 'a', overviewHeaders: [3] }]));
      fs.writeFileSync(path.join(root, '3.x', '_meta.json'), '{ not json');
      expect(overviewDepthsOfDocs(root)).toEqual([2, 3]);
      expect(overviewDepthsOfDocs(path.join(root, 'missing'))).toEqual([2]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
