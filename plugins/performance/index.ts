/**
 * Rspress plugin for what a reader downloads before the first paint, and how fast.
 *
 * - The page list (`virtual-page-data`, every page's title, headings, description…) is
 *   bundled into the entry chunk of every page, though most of an entry is read only by its
 *   own page: each Markdown page keeps there its route, title, language and version; the rest
 *   moves to the page's own chunk, and the headings an overview page lists to that overview
 *   page's chunk (see `pageList.ts`). That takes the list from about 21 to 3 KB gzip. The
 *   headings themselves are cut to the depths overviews list. The site data bundled with it
 *   loses the sidebars' `_fileKey` paths, which the browser never reads.
 * - The search index (fetched when search opens) loses whitespace and fields search does
 *   not read; what search finds and shows is unchanged.
 * - Async chunks are named by id instead of by route name, which takes a name map of every
 *   route out of the webpack runtime in the entry chunk.
 * - The regular text font is preloaded (see `fontPreload.ts`).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { pluginFontPreload } from './fontPreload';
import { leanPageListModule, leanSiteDataModule, pageOwnFields, remarkPageOwnFields, type PageEntry } from './pageList';
import { compactSearchPage, leanToc, overviewDepthsIn, overviewDepthsOfDocs, restoreHiddenFields, type SearchPage, type TocEntry } from './lean';

export const PLUGIN_NAME = 'repack-performance';

/** Async chunk file names in production: short ids and a content hash. */
export const ASYNC_CHUNK_FILENAME = 'static/js/async/[id].[contenthash:10].js';

export interface PerformancePluginOptions {
  /** Compact the search index (default true). */
  compactSearchIndex?: boolean;
  /** Keep in the page list only what other pages read; the rest goes to each page's chunk (default true). */
  leanPageData?: boolean;
  /** Preload the regular Open Sans woff2 (default true). */
  preloadFont?: boolean;
}

/**
 * Rewrites Rspress's page list and site data modules once Rspress has generated them
 * (`enforce: 'post'`), for the browser and the HTML prerender. The Markdown prerender of
 * llms.txt (`node_md`) keeps them whole: Rspress compiles its pages without plugins' remark
 * plugins, so they carry nothing more.
 */
function pluginLeanPageList(): RsbuildPlugin {
  return {
    name: `${PLUGIN_NAME}:lean-page-list`,
    setup(api) {
      const environments = ['web', 'node'];
      api.transform({ test: /[\\/]\.rspress[\\/]virtual-page-data\.js$/, enforce: 'post', environments }, ({ code, resourcePath }) =>
        leanPageListModule(code, resourcePath),
      );
      api.transform(
        { test: /[\\/]\.rspress[\\/]runtime[\\/]virtual-site-data\.js$/, enforce: 'post', environments },
        ({ code, resourcePath }) => leanSiteDataModule(code, resourcePath),
      );
    },
  };
}

export function performancePlugin(options: PerformancePluginOptions = {}): RspressPlugin {
  const { compactSearchIndex = true, leanPageData = true, preloadFont = true } = options;
  let docsRoot = 'docs';
  let depths: number[] | undefined;
  // Complete by the time pages compile: Rspress extends every page before bundling starts.
  const pagesByFile = new Map<string, PageEntry>();

  const overviewDepths = (pages?: readonly { frontmatter?: unknown }[]) => {
    const found = new Set(overviewDepthsOfDocs(docsRoot));
    for (const page of pages ?? []) overviewDepthsIn(page.frontmatter, found);
    return [...found].sort((a, b) => a - b);
  };

  return {
    name: PLUGIN_NAME,
    config(config) {
      docsRoot = path.resolve(config.root ?? 'docs');
      depths = undefined;
      return config;
    },
    modifySearchIndexData(pages) {
      // Runs once with every page, before the index is written and before `extendPageData`.
      depths = overviewDepths(pages as { frontmatter?: unknown }[]);
      if (compactSearchIndex) for (const page of pages) compactSearchPage(page as unknown as SearchPage);
    },
    extendPageData(pageData) {
      const page = pageData as unknown as Record<string, unknown> & { toc?: TocEntry[] };
      restoreHiddenFields(page);
      if (leanPageData) {
        depths ??= overviewDepths();
        page.toc = leanToc(page.toc, depths) as TocEntry[];
        if (typeof page._filepath === 'string') pagesByFile.set(path.resolve(page._filepath), page);
      }
    },
    markdown: {
      remarkPlugins: leanPageData
        ? [
            remarkPageOwnFields((file) => {
              const page = pagesByFile.get(file);
              return page && pageOwnFields(page, pagesByFile.values());
            }),
          ]
        : [],
    },
    builderConfig: {
      plugins: [...(preloadFont ? [pluginFontPreload()] : []), ...(leanPageData ? [pluginLeanPageList()] : [])],
      tools: {
        rspack(config, { environment, isProd }) {
          if (environment.name !== 'web' || !isProd || !config.output) return;
          config.output.chunkFilename = ASYNC_CHUNK_FILENAME;
        },
      },
    },
  };
}

export default performancePlugin;
