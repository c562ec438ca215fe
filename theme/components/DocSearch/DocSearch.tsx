import { Search as AlgoliaSearch } from '@rspress/plugin-algolia/runtime';

/** The DocSearch application, search-only key and index, given at build time (see plugins/seo). */
export interface DocSearchSettings {
  appId: string;
  apiKey: string;
  indexName: string;
}

/**
 * Algolia DocSearch in the nav bar, the documented way: the search component of
 * @rspress/plugin-algolia (which plugins/seo adds, turning the local search off), given the
 * settings of the build.
 */
export function DocSearch({ appId, apiKey, indexName }: DocSearchSettings) {
  return <AlgoliaSearch docSearchProps={{ appId, apiKey, indexName }} />;
}
