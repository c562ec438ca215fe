// The site theme (theme/index.tsx, or the default theme), aliased by ../index.ts.
declare module 'repack-docsearch-user-theme' {
  export * from '@rspress/core/theme-original';
}
