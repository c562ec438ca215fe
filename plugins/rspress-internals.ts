/**
 * The one build-side module through which our plugins (and rspress.config.ts) touch Rspress
 * beyond its documented API. Each export says what we rely on, since which Rspress version
 * (checked against @rspress/core 2.0.22 unless said otherwise) and which contract test in
 * tests/rspress-contracts/ guards it. `plugins/rspress-boundary.test.ts` fails when anything
 * else in plugins/, shared/, deploy/, scripts/ or rspress.config.ts reaches past this module.
 *
 * When a contract test fails on an upgrade: read what changed in @rspress/core's dist, adapt
 * the export here (the plugins keep their own logic and only call these), and update the
 * version noted on the export.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RsbuildConfig } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import GithubSlugger from '@rspress/shared/github-slugger';

// ---------------------------------------------------------------------------------------------
// unified's `pageMeta`
// ---------------------------------------------------------------------------------------------

/** What Rspress keeps in the MDX processor's `pageMeta` data while a page compiles. */
export interface PageMeta {
  frontmatter?: Record<string, unknown>;
  [field: string]: unknown;
}

/** The unified processor data key Rspress compiles a page with (`compiler.data('pageMeta', …)`). */
export const PAGE_META_KEY = 'pageMeta';

/**
 * A remark attacher's (`this`) way to the page being compiled: Rspress (since 2.0.0) sets the
 * processor data `pageMeta` to `{ toc, title, headingTitle, frontmatter }` before it runs the
 * remark plugins, then writes the whole object as the page chunk's `__RSPRESS_PAGE_META`, which
 * the runtime spreads under the page list entry of that page. So remark plugins read the
 * frontmatter from it, and fields they add reach the browser's page data.
 * Call it in the attacher, then call the returned function in the transformer.
 * Guarded by: "page fields set by our remark plugins reach pageMeta and the page data".
 */
export function pageMetaOf(processor: { data(): unknown }): () => PageMeta | undefined {
  const data = processor.data() as Record<string, PageMeta | undefined>;
  return () => data[PAGE_META_KEY];
}

// ---------------------------------------------------------------------------------------------
// Generated modules
// ---------------------------------------------------------------------------------------------

/**
 * The page list module Rspress generates (`<root>/node_modules/.rspress/virtual-page-data.js`,
 * in memory), as an Rsbuild `transform` test. Its text is `export const pageData = {JSON};`
 * followed by `export const searchIndexHash = …`; `{ pages: [...] }` holds every page's entry.
 * Guarded by: "the generated virtual-page-data module parses as we expect".
 */
export const GENERATED_PAGE_LIST_MODULE = /[\\/]\.rspress[\\/]virtual-page-data\.js$/;
const PAGE_LIST_MARKER = 'export const pageData = ';

/**
 * The site data module Rspress generates (`.rspress/runtime/virtual-site-data.js`); its text is
 * `export default {JSON}` (the sidebars carry a `_fileKey` per entry, never read in the browser).
 * Guarded by: "the generated virtual-site-data module parses as we expect".
 */
export const GENERATED_SITE_DATA_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/;
const SITE_DATA_MARKER = 'export default ';

/**
 * The names Rspress gives its Rsbuild environments: the browser bundle and the HTML prerender
 * (its Markdown prerender for llms.txt, `node_md`, is left alone on purpose).
 * Guarded by: "the generated modules go through the web and node environments".
 */
export const BROWSER_ENVIRONMENT = 'web';
export const HTML_PRERENDER_ENVIRONMENT = 'node';

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
 * Rewrites the JSON value that follows `marker` in a generated module (`file`), leaving the rest
 * of the module (other exports, code added by later loaders) as it is. A module of another shape
 * fails the build, naming the file and this module.
 */
function rewriteJsonAfter(source: string, marker: string, rewrite: (value: unknown) => unknown, file: string): string {
  const start = source.indexOf(marker);
  const end = start < 0 ? -1 : endOfJsonValue(source, start + marker.length);
  if (end < 0) {
    throw new Error(
      `[rspress-internals] ${file} does not have the shape our plugins rewrite ("${marker}{…}"). Rspress changed how it writes this module: update plugins/rspress-internals.ts (see tests/rspress-contracts).`,
    );
  }
  const valueStart = start + marker.length;
  return `${source.slice(0, valueStart)}${JSON.stringify(rewrite(JSON.parse(source.slice(valueStart, end))))}${source.slice(end)}`;
}

/** The page list of the generated page list module, as `rewrite` returns it. */
export function rewriteGeneratedPageList(source: string, file: string, rewrite: (pageData: { pages: Record<string, unknown>[] }) => unknown): string {
  return rewriteJsonAfter(source, PAGE_LIST_MARKER, (value) => rewrite(value as { pages: Record<string, unknown>[] }), file);
}

/** The site data of the generated site data module, as `rewrite` returns it. */
export function rewriteGeneratedSiteData(source: string, file: string, rewrite: (siteData: unknown) => unknown): string {
  return rewriteJsonAfter(source, SITE_DATA_MARKER, rewrite, file);
}

/**
 * The routes module Rspress generates (`.rspress/runtime/virtual-routes.js`): for each page a
 * lazy component constant, an element and a preload function, written out in full.
 * Guarded by: "the generated virtual-routes module is in the shape compactGeneratedRoutes rewrites".
 */
export const GENERATED_ROUTES_MODULE = /[\\/]\.rspress[\\/]runtime[\\/]virtual-routes\.js$/;

// As generated, or as SWC prints it (the form a post-transform sees).
const LAZY_CONSTANT = /^const Route(\d+) = lazyWithPreload\(loadRoute\1\);?\n/gm;
const STRING = `'(?:[^'\\\\]|\\\\.)*'`;
const ROUTE_ENTRY = new RegExp(
  `\\{\\s*path: (${STRING}),\\s*element: (?:/\\*#__PURE__\\*/ )?React\\.createElement\\(Route(\\d+)\\),\\s*filePath: (${STRING}),\\s*` +
    `preload: async \\(\\)\\s*=>\\s*\\{\\s*await Route\\2\\.preload\\(\\);\\s*return loadRoute\\2\\(\\);\\s*\\}((?:,[^{}]*?)?)\\s*\\}`,
  'g',
);

const ROUTE_HELPER = `const route = (load, meta) => {
  const Page = lazyWithPreload(load);
  return { ...meta, element: React.createElement(Page), preload: async () => { await Page.preload(); return load(); } };
};
`;

/**
 * The compact form of Rspress's generated routes module (plugins/route-table), or the module
 * unchanged when it is not in the shape this was written for (every route rewritten, or none).
 * Guarded by: "the generated virtual-routes module is in the shape compactGeneratedRoutes rewrites".
 */
export function compactGeneratedRoutes(code: string): string {
  const constants = code.match(LAZY_CONSTANT)?.length ?? 0;
  const entries = code.match(ROUTE_ENTRY)?.length ?? 0;
  if (!constants || constants !== entries || !code.includes('export const routes = [')) return code;
  // Each component constant is named three times (declared, rendered, preloaded); any other use,
  // such as React Refresh registering it in `rspress dev`, would lose its declaration.
  if ((code.match(/\bRoute\d+\b/g)?.length ?? 0) !== constants * 3) return code;
  return code
    .replace(LAZY_CONSTANT, '')
    .replace(ROUTE_ENTRY, (_, routePath: string, index: string, filePath: string, rest: string) => {
      const more = rest.replace(/,\s*$/, '').replace(/\s*\n\s*/g, ' ');
      return `route(loadRoute${index}, { path: ${routePath}, filePath: ${filePath}${more} })`;
    })
    .replace('export const routes = [', `${ROUTE_HELPER}export const routes = [`);
}

/**
 * The names the browser bundle imports Rspress's generated modules by (aliases its virtual
 * module plugin registers, since 2.0.0): the runtime itself imports them so. A request with a
 * query (`virtual-page-data?x`) is another module built from the same generated text, which the
 * transforms of these modules see with its `resourceQuery`.
 * Guarded by tests/rspress-contracts/route-sections.test.ts (a section chunk holds the section's
 * routes, page list entries and sidebar).
 */
const GENERATED_MODULE_IMPORT = { routes: 'virtual-routes', pageList: 'virtual-page-data', siteData: 'virtual-site-data' } as const;

/** The request of the generated routes module with `query` (`?…`), for an `import()` from the browser bundle. */
export const generatedRoutesRequest = (query: string) => `${GENERATED_MODULE_IMPORT.routes}${query}`;

/**
 * Code importing the generated page list and site data (with `query`, the modules built from them
 * with that query) and declaring `<name>Pages`, the page list's array (`pageData.pages`), and
 * `<name>Sidebars`, the sidebars by path prefix (`themeConfig.sidebar`, since 2.0.0; a site with
 * `locales` keeps them per locale, which our plugins leave alone).
 * Guarded by tests/rspress-contracts/route-sections.test.ts.
 */
export function importPagesAndSidebars(name: string, query = ''): string {
  return [
    `import { pageData as ${name}PageData } from ${JSON.stringify(GENERATED_MODULE_IMPORT.pageList + query)};`,
    `import ${name}SiteData from ${JSON.stringify(GENERATED_MODULE_IMPORT.siteData + query)};`,
    `const ${name}Pages = ${name}PageData.pages;`,
    `const ${name}Sidebars = ${name}SiteData.themeConfig.sidebar;`,
    '',
  ].join('\n');
}

/**
 * Code of a function, in the routes module, that makes a route element from a page loader as the
 * generated module does (with the `React` and `lazyWithPreload` it imports, since 2.0.0).
 * Guarded by tests/rspress-contracts/route-sections.test.ts and the compact-routes contract.
 */
export const ROUTE_ELEMENT_FACTORY = '(loadPage) => React.createElement(lazyWithPreload(loadPage))';

/** A route entry of the compact routes module (`route(loadRouteN, { path: '…', … })`), with the line that declares its loader. */
interface CompactRoute {
  path: string;
  load: string;
  entry: string;
}

const LOAD_CONSTANT = /^const loadRoute(\d+) = [^\n]*\n?/gm;
const COMPACT_ENTRY = new RegExp(`route\\(loadRoute(\\d+), \\{ path: (${STRING})(?:, \\w+: ${STRING})* \\}\\)`, 'g');
const ROUTES_ARRAY = 'export const routes = [';

/** The value of a single-quoted string literal as the routes module writes paths. */
const singleQuoted = (literal: string) => literal.slice(1, -1).replace(/\\(.)/g, '$1');

/**
 * The compact routes module (`compactGeneratedRoutes`) taken apart: the code before the routes
 * (imports, the shared `route` function) without the loader constants, and each route with its
 * loader's line. A module of another shape fails the build, naming the file.
 */
export function parseCompactRoutes(code: string, file: string): { head: string; routes: CompactRoute[]; tail: string } {
  const start = code.indexOf(ROUTES_ARRAY);
  const end = code.lastIndexOf('];');
  const loads = new Map([...code.matchAll(LOAD_CONSTANT)].map((match) => [match[1], match[0].endsWith('\n') ? match[0] : `${match[0]}\n`]));
  const entries = start < 0 || end < start ? [] : [...code.slice(start, end).matchAll(COMPACT_ENTRY)];
  if (!entries.length || entries.length !== loads.size || entries.some((match) => !loads.has(match[1]))) {
    throw new Error(
      `[rspress-internals] ${file}: the routes module is not in the compact shape the route sections split (${entries.length} routes, ${loads.size} loaders). Rspress changed how it writes this module: update plugins/rspress-internals.ts (see tests/rspress-contracts).`,
    );
  }
  return {
    head: code.slice(0, start).replace(LOAD_CONSTANT, ''),
    routes: entries.map((match) => ({ path: singleQuoted(match[2]), load: loads.get(match[1])!, entry: match[0] })),
    tail: code.slice(end + 2),
  };
}

/**
 * A routes module built from the parts of `parseCompactRoutes`: `head` (with `imports` added),
 * the loaders of `routes` and a route table of their entries followed by `more` (code of array items).
 */
export function printRoutesModule(parts: { head: string; tail: string }, imports: string, routes: readonly CompactRoute[], more: readonly string[] = []): string {
  const items = [...routes.map((route) => route.entry), ...more];
  return `${imports}${parts.head}${routes.map((route) => route.load).join('')}${ROUTES_ARRAY}\n${items.join(',\n')}\n];${parts.tail}`;
}

/** The sidebars of Rspress's site data (`themeConfig.sidebar`, see `importPagesAndSidebars`). */
export function sidebarsOf(siteData: unknown): Record<string, unknown> {
  const themeConfig = (siteData as { themeConfig?: { sidebar?: Record<string, unknown> } } | undefined)?.themeConfig;
  return themeConfig?.sidebar ?? {};
}

/** Site data with other sidebars (`themeConfig.sidebar`). */
export function withSidebars<T>(siteData: T, sidebars: Record<string, unknown>): T {
  const site = siteData as { themeConfig?: Record<string, unknown> };
  return { ...site, themeConfig: { ...site.themeConfig, sidebar: sidebars } } as T;
}

// ---------------------------------------------------------------------------------------------
// Packages Rspress's browser code imports, loaded on first use
// ---------------------------------------------------------------------------------------------

const THEME_INTERNALS = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'theme', 'rspress-internals');

/**
 * Packages the default theme of Rspress imports (since 2.0.0) for an interaction most readers
 * never make, which the browser bundle loads on first use from theme/rspress-internals: the
 * mobile menus' scroll lock (`body-scroll-lock`), the sidebar's and the outline's scrolling to their
 * active item (`scroll-into-view-if-needed`) and the copy buttons' fallback where the Clipboard API
 * fails (`copy-to-clipboard`). Each file imports the real package lazily and passes the calls
 * on; no package's code is replaced (the router, head manager and progress bar are Rspress's own).
 * Only imports made by `@rspress/core/dist` are redirected, only in the browser environment.
 * Guarded by: "the browser bundle takes the replaced packages from theme/rspress-internals" (build)
 * and theme/rspress-internals' "the packages replaced in the browser bundle are imported by
 * Rspress with the names their replacements export" (what Rspress imports of each).
 */
export const BROWSER_REPLACEMENTS: Readonly<Record<string, string>> = {
  'body-scroll-lock': path.join(THEME_INTERNALS, 'scroll-lock.ts'),
  'copy-to-clipboard': path.join(THEME_INTERNALS, 'copy-to-clipboard.ts'),
  'scroll-into-view-if-needed': path.join(THEME_INTERNALS, 'scroll-into-view.ts'),
};

/** The modules of Rspress's runtime and default theme, whose imports `BROWSER_REPLACEMENTS` redirects. */
const RSPRESS_DIST_MODULE = /[\\/]node_modules[\\/]@rspress[\\/]core[\\/]dist[\\/]/;

type RspackTool = Extract<NonNullable<NonNullable<RsbuildConfig['tools']>['rspack']>, (...args: never[]) => unknown>;

/** `tools.rspack`: Rspress's imports of the packages of `BROWSER_REPLACEMENTS` resolve to the replacements, in the browser build. */
export const replaceRspressBrowserImports: RspackTool = (config, { environment }) => {
  if (environment.name !== BROWSER_ENVIRONMENT) return;
  const alias = Object.fromEntries(Object.entries(BROWSER_REPLACEMENTS).map(([name, file]) => [`${name}$`, file]));
  config.module ??= {};
  config.module.rules ??= [];
  config.module.rules.push({ test: RSPRESS_DIST_MODULE, resolve: { alias } });
};

/** The route chunk preload Rspress's SSG writes in a page's `<head>` (ssg/renderHtmlTemplate, since 2.0.0). */
const SSG_ROUTE_PRELOAD = /<link rel="preload" href="[^"]*" as="script">/;

/**
 * A built page with a preload of the script at `href` before the preload of its route chunk, or
 * `undefined` when the page has none (a redirect page, say).
 * Guarded by: tests/rspress-contracts/route-sections.test.ts (a section's page preloads two scripts).
 */
export function withScriptPreload(html: string, href: string): string | undefined {
  if (!SSG_ROUTE_PRELOAD.test(html)) return undefined;
  return html.replace(SSG_ROUTE_PRELOAD, (tag) => `<link rel="preload" href="${href}" as="script">${tag}`);
}

/**
 * Every script preload written in the form of Rspress's SSG route chunk preload (its own, and the ones
 * `withScriptPreload` adds beside it): the tag, and its `href` as the first group.
 * Guarded by: e2e/performance/first-render-scripts.e2e.ts (every script the first render fetches is requested by the page's HTML).
 */
export const SSG_SCRIPT_PRELOADS = /<link rel="preload" href="([^"]*)" as="script">/g;

/**
 * The classes the appearance script Rspress inlines in every page's `<head>` (node/constants
 * `getInlineThemeScript`, since 2.0.0) toggles on `<html>` for the dark appearance, before the
 * first paint; the default theme's dark rules hang off them.
 * Guarded by: e2e/performance/critical-css.e2e.ts ("every page's appearance script sets DARK_APPEARANCE_CLASSES").
 */
export const DARK_APPEARANCE_CLASSES: readonly string[] = ['dark', 'rp-dark'];

/**
 * How Rspress gives headings their ids (its rehype `headerAnchor` and TOC plugins): the
 * github-slugger of @rspress/shared over the heading text, one slugger per page, so repeated
 * headings are numbered in page order. Call `slug(text)` for each heading, in order.
 * Guarded by: "heading ids are the ones createHeadingSlugger gives".
 */
export function createHeadingSlugger(): { slug(text: string): string } {
  return new GithubSlugger();
}

/**
 * The class of the "#" permalink Rspress's rehype plugin (`headerAnchor`) puts in every
 * Markdown heading (`<a class="rp-header-anchor" aria-hidden="true" href="#id">`).
 * Guarded by: "headings carry the permalink class plugins/a11y looks for".
 */
export const HEADER_ANCHOR_CLASS = 'rp-header-anchor';

/**
 * What the default theme's copy button leaves out of a code block's copied text (its
 * `getCopyableText` options in CopyCodeButton): elements matching `.rp-copy-ignore`, and line numbers.
 * Guarded by: "the copy button leaves out COPY_IGNORE_CLASS".
 */
export const COPY_IGNORE_CLASS = 'rp-copy-ignore';
export const COPY_BUTTON_TEXT_OPTIONS = { ignoreClasses: ['linenumber'], ignoreSelectors: [`.${COPY_IGNORE_CLASS}`] };

// ---------------------------------------------------------------------------------------------
// The search index and the page objects
// ---------------------------------------------------------------------------------------------

/**
 * Rspress (since 2.0.0) hands `modifySearchIndexData` the page objects it later hands, one by
 * one, to `extendPageData` and writes into the page list; the index is written in between, from
 * a spread copy of each page (`{ ...page }`, `_` fields deleted). So a field made non-enumerable
 * in `modifySearchIndexData` stays out of the index while plugins still read and write it, and
 * `showInPageData` puts it back in the page list.
 * Guarded by: "the search index leaves out hidden fields that the page data keeps".
 */
export function hideFromSearchIndex(page: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    if (!Object.prototype.hasOwnProperty.call(page, field)) continue;
    Object.defineProperty(page, field, { value: page[field], enumerable: false, writable: true, configurable: true });
  }
}

/** Undoes `hideFromSearchIndex` (in `extendPageData`), keeping any value written since. */
export function showInPageData(page: Record<string, unknown>, fields: readonly string[]): void {
  for (const field of fields) {
    const descriptor = Object.getOwnPropertyDescriptor(page, field);
    if (descriptor && !descriptor.enumerable) {
      Object.defineProperty(page, field, { value: descriptor.value, enumerable: true, writable: true, configurable: true });
    }
  }
}

/**
 * Rspress's rule for the pages it leaves out of the search index (a copy: Rspress does not
 * export it): the home page (`pageType: home`) and pages with `search: false`.
 * Guarded by: "the search index holds exactly the pages isInSearchIndex says".
 */
export function isInSearchIndex(page: { frontmatter?: { pageType?: unknown; search?: unknown } }): boolean {
  const frontmatter = page.frontmatter ?? {};
  return frontmatter.pageType !== 'home' && frontmatter.search !== false;
}

/**
 * Rspress runs a hook of all plugins "in parallel" (`Promise.all` over the plugin list), so a
 * hook body that does not await runs to its end before the next plugin's starts, in the order of
 * the plugin list. Where one plugin's synchronous hook must see another's work, this checks that
 * the other plugin comes first in `config.plugins`, failing the build with `why`.
 * Guarded by: "parallel hooks start in plugin list order".
 */
export function requireListedBefore(plugins: readonly (RspressPlugin | undefined | null | false)[] | undefined, first: string, then: string, why: string): void {
  const names = (plugins ?? []).map((plugin) => (plugin ? plugin.name : undefined));
  const firstAt = names.indexOf(first);
  const thenAt = names.indexOf(then);
  if (firstAt >= 0 && thenAt >= 0 && firstAt > thenAt) {
    throw new Error(`[rspress-internals] rspress.config.ts: list ${first} before ${then} in \`plugins\`: ${why}`);
  }
}

// ---------------------------------------------------------------------------------------------
// Copies of Rspress behaviour
// ---------------------------------------------------------------------------------------------

/**
 * The last-updated text Rspress's built-in last-updated plugin writes (`toLocaleString` in the
 * page language, `zh` when it has none): a copy, for pages git does not date.
 * Guarded by: "last-updated dates are written as Rspress writes them".
 */
export function formatLastUpdated(timestamp: number, lang?: string): string {
  return new Date(timestamp).toLocaleString(lang || 'zh');
}

// ---------------------------------------------------------------------------------------------
// Package mismatches
// ---------------------------------------------------------------------------------------------

/**
 * Packages Rspress bundles from `node_modules` of the working directory (the project root for
 * `npm run build`) when they are installed there (its React aliases, since 2.0.0), whatever
 * version it depends on itself, else its own copy: the version package.json declares is the one
 * readers get, and Rspress's own copy only serves its Node code. React and React DOM go into the
 * browser and prerender bundles, react-render-to-markdown into the render of the Markdown copies
 * (`llms`), which must match React's major version. The site declares the versions @rspress/core
 * itself depends on (React ^19.2, react-render-to-markdown 19.1.0), so one copy serves both.
 * Guarded by: "Rspress bundles the site's own React".
 */
export const BUNDLED_FROM_THE_SITE: Readonly<Record<string, 'browser and prerender' | 'Markdown copies'>> = {
  react: 'browser and prerender',
  'react-dom': 'browser and prerender',
  'react-render-to-markdown': 'Markdown copies',
};

type PluginPreviewFactory = typeof import('@rspress/plugin-preview').pluginPreview;

/**
 * Creates @rspress/plugin-preview. Its published build (2.0.21, with @rspress/core 2.0.22) reads
 * the CommonJS `__dirname` in ES module scope, which only works when a loader such as jiti
 * (Rspress's config loader) transpiles it; loaded natively (Vitest, plain Node) it throws. A
 * global `__dirname` pointing to the package's `dist` folder is provided for the import and the
 * call only.
 * Guarded by: "plugin-preview still needs the __dirname shim".
 */
export async function createPluginPreview(options: Parameters<PluginPreviewFactory>[0]): Promise<RspressPlugin> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@rspress/plugin-preview'));
  const global = globalThis as { __dirname?: string };
  const had = Object.prototype.hasOwnProperty.call(global, '__dirname');
  const previous = global.__dirname;
  if (!had) global.__dirname = dist;
  try {
    const { pluginPreview } = await import('@rspress/plugin-preview');
    return pluginPreview(options);
  } finally {
    if (!had) delete global.__dirname;
    else global.__dirname = previous;
  }
}

// ---------------------------------------------------------------------------------------------
// For tests only
// ---------------------------------------------------------------------------------------------

/**
 * The default theme's `getCopyableText` (what the copy button of a code block copies), which
 * plugins/code-notation's test checks its markers against; its module path is private.
 * Guarded by: "the copy button leaves out COPY_IGNORE_CLASS" (which loads it).
 */
export async function loadCopyableText(): Promise<(element: HTMLElement | null, options?: typeof COPY_BUTTON_TEXT_OPTIONS | { ignoreSelectors: string[] }) => string> {
  const module = await import('@rspress/core/dist/theme/logic/getCopyableText.js');
  return module.getCopyableText;
}
