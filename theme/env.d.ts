/// <reference types="@testing-library/jest-dom/vitest" />

/** Rspress build-time module: SVG markup of the built-in social icons used in `themeConfig.socialLinks`. */
declare module 'virtual-social-links' {
  const icons: Record<string, string>;
  export default icons;
}

/** Rspress build-time module: the page list and, keyed `<version>###<lang>`, the hash of each search index file. */
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

/** A file imported for its URL (Rsbuild emits it under /static/ with a content hash). */
declare module '*.svg?url' {
  const url: string;
  export default url;
}
