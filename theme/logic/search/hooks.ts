import type { SearchHit } from './match';
import type { HitGroup, SearchIndexOption } from './groups';

/** What our search panel passes a hook beyond Rspress's documented arguments. */
export interface SearchHookContext {
  lang: string;
  /** How many suggestions the panel shows. */
  limit: number;
  /** Aborted when a newer query replaces this one. */
  signal: AbortSignal;
}

/**
 * A search hooks module (`search.searchHooks` in rspress.config.ts), as our search panel calls
 * it. The hooks Rspress documents, with their documented arguments: `beforeSearch(query)` may
 * return another query; `onSearch(query, found)` may answer more groups, `{ group, result }`,
 * which the panel shows as tabs when `result` is a list of pages (`{ routePath, title, … }`);
 * `afterSearch(query, results)` sees every group. `onSearch` gets a `SearchHookContext` as third
 * argument. This site's additions: `localIndex: false` when `onSearch` replaces the local index
 * (which is then never downloaded), and `searchIndexes`, the groups' ids and tab labels.
 */
export interface SearchHooks {
  beforeSearch?: (query: string) => unknown;
  onSearch?: (query: string, found: unknown[], context?: SearchHookContext) => unknown;
  afterSearch?: (query: string, results: unknown[]) => unknown;
  localIndex?: boolean;
  searchIndexes?: unknown[];
}

/** A group as a hook answers it (Rspress's `{ group, result }`). */
export interface HookGroup {
  group: string;
  result: unknown;
}

const isPage = (value: unknown): value is SearchHit =>
  Boolean(value) && typeof value === 'object' && typeof (value as SearchHit).routePath === 'string';

/** The groups of pages in what `onSearch` answered; anything else is left out. */
export function hitGroupsOf(answer: unknown): HitGroup[] {
  if (!Array.isArray(answer)) return [];
  return answer
    .filter((item): item is HookGroup => Boolean(item) && typeof item === 'object' && typeof (item as HookGroup).group === 'string' && Array.isArray((item as HookGroup).result))
    .map(({ group, result }) => ({ index: group, hits: (result as unknown[]).filter(isPage) }));
}

/** The query to search for: what `beforeSearch` returned, if it returned a non-empty string. */
export async function queryAfterHooks(hooks: SearchHooks, query: string): Promise<string> {
  const changed = await hooks.beforeSearch?.(query);
  return typeof changed === 'string' && changed ? changed : query;
}

/** The `searchIndexes` a hooks module names (index names, or `{ value, label }`). */
export function hookSearchIndexes(hooks: SearchHooks): SearchIndexOption[] {
  return (hooks.searchIndexes ?? []).filter(
    (option): option is SearchIndexOption =>
      typeof option === 'string' || (Boolean(option) && typeof option === 'object' && typeof (option as { value?: unknown }).value === 'string' && typeof (option as { label?: unknown }).label === 'string'),
  );
}
