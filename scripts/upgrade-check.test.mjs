import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compareUpstream, formatComparison, readManifest } from './upgrade-check.mjs';

const folders = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A package folder with `files` (path inside dist → text). */
function packageWith(files) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'upgrade-check-'));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, 'dist', file)), { recursive: true });
    fs.writeFileSync(path.join(root, 'dist', file), text);
  }
  return root;
}

describe('readManifest', () => {
  it('reads the reviewed version and the upstream files of the re-implementations only, with the pieces they also replace, once each', () => {
    const source = [
      "export const RSPRESS_VERSION_REVIEWED = '2.0.22';",
      "export const WRAPS = [{ exports: ['Root'], upstream: 'theme/components/Root/index.js' }];",
      'export const REIMPLEMENTATIONS = [',
      "  { exports: ['Nav'], upstream: 'theme/components/Nav/index.js', alsoReplaces: ['theme/components/NavTitle/index.js', 'theme/components/SocialLinks/index.js'] },",
      "  { exports: ['NavTitle'], upstream: 'theme/components/Nav/index.js' },",
      "  { exports: ['Search'], upstream: 'theme/components/Search/index.js' },",
      '];',
    ].join('\n');
    expect(readManifest(source)).toEqual({
      version: '2.0.22',
      upstream: ['theme/components/Nav/index.js', 'theme/components/Search/index.js', 'theme/components/NavTitle/index.js', 'theme/components/SocialLinks/index.js'],
    });
  });

  it('names the file when the manifest lacks the version', () => {
    expect(() => readManifest('export const REIMPLEMENTATIONS = [];', 'theme/overrides.ts')).toThrow('theme/overrides.ts: no `export const RSPRESS_VERSION_REVIEWED');
  });

  it('reads the real manifest', () => {
    const manifest = readManifest(fs.readFileSync(path.resolve(import.meta.dirname, '..', 'theme', 'overrides.ts'), 'utf8'));
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(manifest.upstream.length).toBeGreaterThan(0);
  });
});

describe('compareUpstream', () => {
  it('tells unchanged, changed (with the lines that changed), added and removed files apart', () => {
    const reviewed = packageWith({ 'a.js': 'one\ntwo\n', 'b.js': 'same\n', 'gone.js': 'x\n' });
    const installed = packageWith({ 'a.js': 'one\nthree\n', 'b.js': 'same\n', 'new.js': 'y\n' });
    const rows = compareUpstream(reviewed, installed, ['a.js', 'b.js', 'gone.js', 'new.js', 'never.js']);
    expect(rows.map((row) => [row.file, row.status])).toEqual([
      ['a.js', 'changed'],
      ['b.js', 'unchanged'],
      ['gone.js', 'removed'],
      ['new.js', 'added'],
      ['never.js', 'missing in both'],
    ]);
    expect(rows[0].diff).toContain('-two\n+three');
    expect(rows[0].diff).toContain('+++ installed/');
  });
});

describe('formatComparison', () => {
  it('lists every file with its status, then the diffs, then what to do', () => {
    const text = formatComparison('2.0.22', '2.0.23', [
      { file: 'a.js', status: 'changed', diff: '-two\n+three\n' },
      { file: 'b.js', status: 'unchanged' },
    ]);
    expect(text.split('\n')).toEqual([
      '@rspress/core: reviewed 2.0.22, installed 2.0.23',
      '',
      'changed         dist/a.js',
      'unchanged       dist/b.js',
      '',
      '-two',
      '+three',
      '',
      '1 of 2 upstream files to review; then set RSPRESS_VERSION_REVIEWED to 2.0.23 in theme/overrides.ts.',
    ]);
  });
});
