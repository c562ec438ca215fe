import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { typeHoversPlugin } from './index';

const FIXTURES = path.join(__dirname, '__fixtures__');
const SAMPLE = ['```ts', "import { countThings } from 'demo-pkg';", 'countThings(2);', '```', ''].join('\n');

let tmp: string;
let store: string;
let firstNames = 0;

const namesIn = (printed: string) => Number(/3\.x: (\d+) names, \d+ hovers/.exec(printed)?.[1]);

/** A checkout at `dir`: a guide page with a sample, the package it imports and that package's API pages. */
function checkout(dir: string, sample = SAMPLE) {
  fs.mkdirSync(path.join(dir, 'docs', '3.x', 'docs'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', '3.x', 'docs', 'page.mdx'), `# Page\n\n${sample}`);
  fs.cpSync(path.join(FIXTURES, 'api'), path.join(dir, 'docs', '3.x', 'api', 'demo'), { recursive: true });
  fs.cpSync(path.join(FIXTURES, 'demo-pkg'), path.join(dir, 'node_modules', 'demo-pkg'), { recursive: true });
}

/** Runs the plugin's config hook in the checkout at `dir`; returns what it printed and the data it wrote. */
function build(dir: string) {
  const plugin = typeHoversPlugin({
    entries: [{ version: '3.x', out: 'api/demo', package: 'demo-pkg', entry: 'dist/index.d.ts', label: 'demo-pkg' }],
    root: dir,
    storeDir: store,
  });
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  try {
    (plugin.config as (config: UserConfig) => UserConfig)({ root: path.join(dir, 'docs'), multiVersion: { default: '3.x', versions: ['3.x'] } });
    return { printed: String(log.mock.calls[0]?.[0]), data: fs.readFileSync(path.join(dir, 'node_modules/.cache/repack-type-hovers/3.x.json'), 'utf8') };
  } finally {
    log.mockRestore();
  }
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'type-hovers-store-'));
  store = path.join(tmp, 'store');
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the type hovers store', () => {
  it('computes a version once: the same checkout, and a fresh clone elsewhere, restore it', { timeout: 120_000 }, () => {
    checkout(path.join(tmp, 'first'));
    const first = build(path.join(tmp, 'first'));
    firstNames = namesIn(first.printed);
    expect(firstNames).toBeGreaterThan(0);
    expect(first.data).toContain('countThings');
    expect(build(path.join(tmp, 'first')).printed).toContain('3.x: unchanged');

    checkout(path.join(tmp, 'clone'));
    const clone = build(path.join(tmp, 'clone'));
    expect(clone.printed).toContain('3.x: restored');
    expect(clone.data).toBe(first.data);
  });

  it('computes the data again when a sample changes', { timeout: 120_000 }, () => {
    checkout(path.join(tmp, 'changed'), SAMPLE.replace('countThings(2);', 'countThings(2);\ncountThings(3);'));
    const changed = build(path.join(tmp, 'changed')).printed;
    expect(changed).not.toMatch(/restored|unchanged/);
    expect(namesIn(changed)).toBe(firstNames + 1);
  });
});
