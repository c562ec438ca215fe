import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SourceMapGenerator } from 'source-map-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_VERSIONS, installFixtureApp } from './fixture-apps';
import { compileWithHermes, hermescCounts, hermescOf, isHermesBytecode } from './hermes';

describe.each(DOCS_VERSIONS)('hermesc of the %s fixture app', (version) => {
  let hermesc: string;
  let dir: string;

  beforeAll(async () => {
    hermesc = hermescOf(await installFixtureApp(version));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hermes-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('compiles the syntax Babel leaves in a bundle and leaves no bytecode file behind', async () => {
    const bundle = path.join(dir, 'ok.bundle');
    fs.writeFileSync(bundle, 'var add = (a, b = 1) => a + b; const sum = `${add(1)}`; globalThis.sum = sum;\n');
    await compileWithHermes(hermesc, bundle, 'docs/x.mdx:3 (android, production)');
    expect(fs.existsSync(`${bundle}.hbc`)).toBe(false);
  });

  it('rejects a class with the page, hermesc message and the module the source map names', async () => {
    const bundle = path.join(dir, 'index.android.bundle');
    fs.writeFileSync(bundle, 'var a=1;class AbortSignal{}\n');
    const map = new SourceMapGenerator({ file: 'index.android.bundle' });
    map.addMapping({
      generated: { line: 1, column: 8 },
      original: { line: 15, column: 0 },
      source: 'webpack:///../node_modules/abort-controller/dist/abort-controller.js',
    });
    fs.writeFileSync(`${bundle}.map`, map.toString());
    const failure = compileWithHermes(hermesc, bundle, 'docs/2.x/docs/getting-started.mdx:44 (android, production)', `${bundle}.map`);
    await expect(failure).rejects.toThrow(/^docs\/2\.x\/docs\/getting-started\.mdx:44 \(android, production\): hermesc rejects index\.android\.bundle/);
    await expect(failure).rejects.toThrow('index.android.bundle:1:9: error: invalid statement encountered.');
    await expect(failure).rejects.toThrow('comes from node_modules/abort-controller/dist/abort-controller.js:15:1');
  });

  it('compiles the same bytes once, and rejects bad bytes every time', async () => {
    const code = `globalThis.same = ${JSON.stringify(version)};\n`;
    const [first, second] = ['first.bundle', 'second.bundle'].map((name) => path.join(dir, name));
    fs.writeFileSync(first, code);
    fs.writeFileSync(second, code);
    const before = { ...hermescCounts };
    await compileWithHermes(hermesc, first, 'first');
    await compileWithHermes(hermesc, second, 'second');
    expect(hermescCounts).toEqual({ runs: before.runs + 1, reused: before.reused + 1 });

    const bad = path.join(dir, 'bad.bundle');
    fs.writeFileSync(bad, 'class {\n');
    for (const attempt of ['once', 'twice']) {
      await expect(compileWithHermes(hermesc, bad, attempt)).rejects.toThrow(`${attempt}: hermesc rejects bad.bundle`);
    }
    expect(hermescCounts.runs).toBe(before.runs + 3);
  });

  it('recognises the bytecode it writes', async () => {
    const source = path.join(dir, 'chunk.bundle');
    fs.writeFileSync(source, 'globalThis.chunk = 1;\n');
    expect(isHermesBytecode(source)).toBe(false);
    execFileSync(hermesc, ['-emit-binary', '-out', `${source}.hbc`, source]);
    expect(isHermesBytecode(`${source}.hbc`)).toBe(true);
  });
});
