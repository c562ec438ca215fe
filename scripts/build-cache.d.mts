/** Types of scripts/build-cache.mjs, for the TypeScript that imports it (e2e/support). */
export declare const CACHE_DIR: string;
export declare function buildKey(root: string, inputs?: unknown): string | undefined;
export declare function cachedBuild(options: {
  name: string;
  key: string | undefined;
  outDir: string;
  build: () => Promise<string>;
  cacheDir?: string;
}): Promise<{ log: string; cached: boolean }>;
