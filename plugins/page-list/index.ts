/**
 * The lean page list. The page list (the module Rspress generates with every page's entry) is
 * bundled into the first load of every page, yet the runtime reads most of an entry only for the
 * page being shown: it finds that page's entry by route and spreads it over the page meta of the
 * page's own chunk. So each Markdown page keeps in the list only what other pages read of it,
 * and carries the rest in its own chunk, where the runtime finds it too. The headings kept in
 * the list are cut to the depths overview pages show.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import {
  BROWSER_ENVIRONMENT,
  GENERATED_PAGE_LIST_MODULE,
  GENERATED_SITE_DATA_MODULE,
  HTML_PRERENDER_ENVIRONMENT,
  pageMetaOf,
  rewriteGeneratedPageList,
  rewriteGeneratedSiteData,
} from '../rspress-internals';

export type PageEntry = Record<string, unknown> & { routePath?: string; _relativePath?: string; frontmatter?: Record<string, unknown> };

export interface TocEntry {
  id: string;
  text: string;
  depth: number;
  charIndex?: number;
}

/** Heading depths the overview pages list under each page when nothing says otherwise. */
export const DEFAULT_OVERVIEW_DEPTHS = [2];

/**
 * The table of contents kept with a page's data once the search index has its copy. A page's
 * own outline comes from its own route chunk (its page meta); this copy only feeds the
 * overview pages listing the page (`pagesListedBy`), which show the headings of the
 * `depths` listed (`overviewHeaders`, default `[2]`). `charIndex` is only used by search.
 */
export function leanToc(toc: readonly TocEntry[] | undefined, depths: readonly number[]): Omit<TocEntry, 'charIndex'>[] {
  if (!toc) return [];
  return toc.filter((entry) => depths.includes(entry.depth)).map(({ id, text, depth }) => ({ id, text, depth }));
}

/** Depths named by `overviewHeaders` in a `_meta.json` tree or in frontmatter. */
export function overviewDepthsIn(value: unknown, found: Set<number> = new Set()): Set<number> {
  if (Array.isArray(value)) {
    for (const item of value) overviewDepthsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === 'overviewHeaders' && Array.isArray(child)) {
        for (const depth of child) if (typeof depth === 'number') found.add(depth);
      } else {
        overviewDepthsIn(child, found);
      }
    }
  }
  return found;
}

/** Every `overviewHeaders` depth set by a `_meta.json` under `docsRoot`, plus the default ones. */
export function overviewDepthsOfDocs(docsRoot: string): number[] {
  const found = new Set(DEFAULT_OVERVIEW_DEPTHS);
  const walk = (dir: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name === '_meta.json') {
        try {
          overviewDepthsIn(JSON.parse(fs.readFileSync(file, 'utf8')), found);
        } catch {
          // A malformed _meta.json is Rspress's to report.
        }
      }
    }
  };
  walk(docsRoot);
  return [...found].sort((a, b) => a - b);
}

/** What other pages read of a page: its route to find it, its title, language and version. */
export const SHARED_PAGE_FIELDS = ['routePath', 'title', 'lang', 'version'] as const;

/** What a page's chunk holds already (page meta), and what the runtime reads from there. */
const CHUNK_META_FIELDS = new Set(['title', 'toc', 'frontmatter', 'headingTitle']);

/** What the build-time page object holds that never reaches the browser. */
const BUILD_ONLY_FIELDS = new Set(['content', '_filepath', '_flattenContent']);

const MARKDOWN_FILE = /\.mdx?$/i;

/** Only Markdown pages have page meta; a page of another kind keeps its whole entry. */
export function isMarkdownPage(page: PageEntry): boolean {
  return typeof page._relativePath === 'string' && MARKDOWN_FILE.test(page._relativePath);
}

/**
 * The fields a Markdown page carries in its own chunk instead of in the page list; an overview
 * page also carries the pages it lists (`overviewPages`), read from `pages`.
 */
export function pageOwnFields(page: PageEntry, pages: Iterable<PageEntry> = []): Record<string, unknown> {
  const shared: readonly string[] = SHARED_PAGE_FIELDS;
  const own = Object.fromEntries(
    Object.entries(page).filter(([key]) => !BUILD_ONLY_FIELDS.has(key) && !CHUNK_META_FIELDS.has(key) && !shared.includes(key)),
  );
  const overviewPages = pagesListedBy(page, pages);
  return overviewPages ? { ...own, overviewPages } : own;
}

/** A page's route and headings, as an overview page lists it. */
export interface OverviewPage {
  routePath: string;
  toc: unknown[];
}

const isOverviewPage = (page: PageEntry) => page.frontmatter?.overview === true && typeof page.routePath === 'string';

/**
 * The pages an overview page (`overview: true`) lists, the ones in its folder, with their
 * headings. They travel in the overview page's own chunk, so the page list carries no headings.
 */
export function pagesListedBy(overview: PageEntry, pages: Iterable<PageEntry>): OverviewPage[] | undefined {
  if (!isOverviewPage(overview)) return undefined;
  const route = overview.routePath as string;
  const folder = route.slice(0, route.lastIndexOf('/') + 1);
  const listed: OverviewPage[] = [];
  for (const page of pages) {
    if (typeof page.routePath !== 'string' || page.routePath === route || !page.routePath.startsWith(folder)) continue;
    listed.push({ routePath: page.routePath, toc: Array.isArray(page.toc) ? page.toc : [] });
  }
  return listed;
}

/** The page list as the browser needs it: Markdown pages reduced to the shared fields, other pages unchanged. */
export function leanPageList(pages: readonly PageEntry[]): PageEntry[] {
  return pages.map((page) => {
    if (!isMarkdownPage(page)) return page;
    const lean: Record<string, unknown> = {};
    for (const field of SHARED_PAGE_FIELDS) if (field in page) lean[field] = page[field];
    return lean;
  });
}

/** Rewrites the source of Rspress's generated page list module (`file`) with the lean page list. */
export function leanPageListModule(source: string, file: string): string {
  return rewriteGeneratedPageList(source, file, (pageData) => ({ ...pageData, pages: leanPageList(pageData.pages) }));
}

/**
 * Remark plugin: adds the page's own fields (`fieldsOf` its absolute file path) to the page
 * meta that Rspress writes into the page's chunk.
 */
export function remarkPageOwnFields(fieldsOf: (file: string) => Record<string, unknown> | undefined) {
  return function attacher(this: { data(): unknown }) {
    const readPageMeta = pageMetaOf(this);
    return (_tree: unknown, file: { path?: string }) => {
      const fields = file.path ? fieldsOf(path.resolve(file.path)) : undefined;
      const meta = readPageMeta();
      if (fields && meta) Object.assign(meta, fields);
    };
  };
}

/** Drops every `_fileKey` (the source file of a sidebar entry, which the browser never reads) from `value`. */
export function withoutFileKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFileKeys);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_fileKey')
      .map(([key, child]) => [key, withoutFileKeys(child)]),
  );
}

/**
 * Rewrites the source of Rspress's generated site data module (`file`) without the sidebars'
 * `_fileKey` fields: a path per sidebar entry, of every version, in every page's first load.
 */
export function leanSiteDataModule(source: string, file: string): string {
  return rewriteGeneratedSiteData(source, file, withoutFileKeys);
}

/**
 * Rsbuild plugin: rewrites Rspress's page list and site data modules once Rspress has generated
 * them (`enforce: 'post'`), for the browser and the HTML prerender. The Markdown prerender of
 * llms.txt keeps them whole: Rspress compiles its pages without plugins' remark plugins, so they
 * carry nothing more.
 */
export function pluginLeanPageList(name: string): RsbuildPlugin {
  return {
    name,
    setup(api) {
      const environments = [BROWSER_ENVIRONMENT, HTML_PRERENDER_ENVIRONMENT];
      api.transform({ test: GENERATED_PAGE_LIST_MODULE, enforce: 'post', environments }, ({ code, resourcePath }) =>
        leanPageListModule(code, resourcePath),
      );
      api.transform({ test: GENERATED_SITE_DATA_MODULE, enforce: 'post', environments }, ({ code, resourcePath }) =>
        leanSiteDataModule(code, resourcePath),
      );
    },
  };
}
