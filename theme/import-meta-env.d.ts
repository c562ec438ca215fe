/** Build-time flags Rspress defines for theme code (`import.meta.env.SSG_MD` is true while rendering Markdown for llms.txt). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
  readonly SSR?: boolean;
  readonly ENABLE_LLMS_UI?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/**
 * Algolia DocSearch settings, defined by plugins/seo at build time (`null` when DOCSEARCH_* are
 * not set; absent in sites built without that plugin).
 */
declare const __REPACK_DOCSEARCH__: import('./components/DocSearch/DocSearch').DocSearchSettings | null | undefined;
