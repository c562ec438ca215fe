/**
 * Rspress plugin for what a reader downloads before the first paint, and how fast.
 *
 * - The page list (`virtual-page-data`, every page's title, headings, description…) is
 *   bundled into the entry chunk of every page. Its headings are only read by the overview
 *   pages (a page's own outline comes from its route chunk), so it keeps just the heading
 *   depths overviews list, without the search offsets: about half of the list.
 * - The search index (fetched when search opens) loses whitespace and fields search does
 *   not read; what search finds and shows is unchanged.
 * - Async chunks are named by id instead of by route name, which takes a name map of every
 *   route out of the webpack runtime in the entry chunk.
 * - The regular text font is preloaded (see `fontPreload.ts`).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { pluginFontPreload } from './fontPreload';
import { compactSearchPage, leanToc, overviewDepthsIn, overviewDepthsOfDocs, restoreHiddenFields, type SearchPage, type TocEntry } from './lean';

export const PLUGIN_NAME = 'repack-performance';

/** Async chunk file names in production: short ids and a content hash. */
export const ASYNC_CHUNK_FILENAME = 'static/js/async/[id].[contenthash:10].js';

export interface PerformancePluginOptions {
  /** Compact the search index (default true). */
  compactSearchIndex?: boolean;
  /** Trim the page list's headings to what overview pages show (default true). */
  leanPageData?: boolean;
  /** Preload the regular Open Sans woff2 (default true). */
  preloadFont?: boolean;
}

export function performancePlugin(options: PerformancePluginOptions = {}): RspressPlugin {
  const { compactSearchIndex = true, leanPageData = true, preloadFont = true } = options;
  let docsRoot = 'docs';
  let depths: number[] | undefined;

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
      }
    },
    builderConfig: {
      plugins: preloadFont ? [pluginFontPreload()] : [],
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
