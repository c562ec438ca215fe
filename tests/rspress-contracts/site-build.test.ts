/**
 * Contracts with the installed @rspress/core, checked on a real build of a small site (the
 * project's config and plugins, the real MDX pipeline) with a probe plugin that records what
 * Rspress hands to plugins. Each test names the internal of plugins/rspress-internals.ts it guards.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROWSER_ENVIRONMENT,
  BROWSER_REPLACEMENTS,
  BUNDLED_FROM_THE_SITE,
  createHeadingSlugger,
  compactGeneratedRoutes,
  GENERATED_PAGE_LIST_MODULE,
  GENERATED_ROUTES_MODULE,
  GENERATED_SITE_DATA_MODULE,
  HEADER_ANCHOR_CLASS,
  HTML_PRERENDER_ENVIRONMENT,
  isInSearchIndex,
  rewriteGeneratedPageList,
  rewriteGeneratedSiteData,
} from '../../plugins/rspress-internals';
import { FIELDS_SEARCH_DOES_NOT_USE } from '../../plugins/search-index/compact';
import { PROVIDED_EXPORT } from '../../plugins/page-layouts';
import { headings } from '../../plugins/typedoc/markdown';
import { buildSmallSite } from '../small-site';
import { PROBE_DIR } from './probe-plugin';

const siteDir = path.resolve(__dirname, '..', '..', 'e2e', '.output', 'rspress-contracts');
const probeDir = path.join(siteDir, PROBE_DIR);
const outDir = path.join(siteDir, 'doc_build');

const GUIDE_DESCRIPTION = 'A guide for the contract tests.';
const GUIDE_BODY = "# Guide\n\nSome text about chunks.\n\n## Install\n\nMore words here.\n\n## Options &amp; `output.path` (Re.Pack's)\n\nText.\n\n## Install\n\nAgain.\n";

let build: ReturnType<typeof buildSmallSite>;

beforeAll(() => {
  build = buildSmallSite({
    siteDir,
    files: {
      'index.md': '---\npageType: home\ntitle: Home\n---\n',
      'guide.md': `---\ndescription: ${GUIDE_DESCRIPTION}\n---\n${GUIDE_BODY}`,
      'hidden.md': '---\nsearch: false\n---\n# Hidden\n\nNot in the index.\n',
    },
    multiVersion: 'undefined',
    plugins: ['repack-performance', 'repack-search-index', 'repack-page-layouts', 'repack-a11y', 'repack-last-updated-fallback'],
    extraPlugins: [path.join(__dirname, 'probe-plugin.ts')],
    // As `npm run build` finds them from the project root (Rspress looks for React in the working directory).
    linkPackages: Object.keys(BUNDLED_FROM_THE_SITE),
  });
}, 300_000);

afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

const probe = <T>(name: string): T => {
  const file = path.join(probeDir, name);
  if (!fs.existsSync(file)) throw new Error(`The fixture build recorded no ${name} (build exit ${build.status}):\n${build.output.slice(-2000)}`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
};

/** The page meta Rspress writes into a page's compiled module (`MDXContent.__RSPRESS_PAGE_META["<file>"] = {…};`). */
function pageMetaInChunk(file: string): Record<string, unknown> {
  const code = fs.readFileSync(path.join(probeDir, `page.${file}.js`), 'utf8');
  const match = /__RSPRESS_PAGE_META\["[^"]+"\] = (\{[\s\S]*?\n\});/.exec(code);
  if (!match) throw new Error(`pageMeta: ${file} compiled without the page meta object Rspress 2.0.22 writes (__RSPRESS_PAGE_META["…"] = {…}).`);
  return JSON.parse(match[1]) as Record<string, unknown>;
}

describe('Rspress internals on a real build', { timeout: 60_000 }, () => {
  it('builds the fixture site', () => {
    expect(build.output).not.toMatch(/\berror\b/i);
    expect(build.status).toBe(0);
  });

  it('page fields set by our remark plugins reach pageMeta and the page data', () => {
    const meta = pageMetaInChunk('guide.md');
    // plugins/page-list moves these out of the page list into the page meta (pageMetaOf); the runtime spreads them back.
    expect(meta, 'pageMetaOf: fields our remark plugin adds no longer reach the page meta').toMatchObject({
      description: GUIDE_DESCRIPTION,
      _relativePath: 'guide.md',
      lastUpdatedTime: expect.any(String),
    });
    const html = fs.readFileSync(path.join(outDir, 'guide.html'), 'utf8');
    expect(html, 'pageMetaOf: a field carried only by the page meta (lastUpdatedTime) is missing from the rendered page').toContain(String(meta.lastUpdatedTime));
  });

  it('the frontmatter is in pageMeta while our remark plugins run', () => {
    const home = fs.readFileSync(path.join(probeDir, 'page.index.md.js'), 'utf8');
    const guide = fs.readFileSync(path.join(probeDir, 'page.guide.md.js'), 'utf8');
    expect(home, 'pageMetaOf: plugins/page-layouts saw no frontmatter (pageType: home) in the page meta').toContain(PROVIDED_EXPORT);
    expect(guide).not.toContain(PROVIDED_EXPORT);
  });

  it('the generated virtual-page-data module parses as we expect', () => {
    const { resourcePath, code } = probe<{ resourcePath: string; code: string }>(`page-list.${BROWSER_ENVIRONMENT}.json`);
    expect(resourcePath, 'GENERATED_PAGE_LIST_MODULE no longer matches the page list module').toMatch(GENERATED_PAGE_LIST_MODULE);
    let pages: Record<string, unknown>[] = [];
    expect(() => rewriteGeneratedPageList(code, resourcePath, (pageData) => ((pages = pageData.pages), pageData)), 'rewriteGeneratedPageList').not.toThrow();
    const guide = pages.find((page) => page.routePath === '/guide');
    expect(guide, 'rewriteGeneratedPageList: the page list has no entry per page with routePath').toBeDefined();
    expect(Object.keys(guide!), 'rewriteGeneratedPageList: the page list entries lack fields plugins/page-list keeps or moves').toEqual(
      expect.arrayContaining(['routePath', 'title', 'lang', 'toc', 'frontmatter', '_relativePath', 'description']),
    );
  });

  it('the generated virtual-site-data module parses as we expect', () => {
    const { resourcePath, code } = probe<{ resourcePath: string; code: string }>(`site-data.${BROWSER_ENVIRONMENT}.json`);
    expect(resourcePath, 'GENERATED_SITE_DATA_MODULE no longer matches the site data module').toMatch(GENERATED_SITE_DATA_MODULE);
    let siteData: { title?: string; themeConfig?: { sidebar?: unknown } } = {};
    expect(() => rewriteGeneratedSiteData(code, resourcePath, (data) => ((siteData = data as typeof siteData), data)), 'rewriteGeneratedSiteData').not.toThrow();
    expect(siteData.title).toBe('Re.Pack');
    expect(JSON.stringify(siteData.themeConfig?.sidebar), 'rewriteGeneratedSiteData: sidebar entries no longer carry _fileKey').toContain('"_fileKey"');
  });

  it('the generated virtual-routes module is in the shape compactGeneratedRoutes rewrites', () => {
    for (const environment of [BROWSER_ENVIRONMENT, HTML_PRERENDER_ENVIRONMENT]) {
      const { resourcePath, code } = probe<{ resourcePath: string; code: string }>(`routes.${environment}.json`);
      expect(resourcePath, 'GENERATED_ROUTES_MODULE no longer matches the routes module').toMatch(GENERATED_ROUTES_MODULE);
      const compact = compactGeneratedRoutes(code);
      expect(compact, `compactGeneratedRoutes: the ${environment} routes module is no longer in the shape it rewrites`).not.toBe(code);
      expect(compact).not.toMatch(/const Route\d+ = /);
    }
  });

  it('the generated modules go through the browser and HTML prerender environments', () => {
    for (const environment of [BROWSER_ENVIRONMENT, HTML_PRERENDER_ENVIRONMENT]) {
      for (const module of ['page-list', 'site-data']) {
        expect(fs.existsSync(path.join(probeDir, `${module}.${environment}.json`)), `BROWSER_ENVIRONMENT/HTML_PRERENDER_ENVIRONMENT: no ${module} module built in "${environment}"`).toBe(true);
      }
    }
  });

  it('the search index entries have the fields and shape search-index relies on', () => {
    const indexFiles = fs.readdirSync(path.join(outDir, 'static')).filter((name) => /^search_index\..*\.json$/.test(name));
    expect(indexFiles, 'one search index for the one version and language').toHaveLength(1);
    const entries = JSON.parse(fs.readFileSync(path.join(outDir, 'static', indexFiles[0]), 'utf8')) as Record<string, unknown>[];
    const guide = entries.find((entry) => entry.routePath === '/guide');
    expect(guide, 'search index entries are page objects with routePath').toBeDefined();
    expect(guide).toMatchObject({ title: 'Guide', content: expect.any(String) });
    expect((guide!.toc as unknown[])[0], 'search index headings are { id, text, depth }').toEqual({ id: 'install', text: 'Install', depth: 2 });
    expect(typeof guide!.textFile, 'plugins/search-index: a field written in modifySearchIndexData reaches the index').toBe('string');
    for (const entry of entries) {
      expect(Object.keys(entry).filter((key) => key.startsWith('_')), 'Rspress deletes `_` fields from the index').toEqual([]);
    }
  });

  it('the search index leaves out hidden fields that the page data keeps', () => {
    const indexFile = fs.readdirSync(path.join(outDir, 'static')).find((name) => name.startsWith('search_index.'))!;
    const guide = (JSON.parse(fs.readFileSync(path.join(outDir, 'static', indexFile), 'utf8')) as Record<string, unknown>[]).find((entry) => entry.routePath === '/guide')!;
    for (const field of FIELDS_SEARCH_DOES_NOT_USE) expect(guide, `hideFromSearchIndex: ${field} is in the search index`).not.toHaveProperty(field);
    expect(pageMetaInChunk('guide.md'), 'showInPageData: the hidden description did not come back for the page data').toHaveProperty('description', GUIDE_DESCRIPTION);
    const extended = probe<{ routePath: string; sameObject: boolean; afterIndexHook: boolean }[]>('extended-pages.json');
    expect(extended.map((page) => page.routePath).sort()).toEqual(['/', '/guide', '/hidden']);
    for (const page of extended) {
      expect(page, 'hideFromSearchIndex: extendPageData no longer gets the page objects of modifySearchIndexData, after it').toMatchObject({ sameObject: true, afterIndexHook: true });
    }
  });

  it('the search index holds exactly the pages isInSearchIndex says', () => {
    const pages = probe<{ routePath: string; frontmatter: Record<string, unknown> }[]>('search-index-pages.json');
    const indexFile = fs.readdirSync(path.join(outDir, 'static')).find((name) => name.startsWith('search_index.'))!;
    const indexed = (JSON.parse(fs.readFileSync(path.join(outDir, 'static', indexFile), 'utf8')) as { routePath: string }[]).map((entry) => entry.routePath);
    expect(pages.map((page) => page.routePath).sort()).toEqual(['/', '/guide', '/hidden']);
    expect(indexed.sort(), 'isInSearchIndex: Rspress leaves other pages out of the index than our copy of its rule').toEqual(
      pages.filter(isInSearchIndex).map((page) => page.routePath).sort(),
    );
  });

  it('heading ids are the ones createHeadingSlugger gives', () => {
    const html = fs.readFileSync(path.join(outDir, 'guide.html'), 'utf8');
    const built = [...html.matchAll(/<h[1-6][^>]*\bid="([^"]+)"/g)].map((match) => match[1]);
    const slugger = createHeadingSlugger();
    const expected = headings(GUIDE_BODY).map((heading) => slugger.slug(heading.text));
    expect(expected).toContain('install-1');
    expect(built, 'createHeadingSlugger: Rspress gives headings other ids (plugins/typedoc checks API anchors with it)').toEqual(expected);
  });

  it("Rspress bundles the site's own React", () => {
    const js = path.join(outDir, 'static', 'js');
    const bundle = fs.readdirSync(js).filter((name) => name.endsWith('.js')).map((name) => fs.readFileSync(path.join(js, name), 'utf8')).join('\n');
    const shown = (version: string) => (bundle.includes(`"${version}"`) ? `"${version}"` : 'another version');
    const installedVersion = (name: string) => (JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    const major = (name: string) => installedVersion(name).split('.')[0];
    for (const [name, bundledInto] of Object.entries(BUNDLED_FROM_THE_SITE)) {
      const version = installedVersion(name);
      if (bundledInto === 'browser and prerender') {
        expect(shown(version), `BUNDLED_FROM_THE_SITE: the built site does not carry the site's own ${name} ${version}`).toBe(`"${version}"`);
      } else {
        // The Markdown renderer leaves no version string: a copy for another React major cannot render at all.
        expect(major(name), `BUNDLED_FROM_THE_SITE: ${name} must have React's major version`).toBe(major('react'));
        expect(fs.readFileSync(path.join(outDir, 'guide.md'), 'utf8'), `BUNDLED_FROM_THE_SITE: the Markdown copy of the guide was not rendered with ${name}`).toContain('Some text about chunks.');
      }
    }
  });

  it('headings carry the permalink class plugins/a11y looks for', () => {
    const html = fs.readFileSync(path.join(outDir, 'guide.html'), 'utf8');
    const permalinks = (html.match(/<a\b[^>]*>/g) ?? []).filter((tag) => tag.includes('href="#install"'));
    expect(permalinks.some((tag) => tag.includes(HEADER_ANCHOR_CLASS)), `HEADER_ANCHOR_CLASS: no heading permalink has the class ${HEADER_ANCHOR_CLASS}`).toBe(true);
    expect(permalinks.filter((tag) => tag.includes(HEADER_ANCHOR_CLASS)).every((tag) => /tabindex="-1"/.test(tag))).toBe(true);
  });
  it('the browser bundle takes the replaced packages from theme/rspress-internals', () => {
    const modules = probe<Record<string, string[]>>('modules.json');
    const [browser, prerender] = [modules[BROWSER_ENVIRONMENT] ?? [], modules[HTML_PRERENDER_ENVIRONMENT] ?? []];
    const fromPackage = (files: string[], name: string) => files.filter((file) => file.split(path.sep).join('/').includes(`/node_modules/${name}/`));
    for (const [name, replacement] of Object.entries(BROWSER_REPLACEMENTS)) {
      expect(browser, `BROWSER_REPLACEMENTS: the browser build does not take ${name} from ${replacement}`).toContain(replacement);
      expect(prerender, `BROWSER_REPLACEMENTS: the prerender takes ${name} from ${replacement}; it must keep the package`).not.toContain(replacement);
    }
    // No stand-in for a package's code: the browser routes, manages the head and shows progress with the packages Rspress declares.
    for (const name of ['@unhead/react', 'nprogress', 'react-router']) {
      expect(fromPackage(browser, name).length, `the browser build does not take ${name} from the package Rspress declares`).toBeGreaterThan(0);
    }
  });
});
