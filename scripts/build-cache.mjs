/**
 * Site builds kept between runs (~/.cache/repack-docs-builds/<name>/<key>/), keyed by the commit
 * they were built from: CI builds in a fresh clone of the commit the session has just tested, so
 * the builds of that run (the site, the e2e fixture sites) are taken from here instead of being
 * made again. Only a clean checkout is keyed (no change git would see, tracked or untracked), and
 * only a build that succeeded is kept. `REPACK_DOCS_BUILD_CACHE=off` always builds.
 * See decisions/0015-ci-layout.md.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CACHE_DIR = process.env.REPACK_DOCS_BUILD_CACHE_DIR ?? path.join(os.homedir(), '.cache', 'repack-docs-builds');
/** Builds kept per name (the newest): enough for the run before and this one. */
const KEPT = 2;
const LOG = 'build.log';

function git(root, args) {
  const result = spawnSync('git', ['-C', root, ...args], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout : undefined;
}

/**
 * The key of a build of the checkout at `root` with `inputs` (environment switches, arguments), or
 * undefined when the checkout has changes (or is no git checkout, or caching is off): then it must be built.
 */
export function buildKey(root, inputs = {}) {
  if (process.env.REPACK_DOCS_BUILD_CACHE === 'off') return undefined;
  const status = git(root, ['status', '--porcelain', '--untracked-files=normal']);
  const commit = git(root, ['rev-parse', 'HEAD'])?.trim();
  if (status === undefined || status !== '' || !commit) return undefined;
  return crypto.createHash('sha256').update(JSON.stringify({ commit, node: process.version, inputs })).digest('hex').slice(0, 24);
}

/**
 * Fills `outDir` with the build of `name` under `key`: copied from the cache when it holds one,
 * else made by `build()` (which writes `outDir` and returns its log) and then kept. Returns the
 * build's log and whether it came from the cache.
 */
export async function cachedBuild({ name, key, outDir, build, cacheDir = CACHE_DIR }) {
  const entry = key && path.join(cacheDir, name, key);
  if (entry && fs.existsSync(path.join(entry, LOG))) {
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.cpSync(path.join(entry, 'out'), outDir, { recursive: true, verbatimSymlinks: true });
    return { log: fs.readFileSync(path.join(entry, LOG), 'utf8'), cached: true };
  }
  const log = await build();
  if (entry) keep(name, entry, outDir, log);
  return { log, cached: false };
}

function keep(name, entry, outDir, log) {
  const partial = `${entry}.${process.pid}.partial`;
  try {
    fs.rmSync(partial, { recursive: true, force: true });
    fs.cpSync(outDir, path.join(partial, 'out'), { recursive: true, verbatimSymlinks: true });
    fs.writeFileSync(path.join(partial, LOG), log);
    fs.rmSync(entry, { recursive: true, force: true });
    fs.renameSync(partial, entry);
    const others = fs
      .readdirSync(path.dirname(entry), { withFileTypes: true })
      .filter((dirent) => dirent.isDirectory() && !dirent.name.endsWith('.partial') && dirent.name !== path.basename(entry))
      .map((dirent) => path.join(dirent.parentPath, dirent.name))
      .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs);
    for (const old of others.slice(KEPT - 1)) fs.rmSync(old, { recursive: true, force: true });
  } catch (error) {
    // A full disk or a race with another run loses the cache entry, never the build.
    fs.rmSync(partial, { recursive: true, force: true });
    console.warn(`build cache: could not keep ${name}: ${error.message}`);
  }
}
