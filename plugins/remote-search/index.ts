import fs from 'node:fs';
import type { RspressPlugin } from '@rspress/core';
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
   * The search hooks module that asks the API (theme/logic/search/remoteSearchHooks.ts), set as
   * `search.searchHooks` when remote search is on. Required then.
   */
  searchHooks?: string;
  /**
   * Environment to read `DOCS_SEARCH_API_URL` from when `apiUrl` is not given. Default: `process.env`.
   * The CSP (deploy/security-headers.mjs) allows the API's origin from the same variable.
   */
  env?: Env;
}

/** The constant the search hooks module reads the settings from (Rsbuild `source.define`). */
export const REMOTE_SEARCH_DEFINE = '__REPACK_REMOTE_SEARCH__';

/**
 * Remote search, which Rspress 2 dropped, through its documented search hooks: when an API URL
 * is configured (the `apiUrl` option or `DOCS_SEARCH_API_URL`), `search.searchHooks` names the
 * module that asks the API, and the settings reach it as a build-time constant. The theme's
 * search panel calls the hooks and, since that module says `localIndex = false`, never
 * downloads the local index. Without a URL the plugin does nothing and the local index is used.
 */
export function remoteSearchPlugin(options: RemoteSearchPluginOptions = {}): RspressPlugin {
  const plugin: RspressPlugin = {
    name: 'repack-remote-search',
    config(config) {
      const settings: RemoteSearchSettings | null = options.apiUrl
        ? { apiUrl: checkApiUrl(options.apiUrl), ...(options.searchIndexes ? { searchIndexes: options.searchIndexes } : {}) }
        : remoteSearchFromEnv(options.env ?? process.env);
      if (!settings) return config;
      if (config.search === false) {
        logger.warn('[repack-remote-search] `search` is false: remote search stays off.');
        return config;
      }
      const { searchHooks } = options;
      if (!searchHooks || !fs.existsSync(searchHooks)) {
        throw new Error(`[repack-remote-search] Remote search is configured: give remoteSearchPlugin the \`searchHooks\` module that asks the API (${searchHooks ?? 'none given'}).`);
      }
      if (config.search?.searchHooks) {
        throw new Error(`[repack-remote-search] \`search.searchHooks\` is already ${config.search.searchHooks}: remote search needs its own.`);
      }
      plugin.builderConfig = { source: { define: { [REMOTE_SEARCH_DEFINE]: JSON.stringify(settings) } } };
      return { ...config, search: { ...config.search, searchHooks } };
    },
  };
  return plugin;
}
