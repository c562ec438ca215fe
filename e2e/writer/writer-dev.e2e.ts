/**
 * Writers run `rspress dev` all day: saving a page must update the open browser tab in place
 * (hot module replacement), not reload it. The dev server runs with the real configuration and
 * theme on a copy of docs/ (see e2e/writer/fixtures/writer-dev), on 127.0.0.1 and a free port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { removeStaleRuns, runFolder } from '../support/run-folders';

const ROOT = path.join(__dirname, '..', '..');
const RSPRESS = path.join(ROOT, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');
// One folder per run: two suites running at once (several people share this machine) never meet.
const WORK_DIR = runFolder('writer-dev');
const DOCS = path.join(WORK_DIR, 'docs');
const PROBE = path.join(DOCS, '3.x', 'docs', 'hmr-probe.md');
const PROBE_SOURCE = '---\ndescription: A page the dev server test edits.\n---\n\n# HMR probe\n\nThe probe says: before the edit.\n';

const { newPage } = useBrowser();

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

let child: ChildProcess | undefined;
let baseUrl = '';
let startupMs = 0;
const output: string[] = [];

async function waitUntilServed(url: string, timeoutMs: number) {
  const started = Date.now();
  for (;;) {
    if (child?.exitCode !== null && child?.exitCode !== undefined) {
      throw new Error(`rspress dev exited with ${child.exitCode}:\n${output.join('')}`);
    }
    try {
      const response = await fetch(url);
      if (response.status === 200 && (await response.text()).length > 0) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`rspress dev did not serve ${url} in ${timeoutMs} ms:\n${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  removeStaleRuns(path.dirname(WORK_DIR));
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
  fs.cpSync(path.join(ROOT, 'docs'), DOCS, { recursive: true });
  fs.writeFileSync(PROBE, PROBE_SOURCE);
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  const started = Date.now();
  child = spawn(
    process.execPath,
    [RSPRESS, 'dev', '-c', path.join(__dirname, 'fixtures', 'writer-dev', 'rspress.config.ts'), '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: ROOT,
      // Own process group, so that the server and anything it starts stop together.
      detached: true,
      // The shared persistent build cache of `npm run dev` is left alone.
      env: { ...process.env, WRITER_DEV_DOCS: DOCS, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout!.on('data', (chunk) => output.push(String(chunk)));
  child.stderr!.on('data', (chunk) => output.push(String(chunk)));
  await waitUntilServed(`${baseUrl}/docs/hmr-probe`, 120_000);
  startupMs = Date.now() - started;
}, 180_000);

afterAll(async () => {
  if (fs.existsSync(PROBE)) fs.writeFileSync(PROBE, PROBE_SOURCE);
  if (child?.pid && child.exitCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
  }
  fs.rmSync(WORK_DIR, { recursive: true, force: true });
});

describe('writer dev server (rspress dev): edits show without a reload', () => {
  it('updates an edited page in place, without reloading it', { timeout: 150_000 }, async () => {
    console.log(`[writer-dev] rspress dev served its first page ${startupMs} ms after it was started`);
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    let loads = 0;
    page.on('load', () => {
      loads += 1;
    });
    await page.goto(`${baseUrl}/docs/hmr-probe`);
    await page.getByText('The probe says: before the edit.').waitFor({ timeout: 60_000 });
    await page.evaluate(() => {
      (window as unknown as { __marker: string }).__marker = 'still here';
    });
    expect(loads).toBe(1);

    fs.writeFileSync(PROBE, PROBE_SOURCE.replace('before the edit', 'after the edit'));

    await page.getByText('The probe says: after the edit.').waitFor({ timeout: 60_000 });
    expect(await page.getByText('The probe says: before the edit.').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe('still here');
    expect(loads).toBe(1);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
