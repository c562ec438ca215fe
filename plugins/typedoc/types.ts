/**
 * Options of the API reference generator (`typedocPlugin` in rspress.config.ts).
 *
 * The list of entry points is plain data on purpose: documenting another
 * package or another docs version means adding one object to `entries`.
 */

export interface TypedocEntry {
  /** Docs version folder under the docs root, e.g. `'3.x'`. */
  version: string;
  /**
   * Output folder, relative to `<docsRoot>/<version>/`, e.g. `'api/repack'`.
   * Everything in it is generated (except the folders of other entries nested
   * inside it, such as `api/repack/client`).
   */
  out: string;
  /**
   * The package that holds the type declarations: an npm name resolved from
   * the project root (aliases work: `'@callstack/repack-v3'`), or a path
   * starting with `.` or `/` to a folder that has a package.json.
   */
  package: string;
  /** Declaration file, relative to the package folder, e.g. `'dist/index.d.ts'`. */
  entry: string;
  /** Name readers import, shown as the index page title, e.g. `'@callstack/repack'`. */
  label: string;
  /** Optional sentence shown under the index page title. */
  description?: string;
  /**
   * Where the package's source lives, for "Defined in" links to GitHub (see source-links.ts).
   * Without it, pages have no such links.
   */
  source?: SourceRepository;
}

export interface SourceRepository {
  /** GitHub `owner/name`, e.g. `'callstack/repack'`. */
  repo: string;
  /** Release tag, `{version}` standing for the package version, e.g. `'@callstack/repack@{version}'`. */
  tag: string;
  /** The package's folder in the repository at that tag, e.g. `'packages/repack'`. */
  directory: string;
}

export interface TypedocPluginOptions {
  entries: TypedocEntry[];
  /** Project root used to resolve packages and the cache folder. Defaults to `process.cwd()`. */
  root?: string;
  /** Docs root. Defaults to the Rspress `root` option. */
  docsRoot?: string;
  /** Cache folder. Defaults to `~/.cache/repack-docs-typedoc` (`REPACK_TYPEDOC_CACHE_DIR`). */
  cacheDir?: string;
  /** Set to `false` to regenerate on every start (the output is still never stale). */
  cache?: boolean;
  /** Extra TypeDoc / typedoc-plugin-markdown options, merged over the defaults (part of the cache key). */
  typedocOptions?: Record<string, unknown>;
  /** Print TypeDoc warnings and per-entry timings. */
  verbose?: boolean;
}

/** What happened to one entry during a run. */
export type EntryStatus =
  /** The output folder already held pages made with the same cache key. */
  | 'fresh'
  /** The pages were copied from the cache. */
  | 'restored'
  /** TypeDoc ran. */
  | 'generated';

export interface EntryResult {
  entry: TypedocEntry;
  key: string;
  status: EntryStatus;
  /** Number of Markdown pages in the output folder (index included). */
  pages: number;
  /** Absolute output folder. */
  outDir: string;
  ms: number;
}
