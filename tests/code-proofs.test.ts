/**
 * The proof records (docs/<version>/_code-proofs.json) against the pages as they are now: every block the
 * guides harness checks must be proved as written, so a page edited after the last `npm run test:guides`
 * fails here, in seconds, instead of losing its marks quietly.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { versionPageBlocks } from './code-samples';
import { DOCS_VERSIONS } from './guides/fixture-apps';
import { recordProblems, recordProofs, typeCheckUpdates } from './guides/proof-record';

describe.each(DOCS_VERSIONS)('the %s proof record', (version) => {
  it('proves every block the guides harness checks, as the pages show it now', () => {
    expect(recordProblems(version)).toEqual([]);
  });
});

describe('the proof record check', () => {
  const docsRoot = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'code-proofs-')), 'docs');
  afterAll(() => fs.rmSync(path.dirname(docsRoot), { recursive: true, force: true }));
  const write = (file: string, lines: string[]) => {
    fs.mkdirSync(path.dirname(path.join(docsRoot, file)), { recursive: true });
    fs.writeFileSync(path.join(docsRoot, file), lines.join('\n'));
  };
  const gettingStarted = [
    '# Getting started',
    '',
    '```js title="webpack.config.js"',
    "const Repack = require('@callstack/repack');",
    'module.exports = { plugins: [new Repack.RepackPlugin()] };',
    '```',
    '',
    '```ts title="src/a.ts"',
    'export const a = 1;',
    '```',
  ];
  write('3.x/docs/getting-started.mdx', gettingStarted);
  /** What a passing type-check run reports: every block the harness reads, passed. */
  const typeCheckRun = () => ({ checked: versionPageBlocks(docsRoot, '3.x').flatMap(({ blocks }) => blocks.map((block) => ({ block, as: 'file' as const, passed: true }))) });

  it('names the file, line and refreshing command of each block whose text changed, was never proved or was not bundled', () => {
    recordProofs('3.x', typeCheckUpdates('3.x', typeCheckRun(), docsRoot), docsRoot);
    const refresh = 'run `npm run test:guides -- -t 3.x` and commit docs/3.x/_code-proofs.json';
    const builds = 'android development, android production, ios development, ios production';
    expect(recordProblems('3.x', docsRoot)).toEqual([`docs/3.x/docs/getting-started.mdx:3: no ${builds} build of this configuration recorded for 3.x: ${refresh}`]);

    write('3.x/docs/getting-started.mdx', [...gettingStarted.slice(0, 8), 'export const a = 2;', '```', '', '```tsx', 'export {};', '```']);
    expect(recordProblems('3.x', docsRoot)).toEqual([
      `docs/3.x/docs/getting-started.mdx:8: the block changed since its type check was recorded for 3.x: ${refresh}`,
      `docs/3.x/docs/getting-started.mdx:12: the block has no type check recorded for 3.x: ${refresh}`,
      `docs/3.x/docs/getting-started.mdx:3: no ${builds} build of this configuration recorded for 3.x: ${refresh}`,
    ]);
  });

  it('proves a fragment block rendered by several pages only when it passed on each, as part of a file when one page read it so', () => {
    const [, block] = versionPageBlocks(docsRoot, '3.x')[0].blocks;
    const on = (as: 'file' | 'part', passed: boolean) => ({ block, as, passed });
    const proved = (...checks: ReturnType<typeof on>[]) => typeCheckUpdates('3.x', { checked: checks }, docsRoot).map((update) => update.typeChecked);
    expect(proved(on('file', true), on('part', true))).toEqual([{ as: 'part', typescript: expect.stringMatching(/^\d+\.\d+\.\d+/) }]);
    expect(proved(on('file', true), on('file', false))).toEqual([null]);
  });

  it('passes once a run proved them, and a filtered run keeps what others proved', () => {
    recordProofs('3.x', typeCheckUpdates('3.x', typeCheckRun(), docsRoot), docsRoot);
    const [config] = versionPageBlocks(docsRoot, '3.x')[0].blocks;
    const tools = { reactNative: '0.73.11', webpack: '5.111.1', hermes: true };
    const updates = typeCheckUpdates('3.x', { checked: [{ block: config, as: 'file', passed: true }] }, docsRoot);
    for (const build of ['android development', 'android production', 'ios development', 'ios production'] as const) {
      recordProofs('3.x', [{ key: updates[0].key, block: updates[0].block, bundled: { build, passed: true, ...tools } }], docsRoot);
    }
    expect(recordProblems('3.x', docsRoot)).toEqual([]);
  });
});
