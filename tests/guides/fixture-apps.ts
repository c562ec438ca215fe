import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export type DocsVersion = '2.x' | '3.x';

export const DOCS_VERSIONS: DocsVersion[] = ['2.x', '3.x'];

const FIXTURES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixture-apps');
const PACKAGE_FILES = ['package.json', 'package-lock.json'];
/** Written after `npm install` succeeded: a folder without it is an interrupted install. */
const DONE_MARKER = '.installed';

const run = promisify(execFile);

export function fixtureSourceDir(version: DocsVersion): string {
  return path.join(FIXTURES_DIR, version);
}

export function fixturesCacheRoot(): string {
  return process.env.REPACK_DOCS_FIXTURES_CACHE
    ? path.resolve(process.env.REPACK_DOCS_FIXTURES_CACHE)
    : path.join(os.homedir(), '.cache', 'repack-docs-fixtures');
}

/** The cache folder of a version's app: it changes whenever the app's dependencies do. */
export function fixtureAppDir(version: DocsVersion): string {
  const hash = crypto.createHash('sha256');
  for (const file of PACKAGE_FILES) {
    const filePath = path.join(fixtureSourceDir(version), file);
    hash.update(file).update(fs.existsSync(filePath) ? fs.readFileSync(filePath) : '');
  }
  return path.join(fixturesCacheRoot(), `${version}-${hash.digest('hex').slice(0, 16)}`);
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** Files shared by both apps come from `common/`; a version's own folder overrides them. */
function appSources(version: DocsVersion): Map<string, string> {
  const sources = new Map<string, string>();
  for (const dir of [path.join(FIXTURES_DIR, 'common'), fixtureSourceDir(version)]) {
    for (const file of listFiles(dir)) {
      if (!PACKAGE_FILES.includes(file)) sources.set(file, path.join(dir, file));
    }
  }
  return sources;
}

/**
 * Copies the app's sources over the installed copy and removes files of `src/` the fixture no
 * longer has, so an edit to the sources needs no reinstall.
 */
function syncSources(version: DocsVersion, appDir: string): void {
  const sources = appSources(version);
  for (const [file, from] of sources) {
    const to = path.join(appDir, file);
    const content = fs.readFileSync(from);
    if (fs.existsSync(to) && fs.readFileSync(to).equals(content)) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.writeFileSync(to, content);
  }
  for (const file of listFiles(path.join(appDir, 'src'))) {
    if (!sources.has(path.join('src', file))) fs.rmSync(path.join(appDir, 'src', file));
  }
}

async function install(version: DocsVersion, appDir: string): Promise<void> {
  fs.mkdirSync(path.dirname(appDir), { recursive: true });
  const staging = fs.mkdtempSync(`${appDir}.installing-`);
  try {
    for (const file of PACKAGE_FILES) {
      const from = path.join(fixtureSourceDir(version), file);
      if (fs.existsSync(from)) fs.copyFileSync(from, path.join(staging, file));
    }
    await run('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'], {
      cwd: staging,
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: Error & { stderr?: string }) => {
      throw new Error(`npm install of the ${version} fixture app failed in ${staging}:\n${error.stderr ?? error.message}`);
    });
    fs.writeFileSync(path.join(staging, DONE_MARKER), new Date().toISOString());
    try {
      fs.renameSync(staging, appDir);
    } catch (error) {
      // Another process finished the same install first: keep its copy.
      if (!fs.existsSync(path.join(appDir, DONE_MARKER))) throw error;
    }
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

const installs = new Map<DocsVersion, Promise<string>>();

/**
 * The version's fixture React Native app with `node_modules` installed, in a cache folder outside
 * the repository. The install runs once per machine (and again when the fixture's package.json or
 * package-lock.json changes); an interrupted install is never taken for a finished one because it
 * happens in a staging folder that is renamed into place only after `npm install` succeeded.
 */
export function installFixtureApp(version: DocsVersion): Promise<string> {
  let pending = installs.get(version);
  if (!pending) {
    pending = (async () => {
      const appDir = fixtureAppDir(version);
      if (!fs.existsSync(path.join(appDir, DONE_MARKER))) await install(version, appDir);
      syncSources(version, appDir);
      return appDir;
    })();
    installs.set(version, pending);
    pending.catch(() => installs.delete(version));
  }
  return pending;
}
