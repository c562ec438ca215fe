/**
 * The search hooks module of remote search (`search.searchHooks`, set by plugins/remote-search
 * when an API URL is configured): the site asks the search API instead of downloading its own
 * index. The settings are defined by that plugin at build time.
 */
import type { SearchHookContext } from './hooks';
import { MAX_SUGGESTIONS } from './match';
import { fetchRemoteGroups, remoteSearchConfig } from './remote';

declare const __REPACK_REMOTE_SEARCH__: unknown;

const settings = remoteSearchConfig(typeof __REPACK_REMOTE_SEARCH__ === 'undefined' ? null : __REPACK_REMOTE_SEARCH__);

/** The API answers for the site: the local index is never downloaded. */
export const localIndex = false;

/** The indexes asked for; the first is the site's own, `{ value, label }` names a tab. */
export const searchIndexes = settings?.searchIndexes ?? [];

/** Asks the API; each index it answers becomes a group of pages. */
export async function onSearch(query: string, _found: unknown[], context?: SearchHookContext) {
  if (!settings) return [];
  const groups = await fetchRemoteGroups(
    settings,
    { keyword: query, limit: context?.limit ?? MAX_SUGGESTIONS, lang: context?.lang ?? '' },
    { signal: context?.signal },
  );
  return groups.map(({ index, hits }) => ({ group: index, result: hits }));
}
