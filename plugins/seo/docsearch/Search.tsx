import { Search as PluginAlgoliaSearch } from '@rspress/plugin-algolia/runtime';

declare const __REPACK_DOCSEARCH__: { appId: string; apiKey: string; indexName: string };

/** DocSearch box with the app, search-only key and index given at build time. */
export function Search() {
  const { appId, apiKey, indexName } = __REPACK_DOCSEARCH__;
  return <PluginAlgoliaSearch docSearchProps={{ appId, apiKey, indexName }} />;
}
