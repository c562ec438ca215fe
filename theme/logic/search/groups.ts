import { type SearchHit, type Suggestion, suggestionsFor } from './match';

/** What a search engine (the local index or a remote API) answers: groups of pages, one per index. */
export interface HitGroup {
  index: string;
  hits: SearchHit[];
}

/** Results from another version of the docs, listed after the current version's. */
export interface VersionGroup {
  version: string;
  suggestions: Suggestion[];
}

/** One tab of the search results. */
export interface ResultGroup {
  id: string;
  label: string;
  suggestions: Suggestion[];
  otherVersions?: VersionGroup[];
}

/** The index name Rspress's local provider answers with. */
export const LOCAL_INDEX = 'default';

export type SearchIndexOption = string | { value: string; label: string };

export function indexValue(option: SearchIndexOption): string {
  return typeof option === 'string' ? option : option.value;
}

/**
 * The result tabs for the groups an engine answered: the site's own index first (labelled
 * with `currentLabel`, present even without hits), then every other index in answer order.
 * No groups at all stays an empty list ("No results found").
 */
export function resultGroups(
  groups: readonly HitGroup[],
  query: string,
  { currentIndex, currentLabel, searchIndexes = [] }: { currentIndex: string; currentLabel: string; searchIndexes?: readonly SearchIndexOption[] },
): ResultGroup[] {
  if (groups.length === 0) return [];
  const isCurrent = (index: string) => index === currentIndex || index === LOCAL_INDEX;
  const labelOf = (index: string) => {
    const option = searchIndexes.find((item) => indexValue(item) === index);
    return option && typeof option !== 'string' ? option.label : index;
  };
  const current = groups.find((group) => isCurrent(group.index));
  return [
    { id: currentIndex, label: currentLabel, suggestions: suggestionsFor(current?.hits ?? [], query) },
    ...groups
      .filter((group) => !isCurrent(group.index))
      .map((group) => ({ id: group.index, label: labelOf(group.index), suggestions: suggestionsFor(group.hits, query) })),
  ];
}
