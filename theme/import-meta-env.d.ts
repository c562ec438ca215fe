/** Build-time flags Rspress defines for theme code (`import.meta.env.SSG_MD` is true while rendering Markdown for llms.txt). */
interface ImportMetaEnv {
  readonly SSG_MD?: boolean;
  readonly SSR?: boolean;
  readonly ENABLE_LLMS_UI?: boolean;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
