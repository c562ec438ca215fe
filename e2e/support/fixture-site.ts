/**
 * Builds and serves the fixture sites of the suites (`e2e/<feature>/fixtures/<name>/`, beside the test
 * that uses them): each is built by its test into `e2e/.output/<name>` (gitignored) and served on
 * 127.0.0.1 on a free port.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { startStaticServer, type StaticServer } from '../../deploy/static-server.mjs';
import { buildKey, cachedBuild } from '../../scripts/build-cache.mjs';
import { DOCSEARCH_DEFINE } from '../../plugins/seo';

const ROOT = path.join(__dirname, '..', '..');
const RSPRESS = path.join(ROOT, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

export { startStaticServer, type StaticServer };

/**
 * The builder setting of a fixture site that leaves out plugins/seo: the theme's `Search` picks
 * DocSearch or the local search by the constant that plugin defines; defined as `null` here, the
 * bundler drops DocSearch, as it does on the real site without DocSearch.
 */
export const LOCAL_SEARCH_ONLY = { source: { define: { [DOCSEARCH_DEFINE]: 'null' } } };

/** Deploy switches of the site, cleared from the inherited environment unless a test sets them. */
const SWITCHES = ['DOCS_SEARCH_API_URL', 'DOCS_SEARCH_INDEXES', 'PLAUSIBLE_DOMAIN', 'PLAUSIBLE_SCRIPT_SRC', 'DOCS_ANALYTICS', 'DOCSEARCH_APP_ID', 'DOCSEARCH_API_KEY', 'DOCSEARCH_INDEX_NAME'];

/**
 * Runs a production build of the fixture site in `fixtureDir` (`e2e/<feature>/fixtures/<name>`;
 * outside test mode, so that it is built like a deploy) into `e2e/.output/<name>/site` and returns
 * that directory. A clean checkout's build is kept in ~/.cache and reused by the next run of the
 * same commit (scripts/build-cache.mjs).
 */
export async function buildFixture(fixtureDir: string, env: Record<string, string> = {}): Promise<string> {
  const name = path.basename(fixtureDir);
  const outDir = path.join(__dirname, '..', '.output', name);
  const siteDir = path.join(outDir, 'site');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  const key = buildKey(ROOT, { fixture: path.relative(ROOT, fixtureDir), env });
  await cachedBuild({ name: `e2e-${name}`, key, outDir: siteDir, build: () => runBuild(fixtureDir, outDir, siteDir, env) });
  return siteDir;
}

async function runBuild(fixtureDir: string, outDir: string, siteDir: string, env: Record<string, string>): Promise<string> {
  const name = path.basename(fixtureDir);
  const buildEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', NO_COLOR: '1', FORCE_COLOR: '0', RSPRESS_PERSISTENT_CACHE: 'false' };
  for (const key of Object.keys(buildEnv)) if (key.startsWith('VITEST') || SWITCHES.includes(key)) delete buildEnv[key];
  Object.assign(buildEnv, env, { FIXTURE_OUT_DIR: siteDir });
  const output: string[] = [];
  const status = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [RSPRESS, 'build', '-c', path.join(fixtureDir, 'rspress.config.ts')], {
      // Build caches and temporary files land in the (gitignored) output directory.
      cwd: outDir,
      env: buildEnv,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (status !== 0) throw new Error(`Building the ${name} fixture failed (exit ${status}):\n${output.join('')}`);
  return output.join('');
}
