// Types of the modules Rspress generates at build time that theme/rspress-internals/generated.ts re-exports.

/** SVG markup of the built-in social icons used in `themeConfig.socialLinks`. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** The page list and, keyed `<version>###<lang>`, the hash of each search index file. */
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

/**
 * The module named by `search.searchHooks` (or, without one, a no-op `onSearch`). Rspress
 * documents `beforeSearch`, `onSearch` and `afterSearch`; `localIndex` and `searchIndexes` are
 * this site's additions (see theme/logic/search/hooks.ts).
 */
declare module 'virtual-search-hooks' {
  export const beforeSearch: ((query: string) => unknown) | undefined;
  export const onSearch: ((query: string, found: unknown[], context?: unknown) => unknown) | undefined;
  export const afterSearch: ((query: string, results: unknown[]) => unknown) | undefined;
  export const localIndex: boolean | undefined;
  export const searchIndexes: unknown[] | undefined;
}
