/**
 * Cache of generated output folders.
 *
 * The key of an entry hashes everything its pages depend on: the documented
 * package's version (and package.json), the entry options, the TypeDoc
 * options, the versions of typedoc / typedoc-plugin-markdown / typescript and
 * the generator's own source files. Each output folder carries a marker with
 * the key it was made with, so an output folder is reused only when its key
 * matches: a stale one is never served.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { OutputFiles } from './postprocess';

/** Name of the marker file written into every output folder. */
export const MARKER_FILE = '.typedoc-key';

export const sha256 = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');

/** Hash of the generator's own source: every non-test .ts file of `dir`, and the `imports` from elsewhere. */
export function sourceHash(dir: string, imports: string[] = []): string {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => path.join(dir, f));
  return sha256([...files, ...imports].map((f) => `${path.relative(dir, f)}\0${fs.readFileSync(f, 'utf8')}`).join('\0'));
}

/** Stable JSON (sorted object keys) so option order does not change the key. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableStringify((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  if (typeof value === 'function') return JSON.stringify(String(value));
  return JSON.stringify(value) ?? 'null';
}

export function cacheKey(parts: Record<string, unknown>): string {
  return sha256(stableStringify(parts)).slice(0, 32);
}

export interface Marker {
  key: string;
  /** Hash of the folder's files, to notice hand edits or deletions. */
  files: string;
}

export function readMarker(outDir: string): Marker | undefined {
  try {
    const marker = JSON.parse(fs.readFileSync(path.join(outDir, MARKER_FILE), 'utf8'));
    return typeof marker.key === 'string' && typeof marker.files === 'string' ? marker : undefined;
  } catch {
    return undefined;
  }
}

export function writeMarker(outDir: string, marker: Marker & Record<string, unknown>): void {
  fs.writeFileSync(path.join(outDir, MARKER_FILE), `${JSON.stringify(marker, null, 2)}\n`);
}

/** Hash of a set of generated files (path + contents). */
export function hashFiles(files: OutputFiles): string {
  return sha256(
    [...files]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([f, c]) => `${f}\0${c}`)
      .join('\0'),
  );
}

/** Reads the generated files of an output folder (without the marker and the `keep` sub-folders). */
export function readDir(outDir: string, keep: string[] = []): OutputFiles {
  const files: OutputFiles = new Map();
  const walk = (rel: string) => {
    let names: string[];
    try {
      names = fs.readdirSync(path.join(outDir, rel));
    } catch {
      return;
    }
    for (const name of names) {
      const childRel = rel ? `${rel}/${name}` : name;
      if (keep.includes(childRel) || childRel === MARKER_FILE) continue;
      const abs = path.join(outDir, childRel);
      if (fs.statSync(abs).isDirectory()) walk(childRel);
      else files.set(childRel, fs.readFileSync(abs, 'utf8'));
    }
  };
  walk('');
  return files;
}

/** Stored form of one generated output folder. */
interface CacheRecord {
  key: string;
  files: Record<string, string>;
}

export function cacheFile(cacheDir: string, id: string, key: string): string {
  return path.join(cacheDir, id, `${key}.json`);
}

export function readCache(cacheDir: string, id: string, key: string): OutputFiles | undefined {
  try {
    const record: CacheRecord = JSON.parse(fs.readFileSync(cacheFile(cacheDir, id, key), 'utf8'));
    if (record.key !== key) return undefined;
    return new Map(Object.entries(record.files));
  } catch {
    return undefined;
  }
}

/** How many keys (variants) of one entry the cache keeps, newest first (worktrees on one machine share it). */
export const CACHE_VARIANTS = 8;

/** Stores the files under the key (atomically) and drops all but the newest variants of the entry. */
export function writeCache(cacheDir: string, id: string, key: string, files: OutputFiles): void {
  const dir = path.join(cacheDir, id);
  fs.mkdirSync(dir, { recursive: true });
  const file = cacheFile(cacheDir, id, key);
  const tmp = `${file}.${process.pid}.tmp`;
  const record: CacheRecord = { key, files: Object.fromEntries(files) };
  fs.writeFileSync(tmp, JSON.stringify(record));
  fs.renameSync(tmp, file);
  const variants = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ f, t: f === path.basename(file) ? Infinity : fs.statSync(path.join(dir, f)).mtimeMs }))
    .sort((a, b) => b.t - a.t);
  for (const { f } of variants.slice(CACHE_VARIANTS)) fs.rmSync(path.join(dir, f), { force: true });
}

/**
 * Makes `outDir` hold exactly `files` (plus the marker): writes files whose
 * content differs, removes everything else except the `keep` sub-folders
 * (other entries' output folders nested inside this one).
 */
export function syncDir(outDir: string, files: OutputFiles, keep: string[] = []): void {
  const keepSet = new Set(keep.map((k) => k.split(path.sep).join('/').replace(/\/$/, '')));
  const wanted = new Set(files.keys());
  const walk = (rel: string) => {
    const abs = path.join(outDir, rel);
    if (!fs.existsSync(abs)) return;
    for (const name of fs.readdirSync(abs)) {
      const childRel = rel ? `${rel}/${name}` : name;
      if (keepSet.has(childRel)) continue;
      const childAbs = path.join(outDir, childRel);
      if (fs.statSync(childAbs).isDirectory()) {
        const keepsInside = [...keepSet].some((k) => k.startsWith(`${childRel}/`));
        const wantedInside = [...wanted].some((w) => w.startsWith(`${childRel}/`));
        if (!keepsInside && !wantedInside) fs.rmSync(childAbs, { recursive: true, force: true });
        else walk(childRel);
      } else if (!wanted.has(childRel) && name !== MARKER_FILE) {
        fs.rmSync(childAbs, { force: true });
      }
    }
  };
  walk('');
  for (const [rel, contents] of files) {
    const abs = path.join(outDir, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    let current: string | undefined;
    try {
      current = fs.readFileSync(abs, 'utf8');
    } catch {
      current = undefined;
    }
    if (current !== contents) fs.writeFileSync(abs, contents);
  }
}
