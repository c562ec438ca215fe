import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildKey, cachedBuild } from './build-cache.mjs';

let work;
const git = (...args) => expect(spawnSync('git', ['-C', work, ...args], { encoding: 'utf8' }).status).toBe(0);

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'build-cache-'));
  fs.mkdirSync(path.join(work, 'repo'));
  work = path.join(work, 'repo');
  git('init', '-q');
  fs.writeFileSync(path.join(work, 'page.md'), '# One\n');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'one');
});
afterEach(() => {
  fs.rmSync(path.dirname(work), { recursive: true, force: true });
});

describe('buildKey', () => {
  it('keys a clean checkout by its commit and the inputs', () => {
    const key = buildKey(work, { env: { A: '1' } });
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(buildKey(work, { env: { A: '1' } })).toBe(key);
    expect(buildKey(work, { env: { A: '2' } })).not.toBe(key);
    fs.writeFileSync(path.join(work, 'page.md'), '# Two\n');
    git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qam', 'two');
    expect(buildKey(work, { env: { A: '1' } })).not.toBe(key);
  });

  it('gives no key for a checkout with changes, tracked or untracked, or outside git', () => {
    fs.writeFileSync(path.join(work, 'new.md'), '# New\n');
    expect(buildKey(work)).toBeUndefined();
    fs.rmSync(path.join(work, 'new.md'));
    fs.writeFileSync(path.join(work, 'page.md'), '# Changed\n');
    expect(buildKey(work)).toBeUndefined();
    expect(buildKey(os.tmpdir() + '/no-such-checkout')).toBeUndefined();
  });
});

describe('cachedBuild', () => {
  const cacheDir = () => path.join(path.dirname(work), 'cache');
  const outDir = () => path.join(path.dirname(work), 'out');
  const builder = (text) => {
    const calls = [];
    return {
      calls,
      build: async () => {
        calls.push(text);
        fs.mkdirSync(outDir(), { recursive: true });
        fs.writeFileSync(path.join(outDir(), 'index.html'), text);
        return `built ${text}`;
      },
    };
  };

  it('builds once per key and copies the kept build, with its log, the next time', async () => {
    const first = builder('<h1>One</h1>');
    expect(await cachedBuild({ name: 'site', key: 'k1', outDir: outDir(), build: first.build, cacheDir: cacheDir() })).toEqual({ log: 'built <h1>One</h1>', cached: false });
    fs.rmSync(outDir(), { recursive: true });
    const second = builder('<h1>Other</h1>');
    expect(await cachedBuild({ name: 'site', key: 'k1', outDir: outDir(), build: second.build, cacheDir: cacheDir() })).toEqual({ log: 'built <h1>One</h1>', cached: true });
    expect(second.calls).toEqual([]);
    expect(fs.readFileSync(path.join(outDir(), 'index.html'), 'utf8')).toBe('<h1>One</h1>');
  });

  it('always builds without a key, and keeps nothing', async () => {
    for (const text of ['a', 'b']) {
      const run = builder(text);
      expect((await cachedBuild({ name: 'site', key: undefined, outDir: outDir(), build: run.build, cacheDir: cacheDir() })).cached).toBe(false);
      expect(run.calls).toEqual([text]);
    }
    expect(fs.existsSync(cacheDir())).toBe(false);
  });

  it('keeps nothing of a build that failed', async () => {
    const failing = async () => {
      throw new Error('dead link');
    };
    await expect(cachedBuild({ name: 'site', key: 'k1', outDir: outDir(), build: failing, cacheDir: cacheDir() })).rejects.toThrow('dead link');
    expect(fs.existsSync(path.join(cacheDir(), 'site', 'k1'))).toBe(false);
  });

  it('keeps the two newest builds of a name', async () => {
    for (const key of ['k1', 'k2', 'k3']) {
      await cachedBuild({ name: 'site', key, outDir: outDir(), build: builder(key).build, cacheDir: cacheDir() });
      // mtimes one apart, so that "newest" is well defined on coarse clocks
      const when = new Date(Date.now() + ['k1', 'k2', 'k3'].indexOf(key) * 1000);
      fs.utimesSync(path.join(cacheDir(), 'site', key), when, when);
    }
    expect(fs.readdirSync(path.join(cacheDir(), 'site')).sort()).toEqual(['k2', 'k3']);
  });
});
