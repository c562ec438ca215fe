/**
 * The page list (`virtual-page-data`) is bundled into the first load of every page, yet the
 * runtime reads most of an entry only for the page being shown: it finds that page's entry by
 * route and spreads it over the data of the page's own chunk (`__RSPRESS_PAGE_META`). So each
 * Markdown page keeps in the list only what other pages read of it, and carries the rest in
 * its own chunk, where the runtime finds it too.
 */
import path from 'node:path';

export type PageEntry = Record<string, unknown> & { routePath?: string; _relativePath?: string; frontmatter?: Record<string, unknown> };

/** What other pages read of a page: its route to find it, its title, language and version. */
export const SHARED_PAGE_FIELDS = ['routePath', 'title', 'lang', 'version'] as const;

/** What a page's chunk holds already (`__RSPRESS_PAGE_META`), and what the runtime reads from there. */
const CHUNK_META_FIELDS = new Set(['title', 'toc', 'frontmatter', 'headingTitle']);

/** What the build-time page object holds that never reaches the browser. */
const BUILD_ONLY_FIELDS = new Set(['content', '_filepath', '_flattenContent']);

const MARKDOWN_FILE = /\.mdx?$/i;

/** Only Markdown pages have `__RSPRESS_PAGE_META`; a page of another kind keeps its whole entry. */
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

/** Where the JSON value starting at (or after white space from) `start` ends: strings and nesting aware. */
function endOfJsonValue(source: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      depth += 1;
    } else if (char === '}' || char === ']') {
      depth -= 1;
      if (depth === 0) return index + 1;
    }
  }
  return -1;
}

/**
 * Rewrites the JSON value that follows `marker` in a module Rspress generated (`file`), leaving
 * the rest of the module (other exports, code added by later loaders) as it is.
 */
function rewriteJsonAfter(source: string, marker: string, rewrite: (value: unknown) => unknown, file: string): string {
  const start = source.indexOf(marker);
  const end = start < 0 ? -1 : endOfJsonValue(source, start + marker.length);
  if (end < 0) {
    throw new Error(
      `[repack-performance] ${file} does not have the shape this plugin rewrites ("${marker}{…}"). Rspress changed how it writes this module: update plugins/performance/pageList.ts.`,
    );
  }
  const valueStart = start + marker.length;
  return `${source.slice(0, valueStart)}${JSON.stringify(rewrite(JSON.parse(source.slice(valueStart, end))))}${source.slice(end)}`;
}

/** Rewrites the source of Rspress's `virtual-page-data` module with the lean page list. */
export function leanPageListModule(source: string, file = 'virtual-page-data'): string {
  return rewriteJsonAfter(
    source,
    'export const pageData = ',
    (pageData) => ({ ...(pageData as object), pages: leanPageList((pageData as { pages: PageEntry[] }).pages) }),
    file,
  );
}

interface PageMetaData {
  pageMeta?: Record<string, unknown>;
}

/**
 * Remark plugin: adds the page's own fields (`fieldsOf` its absolute file path) to the
 * `__RSPRESS_PAGE_META` that Rspress writes into the page's chunk.
 */
export function remarkPageOwnFields(fieldsOf: (file: string) => Record<string, unknown> | undefined) {
  return function attacher(this: { data(): unknown }) {
    const data = this.data() as PageMetaData;
    return (_tree: unknown, file: { path?: string }) => {
      const fields = file.path ? fieldsOf(path.resolve(file.path)) : undefined;
      if (fields && data.pageMeta) Object.assign(data.pageMeta, fields);
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
 * Rewrites the source of Rspress's `virtual-site-data` module without the sidebars' `_fileKey`
 * fields: a path per sidebar entry, of every version, in every page's first load.
 */
export function leanSiteDataModule(source: string, file = 'virtual-site-data'): string {
  return rewriteJsonAfter(source, 'export default ', withoutFileKeys, file);
}
