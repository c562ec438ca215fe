/// <reference types="@testing-library/jest-dom/vitest" />

/** A file imported for its URL (Rsbuild emits it under /static/ with a content hash). */
declare module '*.svg?url' {
  const url: string;
  export default url;
}
