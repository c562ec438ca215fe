// Resolved as `@theme` / `@rspress/core/theme` when DocSearch is configured (see ../index.ts):
// the site's theme, with DocSearch in place of the local search box.
export * from 'repack-docsearch-user-theme';
export { Search } from './Search';
