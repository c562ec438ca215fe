/**
 * Rspress plugin for what a reader downloads before the first paint, and how fast. Each concern
 * lives in its own module; this plugin puts them together behind one set of options.
 *
 * - The lean page list (plugins/page-list): each Markdown page keeps in the page list bundled
 *   into every page only what other pages read of it; the rest moves to the page's own chunk,
 *   and the headings an overview page lists to that overview page's chunk. That takes the list
 *   from about 21 to 3 KB gzip. The headings themselves are cut to the depths overviews list.
 *   The site data bundled with it loses the sidebars' `_fileKey` paths, which the browser never reads.
 * - The search index (fetched when search opens) loses whitespace and fields search does not
 *   read; what search finds and shows is unchanged (plugins/search-index/compact.ts).
 * - Async chunks are named by id instead of by route name (plugins/async-chunks).
 * - Packages Rspress's default theme imports for later (the menus' scroll lock, scrolling the
 *   sidebar to its active item) are loaded on first use in the browser bundle
 *   (`BROWSER_REPLACEMENTS` of plugins/rspress-internals).
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { nameAsyncChunksById } from '../async-chunks';
import { leanToc, overviewDepthsIn, overviewDepthsOfDocs, pageOwnFields, pluginLeanPageList, remarkPageOwnFields, type PageEntry, type TocEntry } from '../page-list';
import { replaceRspressBrowserImports } from '../rspress-internals';
import { compactSearchPage, restoreHiddenFields, type SearchPage } from '../search-index/compact';

export const PLUGIN_NAME = 'repack-performance';

export interface PerformancePluginOptions {
  /** Compact the search index (default true). */
  compactSearchIndex?: boolean;
  /** Keep in the page list only what other pages read; the rest goes to each page's chunk (default true). */
  leanPageData?: boolean;
}

export function performancePlugin(options: PerformancePluginOptions = {}): RspressPlugin {
  const { compactSearchIndex = true, leanPageData = true } = options;
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
      plugins: [...(leanPageData ? [pluginLeanPageList(`${PLUGIN_NAME}:lean-page-list`)] : [])],
      tools: { rspack: [nameAsyncChunksById, replaceRspressBrowserImports] },
    },
  };
}

export default performancePlugin;
