import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ASYNC_CHUNK_FILENAME } from '../async-chunks';
import { PAGE_META_KEY } from '../rspress-internals';
import { performancePlugin } from './index';

const toc = [
  { id: 'install', text: 'Install', depth: 2, charIndex: 10 },
  { id: 'npm', text: 'npm', depth: 3, charIndex: 40 },
  { id: 'usage', text: 'Usage', depth: 2, charIndex: 90 },
];

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
      const data: Record<string, Record<string, unknown>> = { [PAGE_META_KEY]: { title: 'A' } };
      ((remark as (this: unknown) => (tree: unknown, file: { path: string }) => void).call({ data: () => data }))({}, { path: file });
      expect(data[PAGE_META_KEY]).toEqual({ title: 'A', _relativePath: '3.x/docs/a.md', description: 'd', lastUpdatedTime: 'today' });
      expect(plugin.builderConfig?.plugins?.map((builderPlugin) => (builderPlugin as { name: string }).name)).toContain('repack-performance:lean-page-list');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('names async chunks by id in production web builds only', () => {
    type RspackTool = (c: { output: Record<string, string> }, u: object) => void;
    const rspack = (plugin: ReturnType<typeof performancePlugin>) => (config: { output: Record<string, string> }, utils: object) => {
      for (const tool of [(plugin.builderConfig?.tools as { rspack: RspackTool | RspackTool[] }).rspack].flat()) tool(config, utils);
    };
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
