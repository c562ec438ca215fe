import { indexValue, resultGroups, type HitGroup, type ResultGroup, type VersionGroup } from './groups';
import { indexFilesFor, type IndexFile } from './indexFiles';
import { searchIndexHash } from '../../rspress-internals/generated';
import { searchHooks as siteSearchHooks } from '../../rspress-internals/search-hooks';
import { hitGroupsOf, hookSearchIndexes, queryAfterHooks, type SearchHooks } from './hooks';
import { CANDIDATE_PAGES, createLocalIndex, type LocalIndex } from './localIndex';
import { MAX_SUGGESTIONS, rankedSuggestions } from './match';
import { createPageTextLoader, type IndexedPage, pageTextUrl } from './pageText';
import { SearchAbortedError } from './remote';

/** Places another version's exact names and titles take from the current version's results. */
export const OTHER_VERSION_SUGGESTIONS = 2;

/** Where the site's assets are served from (set by the bundler). */
declare const __webpack_public_path__: string;

/**
 * What a search answers: the result groups and, when other versions' indexes are still to be
 * loaded, `more`, which loads them and answers the complete groups. The panel calls it once
 * the current version's results are on screen, so that loading them does not delay those.
 */
export interface SearchAnswer {
  groups: ResultGroup[];
  more?: () => Promise<ResultGroup[]>;
}

export interface SearchEngine {
  /** Starts loading what the first search needs (the local index of the current version). */
  prepare(): void;
  search(query: string, signal: AbortSignal): Promise<SearchAnswer>;
}

async function fetchJson(file: string): Promise<unknown> {
  const response = await fetch(pageTextUrl(__webpack_public_path__, file));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export interface SearchEngineOptions {
  /** `search` of the site data (`search` in rspress.config.ts). */
  search: unknown;
  /** The site's search hooks module (`search.searchHooks`; remote search sets one); injectable for tests. */
  hooks?: SearchHooks;
  lang: string;
  version: string;
  /** The site title: label of the site's own results, and its index name unless `search.indexName` says otherwise. */
  title: string;
  /** The index files to search, the current version's first; injectable for tests. */
  indexFiles?: IndexFile[];
  /** Reads a file of the site (an index or a page text); injectable for tests. */
  loadJson?: (file: string) => Promise<unknown>;
}

function checkIndex(file: string, value: unknown): IndexedPage[] {
  if (!Array.isArray(value)) throw new Error(`${file} is not a list of pages`);
  return value.filter((page): page is IndexedPage => Boolean(page) && typeof page.routePath === 'string');
}

/**
 * The engine behind the search panel: the local index of the version being read (downloaded
 * when search opens), then, where its results leave room, the other versions' indexes; and
 * the site's search hooks, called as Rspress's own panel calls them: `beforeSearch` may change
 * the query, `onSearch` may add groups (remote search answers all of them and turns the local
 * index off, see hooks.ts), `afterSearch` sees the results. The text the suggestions quote is
 * fetched for the pages found (see plugins/search-index).
 */
export function createSearchEngine({
  search,
  lang,
  version,
  title,
  hooks = siteSearchHooks,
  indexFiles = indexFilesFor(searchIndexHash, lang, version),
  loadJson = fetchJson,
}: SearchEngineOptions): SearchEngine {
  const options = search && typeof search === 'object' ? (search as Record<string, unknown>) : {};
  const searchIndexes = hookSearchIndexes(hooks);
  // The site's own index: `search.indexName`, else the first index the hooks name, else the site title.
  const first = searchIndexes[0];
  const indexName = typeof options.indexName === 'string' ? options.indexName : first ? indexValue(first) : title;
  const currentLabel = first && typeof first !== 'string' && indexValue(first) === indexName ? first.label : title;

  /** The groups `onSearch` adds, as result tabs (the site's own first when `withOwn`). */
  async function hookGroups(query: string, found: ResultGroup[], signal: AbortSignal, withOwn: boolean): Promise<ResultGroup[]> {
    if (!hooks.onSearch) return [];
    const answer = await hooks.onSearch(
      query,
      found.map((group) => ({ group: group.label, result: group.suggestions })),
      { lang, limit: MAX_SUGGESTIONS, signal },
    );
    if (signal.aborted) throw new SearchAbortedError();
    const groups: HitGroup[] = hitGroupsOf(answer);
    const tabs = resultGroups(groups, query, { currentIndex: indexName, currentLabel, searchIndexes });
    return withOwn ? tabs : tabs.slice(1);
  }

  async function reported(query: string, groups: ResultGroup[]) {
    await hooks.afterSearch?.(query, groups.map((group) => ({ group: group.label, result: group.suggestions })));
    return groups;
  }

  if (hooks.localIndex === false) {
    return {
      prepare() {},
      async search(typed, signal) {
        const query = await queryAfterHooks(hooks, typed);
        return { groups: await reported(query, await hookGroups(query, [], signal, true)) };
      },
    };
  }

  // Unversioned search (`search.versioned: false`) reads the one index Rspress writes for all versions.
  const files = options.versioned === false ? indexFiles.filter((file) => file.version === '') : indexFiles;
  const current = files.find((file) => file.version === version) ?? files[0];
  const others = files.filter((file) => file !== current);
  const indexes = new Map<IndexFile, Promise<LocalIndex<IndexedPage>>>();
  const loaded = new Set<IndexFile>();
  const load = (file: IndexFile) => {
    let index = indexes.get(file);
    if (!index) {
      index = loadJson(file.file).then((value) => createLocalIndex(checkIndex(file.file, value)));
      index.then(
        () => loaded.add(file),
        () => indexes.delete(file),
      );
      indexes.set(file, index);
    }
    return index;
  };
  const withText = createPageTextLoader(loadJson);

  async function ranked(file: IndexFile, query: string, signal: AbortSignal) {
    const index = await load(file);
    if (signal.aborted) throw new SearchAbortedError();
    return { results: index.search(query, CANDIDATE_PAGES), weights: index.wordWeights(query) };
  }

  /**
   * The suggestions for the pages found: their texts are fetched together, and the pages are
   * ordered by the section that answers the query best (see `rankedSuggestions`).
   */
  async function suggestions(pages: IndexedPage[], query: string, limit: number, weights: number[], signal: AbortSignal) {
    const hits = await Promise.all(pages.map(withText));
    if (signal.aborted) throw new SearchAbortedError();
    return rankedSuggestions(hits, query, limit, weights);
  }

  return {
    prepare() {
      if (current) load(current).catch(() => {});
    },
    async search(typed, signal) {
      const query = await queryAfterHooks(hooks, typed);
      if (!current) return { groups: await reported(query, await hookGroups(query, [], signal, false)) };
      const { results: found, weights } = await ranked(current, query, signal);
      const own: ResultGroup = {
        id: indexName,
        label: currentLabel,
        suggestions: await suggestions(
          found.map(({ page }) => page),
          query,
          MAX_SUGGESTIONS,
          weights,
          signal,
        ),
      };
      const added = await hookGroups(query, [own], signal, false);
      if (others.length === 0) return { groups: await reported(query, [own, ...added]) };
      // Other versions come after the current one, one group each: their exact names and titles
      // take up to OTHER_VERSION_SUGGESTIONS places from the current version's weakest results,
      // and any of their results fill the room the current version leaves.
      const complete = async () => {
        const otherVersions: VersionGroup[] = [];
        let room = MAX_SUGGESTIONS - own.suggestions.length;
        let taken = 0;
        for (const file of others) {
          const { results, weights: otherWeights } = await ranked(file, query, signal);
          const strong = results.filter((result) => result.strong).slice(0, OTHER_VERSION_SUGGESTIONS);
          const pages = room > 0 ? results : strong;
          const limit = Math.max(room, Math.min(strong.length, OTHER_VERSION_SUGGESTIONS - taken));
          if (limit <= 0 || pages.length === 0) continue;
          const listed = await suggestions(
            pages.map(({ page }) => page),
            query,
            limit,
            otherWeights,
            signal,
          );
          if (listed.length === 0) continue;
          otherVersions.push({ version: file.version, suggestions: listed });
          const fromRoom = Math.min(room, listed.length);
          room -= fromRoom;
          taken += listed.length - fromRoom;
        }
        return reported(query, [{ ...own, suggestions: own.suggestions.slice(0, MAX_SUGGESTIONS - taken), otherVersions }, ...added]);
      };
      if (others.every((file) => loaded.has(file))) return { groups: await complete() };
      return { groups: [own, ...added], more: complete };
    },
  };
}
