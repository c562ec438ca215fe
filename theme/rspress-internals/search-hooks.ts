/**
 * `virtual-search-hooks` (part of theme/rspress-internals, see index.ts): the module named by
 * the documented `search.searchHooks` option, re-exported as Rspress's own search panel imports
 * it, since 2.0.0. Our search panel replaces Rspress's and calls the hooks the same way (see
 * theme/logic/search/hooks.ts). Apart from generated.ts so that only the search panel's chunk
 * carries the hooks. Guarded by "virtual-search-hooks re-exports the search.searchHooks module".
 */
export * as searchHooks from 'virtual-search-hooks';
