import type { HitGroup, SearchIndexOption } from './groups';
import { indexValue } from './groups';

/**
 * Remote search: the site asks a search API instead of downloading its own index. Set at build
 * time by `plugins/remote-search`, read by the search hooks module of remote search
 * (`remoteSearchHooks.ts`).
 */
export interface RemoteSearchConfig {
  apiUrl: string;
  searchIndexes?: SearchIndexOption[];
}

/** Gives up on an answer after this long (logged as a failure, shown as no results). */
export const REMOTE_SEARCH_TIMEOUT_MS = 10_000;

/** The remote search settings in `value`, or `null` when it holds none (no API URL). */
export function remoteSearchConfig(value: unknown): RemoteSearchConfig | null {
  if (!value || typeof value !== 'object') return null;
  const { apiUrl, searchIndexes } = value as Partial<RemoteSearchConfig>;
  if (typeof apiUrl !== 'string' || !apiUrl) return null;
  return { apiUrl, searchIndexes: Array.isArray(searchIndexes) ? searchIndexes : [] };
}

/** `GET {apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=…` (parameters already in `apiUrl` are kept). */
export function remoteSearchUrl(
  config: RemoteSearchConfig,
  { keyword, limit, lang }: { keyword: string; limit: number; lang: string },
  base = typeof window === 'undefined' ? 'http://localhost' : window.location.href,
): string {
  const url = new URL(config.apiUrl, base);
  url.searchParams.set('keyword', keyword);
  url.searchParams.set('limit', String(limit));
  url.searchParams.set('searchIndexes', (config.searchIndexes ?? []).map(indexValue).join(','));
  url.searchParams.set('lang', lang);
  return url.href;
}

/** Reads an API answer: a list of groups, each with an `index` name and a list of `hits`. */
export function parseRemoteGroups(body: unknown): HitGroup[] {
  if (!Array.isArray(body)) throw new Error('the answer is not a list of groups');
  return body.map((group, position) => {
    if (!group || typeof group !== 'object' || !Array.isArray((group as HitGroup).hits)) {
      throw new Error(`group ${position} has no list of hits`);
    }
    const { index, hits } = group as HitGroup;
    return {
      index: typeof index === 'string' ? index : String(index ?? ''),
      hits: hits.filter((hit) => hit && typeof hit === 'object' && typeof hit.routePath === 'string'),
    };
  });
}

export class SearchAbortedError extends Error {
  constructor() {
    super('search aborted');
    this.name = 'SearchAbortedError';
  }
}

/**
 * Asks the API. Any failure (network, HTTP status, malformed answer, timeout) is logged and
 * answered with an empty list; only an abort by the caller (a newer query) rejects, with
 * `SearchAbortedError`, so that the caller drops the stale answer.
 */
export async function fetchRemoteGroups(
  config: RemoteSearchConfig,
  query: { keyword: string; limit: number; lang: string },
  {
    fetchImpl = fetch,
    signal,
    timeoutMs = REMOTE_SEARCH_TIMEOUT_MS,
    log = console.error,
  }: { fetchImpl?: typeof fetch; signal?: AbortSignal; timeoutMs?: number; log?: (...args: unknown[]) => void } = {},
): Promise<HitGroup[]> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    if (signal?.aborted) throw new SearchAbortedError();
    const response = await fetchImpl(remoteSearchUrl(config, query), {
      signal: controller.signal,
      headers: { Accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
    return parseRemoteGroups(await response.json());
  } catch (error) {
    if (signal?.aborted && !timedOut) throw new SearchAbortedError();
    log('[search] Remote search failed:', timedOut ? new Error(`no answer within ${timeoutMs} ms`) : error);
    return [];
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
