import { LocalProvider } from '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js';
import { indexValue, resultGroups, type HitGroup, type ResultGroup } from '../../logic/search/groups';
import { MAX_SUGGESTIONS } from '../../logic/search/match';
import { createPageTextLoader, type IndexedPage, pageTextUrl } from '../../logic/search/pageText';
import { fetchRemoteGroups, remoteSearchConfig, SearchAbortedError } from '../../logic/search/remote';

/** Where the site's assets are served from (set by the bundler, as for Rspress's own index). */
declare const __webpack_public_path__: string;

export interface SearchEngine {
  /** Starts loading what the first search needs (the local index). */
  prepare(): void;
  search(query: string, signal: AbortSignal): Promise<ResultGroup[]>;
}

/** What the engine needs of Rspress's local provider. */
export interface LocalSearchProvider {
  init(options: Record<string, unknown>): Promise<void>;
  search(query: { keyword: string; limit: number }): Promise<{ index: string; hits: IndexedPage[] }[]>;
}

async function fetchPageText(file: string): Promise<unknown> {
  const response = await fetch(pageTextUrl(__webpack_public_path__, file));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export interface SearchEngineOptions {
  /** `search` of the site data (`search` in rspress.config.ts, remote mode set by plugins/remote-search). */
  search: unknown;
  lang: string;
  version: string;
  /** The site title: label of the site's own results, and its index name unless `search.indexName` says otherwise. */
  title: string;
  /** Rspress's FlexSearch provider; injectable for tests. */
  createLocalProvider?: () => LocalSearchProvider;
  /** Reads a page text file of the local index (`textFile` of a page); injectable for tests. */
  loadPageText?: (file: string) => Promise<unknown>;
}

/**
 * The engine behind the search panel: Rspress's local FlexSearch index of the current
 * version and language (downloaded on first use), or, in remote mode, the search API; in
 * remote mode the local index is never downloaded. The local index matches on the pages'
 * words; the text the suggestions quote is fetched for the pages found (see pageText.ts).
 */
export function createSearchEngine({
  search,
  lang,
  version,
  title,
  createLocalProvider = () => new LocalProvider() as unknown as LocalSearchProvider,
  loadPageText = fetchPageText,
}: SearchEngineOptions): SearchEngine {
  const options = search && typeof search === 'object' ? (search as Record<string, unknown>) : {};
  const remote = remoteSearchConfig(search);
  // The site's own index: `search.indexName`, else (remote) the first index asked for, else the site title.
  const first = remote?.searchIndexes?.[0];
  const indexName = typeof options.indexName === 'string' ? options.indexName : first ? indexValue(first) : title;
  const currentLabel = first && typeof first !== 'string' && indexValue(first) === indexName ? first.label : title;
  const toResults = (groups: HitGroup[], query: string) =>
    resultGroups(groups, query, { currentIndex: indexName, currentLabel, searchIndexes: remote?.searchIndexes });

  if (remote) {
    return {
      prepare() {},
      async search(query, signal) {
        const groups = await fetchRemoteGroups(remote, { keyword: query, limit: MAX_SUGGESTIONS, lang }, { signal });
        return toResults(groups, query);
      },
    };
  }

  const provider = createLocalProvider();
  const withText = createPageTextLoader(loadPageText);
  const localOptions = { ...options, versioned: options.versioned !== false, currentLang: lang, currentVersion: version };
  let ready: Promise<void> | undefined;
  const init = () => {
    ready ??= provider.init(localOptions).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    prepare() {
      init().catch(() => {});
    },
    async search(query, signal) {
      await init();
      if (signal.aborted) throw new SearchAbortedError();
      const found = await provider.search({ keyword: query, limit: MAX_SUGGESTIONS });
      if (signal.aborted) throw new SearchAbortedError();
      const groups: HitGroup[] = await Promise.all(found.map(async ({ index, hits }) => ({ index, hits: await Promise.all(hits.map(withText)) })));
      if (signal.aborted) throw new SearchAbortedError();
      return toResults(groups, query);
    },
  };
}
