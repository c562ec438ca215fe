import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontPreloadTags, REGULAR_FONT } from './fontPreload';
import { ASYNC_CHUNK_FILENAME, performancePlugin } from './index';
import { compactSearchPage, compactWhitespace, leanToc, overviewDepthsIn, overviewDepthsOfDocs, restoreHiddenFields } from './lean';

const toc = [
  { id: 'install', text: 'Install', depth: 2, charIndex: 10 },
  { id: 'npm', text: 'npm', depth: 3, charIndex: 40 },
  { id: 'usage', text: 'Usage', depth: 2, charIndex: 90 },
];

describe('leanToc', () => {
  it('keeps the listed depths, without search offsets', () => {
    expect(leanToc(toc, [2])).toEqual([
      { id: 'install', text: 'Install', depth: 2 },
      { id: 'usage', text: 'Usage', depth: 2 },
    ]);
    expect(leanToc(toc, [2, 3])).toHaveLength(3);
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

describe('compactWhitespace', () => {
  it('drops indentation and trailing spaces, squeezes runs, keeps paragraph breaks', () => {
    const input = 'Intro text  here \n\n\n\nconst a = {\n    b: 1,\n\tc:\t2\n};\n\nEnd';
    const { content } = compactWhitespace(input);
    expect(content).toBe('Intro text here\n\nconst a = {\nb: 1,\nc: 2\n};\n\nEnd');
  });

  it('maps offsets of the old content to the same text in the new one', () => {
    const input = 'A  b\n\n\n\n   Heading one\n    code   x\n\nHeading two';
    const { content, mapIndex } = compactWhitespace(input);
    for (const word of ['Heading one', 'code', 'x', 'Heading two', 'b']) {
      expect(content.slice(mapIndex(input.indexOf(word))).startsWith(word)).toBe(true);
    }
    expect(mapIndex(0)).toBe(0);
    expect(mapIndex(input.length)).toBe(content.length);
  });

  it('leaves text without extra whitespace unchanged', () => {
    const input = 'One line.\n\nTwo lines\nhere.';
    expect(compactWhitespace(input).content).toBe(input);
  });
});

describe('compactSearchPage', () => {
  it('moves heading offsets with the content and hides the fields search does not read', () => {
    const content = 'Intro\n\n\n\nInstall\n    npm i\n\nUsage\nText';
    const page: Record<string, unknown> = {
      title: 'Page',
      content,
      description: 'About the page',
      frontmatter: { title: 'Page' },
      toc: [
        { id: 'install', text: 'Install', depth: 2, charIndex: content.indexOf('Install') },
        { id: 'usage', text: 'Usage', depth: 2, charIndex: content.indexOf('Usage') },
      ],
    };
    compactSearchPage(page);
    const indexed = JSON.parse(JSON.stringify({ ...page }));
    expect(indexed.description).toBeUndefined();
    expect(indexed.frontmatter).toBeUndefined();
    for (const entry of indexed.toc) expect(indexed.content.slice(entry.charIndex).startsWith(entry.text)).toBe(true);
    // Other plugins still read and write the hidden fields…
    expect(page.description).toBe('About the page');
    page.description = 'Changed';
    // …and the page list gets them back.
    restoreHiddenFields(page);
    const { content: _content, ...listed } = page;
    expect(JSON.parse(JSON.stringify(listed))).toMatchObject({ description: 'Changed', frontmatter: { title: 'Page' } });
  });
});

describe('font preload', () => {
  const assets = [
    'static/font/open-sans-latin-400-normal.b5db02f0d0.woff2',
    'static/font/open-sans-latin-400-normal.3881539316.woff',
    'static/font/open-sans-latin-400-italic.fc1b533164.woff2',
    'static/font/open-sans-latin-700-normal.0123456789.woff2',
    'static/js/index.94fde44762.js',
  ];

  it('preloads only the regular latin woff2, as a CORS font', () => {
    expect(fontPreloadTags(assets, '/')).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/static/font/open-sans-latin-400-normal.b5db02f0d0.woff2',
          crossorigin: true,
        },
      },
    ]);
    expect(fontPreloadTags(assets, 'https://cdn.example.com')[0].attrs.href).toBe(
      'https://cdn.example.com/static/font/open-sans-latin-400-normal.b5db02f0d0.woff2',
    );
    expect(REGULAR_FONT.test('static/font/open-sans-latin-400-normal.b5db02f0d0.woff')).toBe(false);
  });
});

describe('performancePlugin', () => {
  it('trims the page list headings after the search index took them, and restores hidden fields', async () => {
    const plugin = performancePlugin();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-plugin-'));
    try {
      (plugin.config as (c: object) => object)({ root });
      const page = { routePath: '/a', title: 'A', content: 'x', description: 'd', frontmatter: {}, toc: structuredClone(toc) } as never;
      await (plugin.modifySearchIndexData as (p: unknown[], isProd: boolean) => unknown)([page], true);
      await (plugin.extendPageData as (p: unknown, isProd: boolean) => unknown)(page, true);
      expect(Object.keys(page)).toEqual(expect.arrayContaining(['description', 'frontmatter']));
      expect((page as { toc: unknown[] }).toc).toEqual([
        { id: 'install', text: 'Install', depth: 2 },
        { id: 'usage', text: 'Usage', depth: 2 },
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("hands each extended page's own fields to the Markdown compiler of its file", async () => {
    const plugin = performancePlugin();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-plugin-'));
    try {
      (plugin.config as (c: object) => object)({ root });
      const file = path.join(root, '3.x', 'docs', 'a.md');
      const page = { routePath: '/docs/a', title: 'A', lang: 'en', version: '3.x', content: 'x', description: 'd', frontmatter: {}, toc: [], _filepath: file, _relativePath: '3.x/docs/a.md' };
      await (plugin.modifySearchIndexData as (p: unknown[], isProd: boolean) => unknown)([page], true);
      await (plugin.extendPageData as (p: unknown, isProd: boolean) => unknown)(page, true);
      Object.assign(page, { lastUpdatedTime: 'today' });
      const [remark] = plugin.markdown?.remarkPlugins ?? [];
      const data = { pageMeta: { title: 'A' } as Record<string, unknown> };
      ((remark as (this: unknown) => (tree: unknown, file: { path: string }) => void).call({ data: () => data }))({}, { path: file });
      expect(data.pageMeta).toEqual({ title: 'A', _relativePath: '3.x/docs/a.md', description: 'd', lastUpdatedTime: 'today' });
      expect(plugin.builderConfig?.plugins?.map((builderPlugin) => (builderPlugin as { name: string }).name)).toContain('repack-performance:lean-page-list');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('names async chunks by id in production web builds only', () => {
    const rspack = (plugin: ReturnType<typeof performancePlugin>) =>
      (plugin.builderConfig?.tools as { rspack: (c: { output: Record<string, string> }, u: object) => void }).rspack;
    const web = { output: { chunkFilename: 'static/js/async/[name].js' } };
    rspack(performancePlugin())(web, { environment: { name: 'web' }, isProd: true });
    expect(web.output.chunkFilename).toBe(ASYNC_CHUNK_FILENAME);
    const node = { output: { chunkFilename: 'ssg/[name].cjs' } };
    rspack(performancePlugin())(node, { environment: { name: 'node' }, isProd: true });
    expect(node.output.chunkFilename).toBe('ssg/[name].cjs');
    const dev = { output: { chunkFilename: 'static/js/async/[name].js' } };
    rspack(performancePlugin())(dev, { environment: { name: 'web' }, isProd: false });
    expect(dev.output.chunkFilename).toBe('static/js/async/[name].js');
  });
});
