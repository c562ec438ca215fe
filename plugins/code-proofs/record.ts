/**
 * The proof record of a docs version (`docs/<version>/_code-proofs.json`): what the guides harness
 * (tests/guides, `npm run test:guides`) proved about each code block it checks, keyed by a hash of the
 * block as written and the version it was checked against. The guides suite writes it, the build reads
 * it (see ./index.ts) and a unit test (tests/code-proofs.test.ts) fails when a block has no entry.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const RECORD_FILE = '_code-proofs.json';
export const REFRESH_COMMAND = 'npm run test:guides';

export type Platform = 'android' | 'ios';
export type Mode = 'development' | 'production';
/** `android production`. */
export type Build = `${Platform} ${Mode}`;

export interface CodeProof {
  /** Where the block was when it was proved: `docs/3.x/docs/getting-started.mdx:44`. */
  block: string;
  typeChecked?: {
    /** `file`: checked as a whole file; `part`: a partial block, checked with the names of its omitted code allowed. */
    as: 'file' | 'part';
    typescript: string;
  };
  bundled?: {
    builds: Build[];
    /** A partial configuration, bundled on top of this block's configuration (`docs/3.x/docs/getting-started.mdx:44`). */
    onTopOf?: string;
    reactNative: string;
    webpack: string;
    /** The bundle and its chunks compiled with the app's hermesc. */
    hermes: boolean;
  };
}

export type ProofRecord = Record<string, CodeProof>;

/**
 * A block's key: its version, language, meta and code as written (notation markers in), with the
 * indentation it shares removed, because Markdown strips a fence's indentation (a block in a list).
 */
export function proofKey(version: string, lang: string, meta: string, code: string): string {
  const lines = code.split('\n');
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => /^\s*/.exec(line)![0].length));
  const dedented = Number.isFinite(indent) ? lines.map((line) => line.slice(Math.min(indent, /^\s*/.exec(line)![0].length))) : lines;
  return crypto
    .createHash('sha256')
    .update([version, lang.toLowerCase(), meta.trim(), dedented.join('\n').trimEnd()].join('\n'))
    .digest('hex')
    .slice(0, 16);
}

export function recordPath(docsRoot: string, version: string): string {
  return path.join(docsRoot, version, RECORD_FILE);
}

/** The version's record; an empty one when none was written yet. Bad JSON is an error naming the file. */
export function readRecord(docsRoot: string, version: string): ProofRecord {
  const file = recordPath(docsRoot, version);
  if (!fs.existsSync(file)) return {};
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ProofRecord;
  } catch (error) {
    throw new Error(`${file}: not a proof record (${(error as Error).message}); run ${REFRESH_COMMAND} to write it again`);
  }
}

const PLATFORM_NAMES: Record<Platform, string> = { android: 'Android', ios: 'iOS' };
const list = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : items[0]);
const minor = (version: string) => version.split('.').slice(0, 2).join('.');

function bundledText({ builds, onTopOf, reactNative, webpack }: NonNullable<CodeProof['bundled']>): string {
  const platforms = (['android', 'ios'] as const).filter((platform) => builds.some((build) => build.startsWith(platform)));
  const modes = (['development', 'production'] as const).filter((mode) => builds.some((build) => build.endsWith(mode)));
  const everyPair = builds.length > 1 && builds.length === platforms.length * modes.length;
  const where = everyPair
    ? `for ${list(platforms.map((platform) => PLATFORM_NAMES[platform]))}, ${list([...modes])}`
    : `for ${list(builds.map((build) => build.replace(/^(\w+) /, (_, platform: Platform) => `${PLATFORM_NAMES[platform]} in `)))}`;
  const base = onTopOf ? ` on top of the ${path.basename(onTopOf.replace(/\.mdx?:\d+$/, ''))} configuration` : '';
  return `bundled ${where}${base}, with React Native ${reactNative} and webpack ${webpack}`;
}

/**
 * What a block's mark says: `Type-checked with TypeScript 5.9 · bundled for Android and iOS, development
 * and production, with React Native 0.73.11 and webpack 5.111.1 · compiled with Hermes`.
 */
export function proofText(proof: CodeProof): string | undefined {
  const parts: string[] = [];
  if (proof.typeChecked) {
    const as = proof.typeChecked.as === 'part' ? ' as part of a file' : '';
    parts.push(`type-checked${as} with TypeScript ${minor(proof.typeChecked.typescript)}`);
  }
  if (proof.bundled?.builds.length) {
    parts.push(bundledText(proof.bundled));
    if (proof.bundled.hermes) parts.push('compiled with Hermes');
  }
  if (!parts.length) return undefined;
  const text = parts.join(' · ');
  return text[0].toUpperCase() + text.slice(1);
}

/** What a run proved (or no longer proves: `null`) about one block. */
export interface ProofUpdate {
  key: string;
  block: string;
  typeChecked?: CodeProof['typeChecked'] | null;
  /** Builds of one configuration that passed, or failed (`passed: false`). */
  bundled?: { build: Build; passed: boolean } & Omit<NonNullable<CodeProof['bundled']>, 'builds'>;
}

const sameTools = (a: NonNullable<CodeProof['bundled']>, b: Omit<NonNullable<CodeProof['bundled']>, 'builds'>) =>
  a.reactNative === b.reactNative && a.webpack === b.webpack && a.onTopOf === b.onTopOf && a.hermes === b.hermes;

/**
 * The record after a run: each update merged into its block's entry (builds added to or removed from those
 * proved with the same tools), other entries kept, so a filtered run of the guides suite adds to the record.
 * Entries of blocks the docs no longer have (`current` keys) are dropped.
 */
export function mergeRecord(record: ProofRecord, updates: ProofUpdate[], current: Set<string>): ProofRecord {
  const next: ProofRecord = structuredClone(record);
  for (const update of updates) {
    const proof: CodeProof = { ...next[update.key], block: update.block };
    if (update.typeChecked === null) delete proof.typeChecked;
    else if (update.typeChecked) proof.typeChecked = update.typeChecked;
    if (update.bundled) {
      const { build, passed, ...tools } = update.bundled;
      const kept = proof.bundled && sameTools(proof.bundled, tools) ? proof.bundled.builds.filter((other) => other !== build) : [];
      const builds = (passed ? [...kept, build] : kept).sort();
      if (builds.length) proof.bundled = { builds, ...tools };
      else delete proof.bundled;
    }
    next[update.key] = proof;
  }
  return Object.fromEntries(
    Object.entries(next)
      .filter(([key, proof]) => current.has(key) && (proof.typeChecked || proof.bundled))
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** Writes the record whole, through a temporary file, so a reader never sees half of it. */
export function writeRecord(docsRoot: string, version: string, record: ProofRecord): void {
  const file = recordPath(docsRoot, version);
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(record, null, 1)}\n`);
  fs.renameSync(temporary, file);
}
