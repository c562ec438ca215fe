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

/** The module named by `search.searchHooks` (or, without one, a no-op `onSearch`). */
declare module 'virtual-search-hooks' {
  import type { AfterSearch, BeforeSearch, OnSearch } from '@rspress/core/theme-original';
  export const beforeSearch: BeforeSearch | undefined;
  export const onSearch: OnSearch | undefined;
  export const afterSearch: AfterSearch | undefined;
}
