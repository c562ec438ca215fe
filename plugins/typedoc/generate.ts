/**
 * Generates (or restores from cache) the API reference folders of all entries.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheKey, hashFiles, sha256, MARKER_FILE, readCache, readDir, readMarker, sourceHash, syncDir, writeCache, writeMarker } from './cache';
import { memberAnchorIds } from './markdown';
import { buildOutput, KIND_GROUPS, type OutputFiles } from './postprocess';
import { sourceLink } from './source-links';
import type { EntryResult, TypedocEntry, TypedocPluginOptions } from './types';

export interface GenerateOptions extends TypedocPluginOptions {
  /** Docs root (the Rspress `root`). */
  docsRoot: string;
  /** Called with progress lines; defaults to console.log. */
  log?: (message: string) => void;
}

/** Folder of the generator's sources (hashed into the cache key). */
export const GENERATOR_DIR: string =
  typeof __dirname === 'string' && fs.existsSync(path.join(__dirname, 'generate.ts'))
    ? __dirname
    : path.dirname(fileURLToPath(import.meta.url));

/** Modules outside GENERATOR_DIR that the generator imports (hashed into the cache key too). */
export const GENERATOR_IMPORTS: string[] = [path.join(GENERATOR_DIR, '..', 'rspress-internals.ts')];

/**
 * Where generated folders are kept: in the home folder, so a fresh clone (CI) and every build of a
 * run (the site, the `version:new` copy, publishing's real-site fixture, the tests of the real
 * entries) reuse them instead of running TypeDoc again. The key makes sharing safe.
 */
export const DEFAULT_CACHE_DIR: string = process.env.REPACK_TYPEDOC_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'repack-docs-typedoc');

export interface ResolvedPackage {
  dir: string;
  name: string;
  version: string;
  packageJson: string;
}

const isPathSpec = (spec: string) => spec.startsWith('.') || path.isAbsolute(spec);

/** Hash of every `.d.ts` file of a folder (outside node_modules). */
export function declarationsHash(dir: string): string {
  const parts: string[] = [];
  const walk = (rel: string) => {
    for (const d of fs.readdirSync(path.join(dir, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const childRel = path.join(rel, d.name);
      if (d.isDirectory()) {
        if (d.name !== 'node_modules') walk(childRel);
      } else if (d.name.endsWith('.d.ts')) {
        parts.push(`${childRel}\0${fs.readFileSync(path.join(dir, childRel), 'utf8')}`);
      }
    }
  };
  walk('');
  return sha256(parts.join('\0'));
}

/** Finds the folder of an npm package (aliases included) or of a path. */
export function resolvePackage(root: string, spec: string): ResolvedPackage {
  let dir: string | undefined;
  if (isPathSpec(spec)) {
    dir = path.resolve(root, spec);
  } else {
    for (let d = root; ; d = path.dirname(d)) {
      const candidate = path.join(d, 'node_modules', spec);
      if (fs.existsSync(path.join(candidate, 'package.json'))) {
        dir = candidate;
        break;
      }
      if (path.dirname(d) === d) break;
    }
    if (!dir) {
      try {
        dir = path.dirname(createRequire(path.join(root, 'package.json')).resolve(`${spec}/package.json`));
      } catch {
        throw new Error(`[typedoc] cannot find package "${spec}" from ${root} (is it installed?)`);
      }
    }
  }
  const pkgFile = path.join(dir, 'package.json');
  if (!fs.existsSync(pkgFile)) throw new Error(`[typedoc] no package.json in ${dir} (package "${spec}")`);
  const packageJson = fs.readFileSync(pkgFile, 'utf8');
  const pkg = JSON.parse(packageJson);
  return { dir: fs.realpathSync(dir), name: pkg.name ?? spec, version: pkg.version ?? '0.0.0', packageJson };
}

function toolVersion(root: string, name: string): string {
  try {
    return resolvePackage(root, name).version;
  } catch {
    return 'unknown';
  }
}

/**
 * Cache folder id of an entry: its package and declaration file. The pages do not depend on the
 * version folder or output folder they are written to, so a new version documenting an installed
 * package (`version:new`) restores them.
 */
export function entryId(entry: TypedocEntry): string {
  return `${entry.package}-${entry.entry}`.replace(/[^a-zA-Z0-9._-]+/g, '_');
}

/** What of an entry its pages depend on: everything but where they are written. */
function pageInputs({ version: _version, out: _out, ...inputs }: TypedocEntry) {
  return inputs;
}

export function validateEntries(entries: TypedocEntry[]): void {
  if (!Array.isArray(entries) || entries.length === 0) throw new Error('[typedoc] `entries` must list at least one entry');
  const seen = new Set<string>();
  for (const e of entries) {
    for (const field of ['version', 'out', 'package', 'entry', 'label'] as const) {
      if (typeof e[field] !== 'string' || !e[field]) throw new Error(`[typedoc] entry ${JSON.stringify(e)} has no "${field}"`);
    }
    if (e.source !== undefined) {
      const { repo, tag, directory } = e.source;
      if (typeof repo !== 'string' || !/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`[typedoc] entry ${e.version}/${e.out}: source.repo must be "owner/name"`);
      if (typeof tag !== 'string' || !tag) throw new Error(`[typedoc] entry ${e.version}/${e.out}: source.tag is missing`);
      if (typeof directory !== 'string' || directory.startsWith('/') || directory.split('/').includes('..')) {
        throw new Error(`[typedoc] entry ${e.version}/${e.out}: source.directory must be a folder of the repository`);
      }
    }
    const out = path.posix.normalize(e.out.replace(/\\/g, '/')).replace(/\/$/, '');
    if (out.startsWith('..') || path.posix.isAbsolute(out)) throw new Error(`[typedoc] entry out "${e.out}" must stay inside the version folder`);
    const id = `${e.version}/${out}`;
    if (seen.has(id)) throw new Error(`[typedoc] two entries write to ${id}`);
    seen.add(id);
  }
  // a nested output folder must not collide with a kind folder of its parent
  for (const e of entries) {
    for (const p of entries) {
      if (p === e || p.version !== e.version || !e.out.startsWith(`${p.out}/`)) continue;
      const first = e.out.slice(p.out.length + 1).split('/')[0];
      if (['classes', 'functions', 'interfaces', 'types', 'variables', 'enums', 'modules', 'documents'].includes(first)) {
        throw new Error(`[typedoc] entry out "${e.out}" collides with the "${first}" folder of "${p.out}"`);
      }
    }
  }
}

/** Output folders of other entries that live inside this entry's folder. */
function nestedOuts(entry: TypedocEntry, entries: TypedocEntry[]): string[] {
  return entries
    .filter((e) => e !== entry && e.version === entry.version && e.out.startsWith(`${entry.out}/`))
    .map((e) => e.out.slice(entry.out.length + 1));
}

/**
 * Member anchors (table rows) of the generated pages, by page name (`RepackPluginConfig`),
 * merged over all output folders and kinds: a link may be relative (`./RepackPluginConfig#…`).
 */
export function memberAnchors(outDirs: string[]): Map<string, Set<string>> {
  const known = new Map<string, Set<string>>();
  for (const outDir of outDirs) {
    for (const kind of fs.readdirSync(outDir, { withFileTypes: true })) {
      if (!kind.isDirectory() || !KIND_GROUPS.some(([dir]) => dir === kind.name)) continue;
      for (const file of fs.readdirSync(path.join(outDir, kind.name))) {
        if (!file.endsWith('.md')) continue;
        const key = file.slice(0, -3);
        const ids = known.get(key) ?? new Set<string>();
        for (const id of memberAnchorIds(fs.readFileSync(path.join(outDir, kind.name, file), 'utf8'))) ids.add(id);
        known.set(key, ids);
      }
    }
  }
  return known;
}

export async function generateApiDocs(options: GenerateOptions): Promise<EntryResult[]> {
  const root = path.resolve(options.root ?? process.cwd());
  const cacheDir = path.resolve(root, options.cacheDir ?? DEFAULT_CACHE_DIR);
  const log = options.log ?? ((m: string) => console.log(m));
  const useCache = options.cache !== false;
  validateEntries(options.entries);

  const generator = {
    source: sourceHash(GENERATOR_DIR, GENERATOR_IMPORTS),
    // the heading slugger (plugins/rspress-internals.ts) is Rspress's
    rspress: toolVersion(root, '@rspress/core'),
    typedoc: toolVersion(root, 'typedoc'),
    markdown: toolVersion(root, 'typedoc-plugin-markdown'),
    typescript: toolVersion(root, 'typescript'),
  };

  const entries = options.entries.map((e) => ({ ...e, out: path.posix.normalize(e.out.replace(/\\/g, '/')).replace(/\/$/, '') }));
  const results: EntryResult[] = [];
  for (const entry of entries) {
    const started = Date.now();
    const pkg = resolvePackage(root, entry.package);
    const entryFile = path.join(pkg.dir, entry.entry);
    if (!fs.existsSync(entryFile)) throw new Error(`[typedoc] entry point ${entryFile} does not exist`);
    const outDir = path.join(options.docsRoot, entry.version, entry.out);
    const key = cacheKey({
      entry: pageInputs(entry),
      package: {
        name: pkg.name,
        version: pkg.version,
        packageJson: pkg.packageJson,
        // a local folder (not an installed release) is keyed on its declarations' contents
        declarations: isPathSpec(entry.package) ? declarationsHash(pkg.dir) : undefined,
      },
      typedocOptions: options.typedocOptions ?? {},
      generator,
    });
    const id = entryId(entry);
    const keep = nestedOuts(entry, entries);

    let status: EntryResult['status'];
    let files: OutputFiles | undefined;
    const current = readMarker(outDir);
    const onDisk = useCache && current?.key === key ? readDir(outDir, keep) : undefined;
    if (onDisk && hashFiles(onDisk) === current?.files) {
      status = 'fresh';
      files = onDisk;
    } else {
      files = useCache ? readCache(cacheDir, id, key) : undefined;
      status = files ? 'restored' : 'generated';
      if (!files) {
        const { runTypedoc } = await import('./run-typedoc');
        const run = await runTypedoc({
          entryFile,
          packageDir: pkg.dir,
          name: entry.label,
          typedocOptions: options.typedocOptions,
          verbose: options.verbose,
        });
        const source = entry.source;
        const pages = run.pages.map((page) =>
          source && page.declaredAt
            ? { ...page, source: sourceLink(pkg.dir, { ...page.declaredAt, name: page.name }, source, pkg.version) }
            : page,
        );
        const built = buildOutput(pages, {
          label: entry.label,
          packageName: pkg.name,
          packageVersion: pkg.version,
          entry: entry.entry,
          description: entry.description,
        });
        if (options.verbose) {
          for (const w of built.warnings) log(`[typedoc] ${entry.version}/${entry.out}: ${w}`);
          if (run.warnings) log(`[typedoc] ${entry.version}/${entry.out}: ${run.warnings} TypeDoc warnings`);
        }
        files = built.files;
        if (useCache) writeCache(cacheDir, id, key, files);
      }
      // Drop the marker first: an interrupted write must not look up to date.
      fs.rmSync(path.join(outDir, MARKER_FILE), { force: true });
      syncDir(outDir, files, keep);
      writeMarker(outDir, {
        key,
        files: hashFiles(files),
        package: pkg.name,
        version: pkg.version,
        entry: entry.entry,
        note: 'Generated by plugins/typedoc: do not edit this folder.',
      });
    }
    const pages = [...files.keys()].filter((f) => f.endsWith('.md')).length;
    results.push({ entry, key, status, pages, outDir, ms: Date.now() - started });
  }
  return results;
}
