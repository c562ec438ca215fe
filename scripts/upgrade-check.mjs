/**
 * `npm run upgrade:check`: what changed, between the @rspress/core version the overrides were
 * reviewed against (`RSPRESS_VERSION_REVIEWED` of theme/overrides.ts) and the installed one, in
 * each upstream file a re-implementation of theme/overrides.ts replaces. The reviewed version's
 * files come from its npm tarball (`npm pack` into a temporary folder); the diff is git's
 * (`git diff --no-index`). Read each change, carry over what matters into the override, then
 * raise `RSPRESS_VERSION_REVIEWED`. Whether the theme still works is the tests' call, not this
 * script's: it only shows the reviewer what to read.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OVERRIDES = path.join(ROOT, 'theme', 'overrides.ts');

/**
 * The reviewed version and the upstream files (paths inside the package's `dist` folder) of the
 * re-implementations and the default pieces they replace (`alsoReplaces`), read from the text of theme/overrides.ts (plain Node can't import it).
 */
export function readManifest(source, file = OVERRIDES) {
  const version = /export const RSPRESS_VERSION_REVIEWED = '([^']+)'/.exec(source)?.[1];
  if (!version) throw new Error(`${file}: no \`export const RSPRESS_VERSION_REVIEWED = '<version>'\``);
  const start = source.indexOf('export const REIMPLEMENTATIONS');
  if (start < 0) throw new Error(`${file}: no \`export const REIMPLEMENTATIONS\``);
  const entries = source.slice(start);
  const pieces = [...entries.matchAll(/\balsoReplaces: \[([^\]]*)\]/g)].flatMap((match) => [...match[1].matchAll(/'([^']+)'/g)].map((piece) => piece[1]));
  const upstream = [...new Set([...[...entries.matchAll(/\bupstream: '([^']+)'/g)].map((match) => match[1]), ...pieces])];
  return { version, upstream };
}

/**
 * For each of `files` (paths inside `dist`), how it differs between the `reviewed` and the
 * `installed` package folders: `unchanged`, `changed` (with git's unified diff, paths shown as
 * `reviewed/…` and `installed/…`), `added` (new upstream), or `removed` (gone upstream).
 */
export function compareUpstream(reviewed, installed, files) {
  return files.map((file) => {
    const [before, after] = [path.join(reviewed, 'dist', file), path.join(installed, 'dist', file)];
    const [hadIt, hasIt] = [fs.existsSync(before), fs.existsSync(after)];
    if (!hadIt && !hasIt) return { file, status: 'missing in both' };
    if (!hasIt) return { file, status: 'removed' };
    if (!hadIt) return { file, status: 'added' };
    const result = spawnSync('git', ['diff', '--no-index', '--no-color', '--src-prefix=reviewed/', '--dst-prefix=installed/', before, after], { encoding: 'utf8' });
    if (result.status === 0) return { file, status: 'unchanged' };
    if (result.status !== 1) throw new Error(`git diff ${file}: ${result.stderr || result.error}`);
    return { file, status: 'changed', diff: result.stdout };
  });
}

/** The report printed: one line per file, the diffs of the changed ones after. */
export function formatComparison(reviewedVersion, installedVersion, rows) {
  const lines = [`@rspress/core: reviewed ${reviewedVersion}, installed ${installedVersion}`, ''];
  if (reviewedVersion === installedVersion) lines.push('Same version: nothing to review.', '');
  for (const row of rows) lines.push(`${row.status.padEnd(15)} dist/${row.file}`);
  for (const row of rows.filter((r) => r.diff)) lines.push('', row.diff.trimEnd());
  const changed = rows.filter((r) => r.status !== 'unchanged').length;
  lines.push('', changed ? `${changed} of ${rows.length} upstream files to review; then set RSPRESS_VERSION_REVIEWED to ${installedVersion} in theme/overrides.ts.` : `All ${rows.length} upstream files unchanged.`);
  return lines.join('\n');
}

/** Unpacks `@rspress/core@version` from npm into a temporary folder; returns its package folder. */
function packedPackage(version) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rspress-core-'));
  const pack = spawnSync('npm', ['pack', `@rspress/core@${version}`, '--silent', '--pack-destination', dir], { encoding: 'utf8' });
  if (pack.status !== 0) throw new Error(`npm pack @rspress/core@${version} failed: ${pack.stderr}`);
  const tarball = path.join(dir, pack.stdout.trim().split('\n').pop());
  const untar = spawnSync('tar', ['-xzf', tarball, '-C', dir], { encoding: 'utf8' });
  if (untar.status !== 0) throw new Error(`unpacking ${tarball} failed: ${untar.stderr}`);
  return path.join(dir, 'package');
}

/** `--reviewed <version>` compares with another version than the manifest's (to preview an upgrade's review). */
function main(args) {
  const manifest = readManifest(fs.readFileSync(OVERRIDES, 'utf8'));
  const flag = args.indexOf('--reviewed');
  const reviewed = flag >= 0 ? args[flag + 1] : manifest.version;
  if (!reviewed) throw new Error('--reviewed needs a version, e.g. --reviewed 2.0.21');
  const { upstream } = manifest;
  const installedDir = path.join(ROOT, 'node_modules', '@rspress', 'core');
  const installed = JSON.parse(fs.readFileSync(path.join(installedDir, 'package.json'), 'utf8')).version;
  const reviewedDir = reviewed === installed ? installedDir : packedPackage(reviewed);
  try {
    console.log(formatComparison(reviewed, installed, compareUpstream(reviewedDir, installedDir, upstream)));
  } finally {
    if (reviewedDir !== installedDir) fs.rmSync(path.dirname(reviewedDir), { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
