import type { LocalSearchOptions, RspressPlugin } from '@rspress/core';
import { logger } from '@rspress/core';

export type SearchIndexOption = string | { value: string; label: string };

export interface RemoteSearchSettings {
  /** The search API: `GET {apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=…`, answering a list of `{ index, hits }` groups. */
  apiUrl: string;
  /** Index names sent to the API (`searchIndexes=a,b`); `{ value, label }` also names the result tab. */
  searchIndexes?: SearchIndexOption[];
}

type Env = Record<string, string | undefined>;

/** An absolute http(s) URL, or a path on the site itself (`/api/search`). */
export function checkApiUrl(apiUrl: string): string {
  const value = apiUrl.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`[repack-remote-search] The search API URL must be an absolute http(s) URL or a path starting with "/", got "${apiUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`[repack-remote-search] The search API URL must use http or https, got "${apiUrl}"`);
  }
  return url.href;
}

/**
 * Remote search from the environment, for deploys: `DOCS_SEARCH_API_URL` switches it on,
 * `DOCS_SEARCH_INDEXES` (comma-separated) names the indexes to query.
 */
export function remoteSearchFromEnv(env: Env = process.env): RemoteSearchSettings | null {
  const apiUrl = env.DOCS_SEARCH_API_URL?.trim();
  if (!apiUrl) return null;
  const searchIndexes = (env.DOCS_SEARCH_INDEXES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { apiUrl: checkApiUrl(apiUrl), ...(searchIndexes.length ? { searchIndexes } : {}) };
}

export interface RemoteSearchPluginOptions extends Partial<RemoteSearchSettings> {
  /** Environment to read `DOCS_SEARCH_API_URL` from when `apiUrl` is not given. Default: `process.env`. */
  env?: Env;
}

/**
 * Remote search, which Rspress 2 dropped: when an API URL is configured (the `apiUrl`
 * option or `DOCS_SEARCH_API_URL`), `search` in the site data becomes
 * `{ mode: 'remote', apiUrl, searchIndexes }`, the shape Rspress 1 used. The theme's search
 * panel (theme/components/SearchPanel) then asks the API and never downloads the local index.
 * Without a URL the plugin does nothing and the local index is used.
 */
export function remoteSearchPlugin(options: RemoteSearchPluginOptions = {}): RspressPlugin {
  return {
    name: 'repack-remote-search',
    config(config) {
      const settings = options.apiUrl
        ? { apiUrl: checkApiUrl(options.apiUrl), ...(options.searchIndexes ? { searchIndexes: options.searchIndexes } : {}) }
        : remoteSearchFromEnv(options.env ?? process.env);
      if (!settings) return config;
      if (config.search === false) {
        logger.warn('[repack-remote-search] `search` is false: remote search stays off.');
        return config;
      }
      const search = { ...(config.search ?? {}), mode: 'remote', ...settings };
      return { ...config, search: search as unknown as LocalSearchOptions };
    },
  };
}
