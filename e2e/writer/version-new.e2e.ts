/**
 * `npm run version:new` end to end, in a copy of the project (e2e/.output/version-new, with
 * node_modules linked, so no install is needed): cut 4.x from 3.x as the new default, build the
 * copy with the real configuration (dead links and anchors fail the build), serve it with the routing
 * the copy's host configuration describes, and check that every version serves its pages (3.x now
 * under its own prefix, 4.x at the root and under /4.x/), the version switcher lists all three
 * versions, and links shared before the cut still lead into the version they meant.
 *
 * The API entries of 4.x are pointed at @callstack/repack 3.7.0, the alias that is already
 * installed (`--package-version 3.7.0`), so the build needs no `npm install`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { removeStaleRuns, runFolder } from '../support/run-folders';
import { buildKey, cachedBuild } from '../../scripts/build-cache.mjs';
import { waitForHydration } from '../support/site-pages';
import { createRouting, readRouting } from '../../deploy/routing.mjs';
import { startStaticServer } from '../../deploy/static-server.mjs';

const ROOT = path.join(__dirname, '..', '..');
// One folder per run: two suites running at once (several people share this machine) never meet.
const COPY = runFolder('version-new');
const RSPRESS = path.join(ROOT, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');
/** Top-level entries of the project that the copy leaves out (build output, tests, caches). */
const LEFT_OUT = new Set(['node_modules', 'doc_build', '.git', 'e2e', 'tests', 'bench-results']);
/**
 * Builds on this machine take turns through this lock. The copy's build waits for its turn, but not
 * forever: the whole e2e suite may itself run under the lock (after building doc_build), and then
 * the turn never comes. After LOCK_WAIT_S seconds it builds anyway.
 */
const BUILD_LOCK = '/tmp/rspress-build.lock';
const LOCK_WAIT_S = 120;
const LOCK_TIMED_OUT = 75;

const { newPage } = useBrowser();

let server: { url: string; close: () => Promise<void> } | undefined;
let cutOutput = '';
let buildOutput = '';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: COPY, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output: string[] = [];
    child.stdout.on('data', (chunk) => output.push(String(chunk)));
    child.stderr.on('data', (chunk) => output.push(String(chunk)));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, output: output.join('') }));
  });
}

beforeAll(async () => {
  removeStaleRuns(path.dirname(COPY));
  fs.rmSync(COPY, { recursive: true, force: true });
  fs.mkdirSync(COPY, { recursive: true });
  for (const entry of fs.readdirSync(ROOT)) {
    if (LEFT_OUT.has(entry) || entry.endsWith('.log')) continue;
    fs.cpSync(path.join(ROOT, entry), path.join(COPY, entry), { recursive: true, verbatimSymlinks: true });
  }
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(COPY, 'node_modules'), 'dir');

  const cutArgs = ['scripts/version-new.mjs', '4.x', '--from', '3.x', '--default', '--package-version', '3.7.0'];
  const cut = spawnSync(process.execPath, cutArgs, { cwd: COPY, encoding: 'utf8' });
  cutOutput = `${cut.stdout}${cut.stderr}`;
  if (cut.status !== 0) throw new Error(`version:new failed:\n${cutOutput}`);

  // The persistent build cache under node_modules/.cache is shared through the link: leave it alone.
  const env: NodeJS.ProcessEnv = { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0' };
  for (const key of Object.keys(env)) if (key.startsWith('VITEST')) delete env[key];
  // A clean checkout's build of the copy is kept in ~/.cache for the next run of the same commit (scripts/build-cache.mjs).
  ({ log: buildOutput } = await cachedBuild({
    name: 'e2e-version-new',
    key: buildKey(ROOT, { cutArgs }),
    outDir: path.join(COPY, 'doc_build'),
    build: async () => {
      const useLock = spawnSync('flock', ['--version']).status === 0;
      let build = useLock
        ? await run('flock', ['-w', String(LOCK_WAIT_S), '-E', String(LOCK_TIMED_OUT), BUILD_LOCK, process.execPath, RSPRESS, 'build'], env)
        : undefined;
      if (!build || build.status === LOCK_TIMED_OUT) build = await run(process.execPath, [RSPRESS, 'build'], env);
      if (build.status !== 0) throw new Error(`Building the site with 4.x failed (exit ${build.status}):\n${build.output}`);
      return build.output;
    },
  }));

  const routing = readRouting({ versions: ['2.x', '3.x', '4.x'], defaultVersion: '4.x' }, path.join(COPY, 'docs'));
  server = await startStaticServer({ root: path.join(COPY, 'doc_build'), port: 0, routing: createRouting(routing) });
}, 900_000);

afterAll(async () => {
  await server?.close();
  fs.rmSync(COPY, { recursive: true, force: true });
});

describe('npm run version:new 4.x --from 3.x --default', () => {
  it('reuses the installed alias package and changes only the copy', () => {
    expect(cutOutput).toContain('no npm install needed');
    const config = fs.readFileSync(path.join(COPY, 'rspress.config.ts'), 'utf8');
    expect(config).toMatch(/default: '4\.x'/);
    expect(config).toMatch(/versions: \['2\.x', '3\.x', '4\.x'\]/);
    expect(config).toContain("{ version: '4.x', out: 'api/repack', package: '@callstack/repack-v3'");
    expect(fs.readFileSync(path.join(ROOT, 'rspress.config.ts'), 'utf8')).not.toContain("version: '4.x'");
    expect(fs.existsSync(path.join(ROOT, 'docs', '4.x'))).toBe(false);
  });

  it('builds with dead-link and anchor checks on', () => {
    expect(buildOutput).not.toMatch(/dead link/i);
    expect(fs.existsSync(path.join(COPY, 'doc_build', 'index.html'))).toBe(true);
  });

  it.each([
    ['/', '4.x'],
    ['/docs/getting-started', '4.x'],
    ['/api/repack/classes/RepackPlugin', '4.x'],
    ['/3.x/', '3.x'],
    ['/3.x/docs/getting-started', '3.x'],
    ['/3.x/api/repack/classes/RepackPlugin', '3.x'],
    ['/2.x/docs/getting-started', '2.x'],
    ['/4.x/docs/getting-started', '4.x'],
  ])('serves %s as a %s page', async (route, version) => {
    const page = await newPage();
    const response = await page.goto(server!.url + route);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').first().textContent()).toBeTruthy();
    const switcher = page.getByRole('button', { name: /Documentation version/ }).first();
    await expect.poll(() => switcher.getAttribute('aria-label')).toContain(`Documentation version: ${version}.`);
    await page.context().close();
  });

  it('lists the three versions in the version switcher, each link in its version', async () => {
    const page = await newPage();
    await page.goto(`${server!.url}/3.x/docs/getting-started`);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: /Documentation version: 3\.x/ }).first();
    await button.click();
    await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const links = menu.getByRole('link');
    await expect.poll(() => links.allTextContents()).toEqual(['2.x', '3.x', '4.x']);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs).toEqual(['/2.x/docs/getting-started', '/3.x/docs/getting-started', '/docs/getting-started']);
    await page.context().close();
  });

  it('gives the new default the root and its own prefix in the host configurations, and keeps 3.x under /3.x/', () => {
    const vercel = JSON.parse(fs.readFileSync(path.join(COPY, 'vercel.json'), 'utf8'));
    expect(vercel.rewrites).toEqual([{ source: '/4.x/:path*', destination: '/:path*' }]);
    expect(vercel.redirects).toContainEqual({ source: '/docs/code-splitting/concepts', destination: '/3.x/docs/code-splitting/concept', statusCode: 301 });
    const netlify = fs.readFileSync(path.join(COPY, 'netlify.toml'), 'utf8');
    expect(netlify).toContain('from = "/4.x/*"\n  to = "/:splat"\n  status = 200');
    expect(netlify).not.toContain('from = "/3.x/*"');
    expect(cutOutput).toMatch(/Rewrote vercel\.json and netlify\.toml/);
  });

  it('answers /4.x/… with the root page, canonical at the root', async () => {
    const html = await (await fetch(`${server!.url}/4.x/docs/getting-started`)).text();
    expect(html).toContain('<link rel="canonical" href="https://re-pack.dev/docs/getting-started">');
  });

  it('keeps links shared before the cut pointing at the version they meant', async () => {
    const redirect = await fetch(`${server!.url}/docs/code-splitting/concepts`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/3.x/docs/code-splitting/concept');
    const page = await newPage();
    await page.goto(`${server!.url}/2.x/docs/code-splitting/concepts`);
    // The switcher is a button: it opens once the app has started (after the first paint).
    await waitForHydration(page);
    const button = page.getByRole('button', { name: /Documentation version: 2\.x/ }).first();
    await button.click();
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    const hrefs = await menu.getByRole('link').evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    // The renamed page is found in 4.x through 3.x, which kept its path.
    expect(hrefs).toEqual(['/2.x/docs/code-splitting/concepts', '/3.x/docs/code-splitting/concept', '/docs/code-splitting/concept']);
    await page.context().close();
  });
});
