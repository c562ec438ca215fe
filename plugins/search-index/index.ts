/**
 * Rspress plugin that keeps the local search index (downloaded when search opens) small: the
 * index holds each page's title, headings and the words of its text, once each, which is all
 * the search engine matches on; the text itself, which result snippets quote, goes to one file
 * per page (`static/search/<hash>.json`), fetched only for the pages a search finds.
 *
 * The theme's search panel (theme/components/SearchPanel) reads `textFile` of a result and
 * quotes that file; results without it (a site built without this plugin, remote search) are
 * quoted from their `content` as before.
 */
import type { RsbuildPlugin } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import fs from 'node:fs';
import { BROWSER_ENVIRONMENT, isInSearchIndex, requireListedBefore } from '../rspress-internals';
import { splitPageText, tableMembers, type SearchIndexPage } from './pageText';

export const PLUGIN_NAME = 'repack-search-index';
/** The plugin whose search index compaction (plugins/search-index/compact.ts) the page texts keep. */
const COMPACTING_PLUGIN = 'repack-performance';

/** Rsbuild plugin: emits the page text files collected when the index was made. */
function pluginEmitPageTexts(pageTexts: () => ReadonlyMap<string, string>): RsbuildPlugin {
  return {
    name: 'repack:search-page-texts',
    setup(api) {
      api.processAssets({ stage: 'additional', environments: [BROWSER_ENVIRONMENT] }, ({ compilation, sources }) => {
        for (const [file, source] of pageTexts()) compilation.emitAsset(file, new sources.RawSource(source));
      });
    },
  };
}

export function searchIndexPlugin(): RspressPlugin {
  let pageTexts = new Map<string, string>();
  return {
    name: PLUGIN_NAME,
    config(config) {
      requireListedBefore(config.plugins, COMPACTING_PLUGIN, PLUGIN_NAME, 'the page texts are cut from the compacted search index.');
      return config;
    },
    modifySearchIndexData(pages) {
      // Runs with every page before the index is written (the page list is made of the same objects afterwards).
      pageTexts = new Map();
      for (const page of pages as unknown as SearchIndexPage[]) {
        if (!isInSearchIndex(page)) continue;
        const text = splitPageText(page);
        if (text) pageTexts.set(text.file, text.source);
        // Members of API tables are names readers type (`addResolver`), found like headings.
        const source = typeof page._filepath === 'string' && /\.mdx?$/.test(page._filepath) ? fs.readFileSync(page._filepath, 'utf8') : '';
        const members = tableMembers(source);
        if (members.length > 0) page.members = members;
      }
    },
    extendPageData(pageData) {
      // The index is written by now; the page list (in every page's first load) does not need it.
      delete (pageData as unknown as SearchIndexPage).textFile;
      delete (pageData as unknown as SearchIndexPage).members;
    },
    builderConfig: {
      plugins: [pluginEmitPageTexts(() => pageTexts)],
    },
  };
}

export default searchIndexPlugin;
