import type { LocalSearchOptions, RspressPlugin } from '@rspress/core';
import { logger } from '@rspress/core';
import { checkApiUrl, remoteSearchFromEnv } from '../../deploy/security-headers.mjs';

export type SearchIndexOption = string | { value: string; label: string };

export interface RemoteSearchSettings {
  /** The search API: `GET {apiUrl}?keyword=…&limit=…&searchIndexes=a,b&lang=…`, answering a list of `{ index, hits }` groups. */
  apiUrl: string;
  /** Index names sent to the API (`searchIndexes=a,b`); `{ value, label }` also names the result tab. */
  searchIndexes?: SearchIndexOption[];
}

type Env = Record<string, string | undefined>;

export interface RemoteSearchPluginOptions extends Partial<RemoteSearchSettings> {
  /**
   * Environment to read `DOCS_SEARCH_API_URL` from when `apiUrl` is not given. Default: `process.env`.
   * The CSP (deploy/security-headers.mjs) allows the API's origin from the same variable.
   */
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
