import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  citesRuntime,
  claimsProblems,
  guidePages,
  importedFragments,
  pageOfCell,
  parseClaimsTable,
  runtimeSources,
  runtimeTestProblems,
  testTitles,
} from './claims';
import { PACKAGE_DIRS } from './client-runtime';

const root = path.resolve(__dirname, '..');
const docsRoot = path.join(root, 'docs');
const versions = fs.readdirSync(docsRoot).filter((name) => /^\d+\.x$/.test(name));

const HEADER = '| page | claim | verdict | evidence |\n| --- | --- | --- | --- |';

describe('the review table parser', () => {
  it('reads rows, escaped pipes and several tables, and skips tables with other headers', () => {
    const source = [
      '# Review',
      HEADER,
      '| 2.x/index.md | Card says `a \\| b` | holds | repack-v2/README.md |',
      '',
      '| page | old | new |',
      '| --- | --- | --- |',
      '| 2.x/index.md | x | y |',
      '',
      HEADER,
      '| `_shared/svg.mdx` (2.x) | Title is webpack.config.js | fixed | was webpack.config.mjs |',
    ].join('\n');
    const table = parseClaimsTable('claims.md', source);
    expect(table.problems).toEqual([]);
    expect(table.rows.map(({ page, claim, verdict, line }) => [page, claim, verdict, line])).toEqual([
      ['2.x/index.md', 'Card says `a | b`', 'holds', 4],
      ['`_shared/svg.mdx` (2.x)', 'Title is webpack.config.js', 'fixed', 12],
    ]);
  });

  it('names file, line and page for a wrong cell count, verdict or empty evidence', () => {
    const source = [
      HEADER,
      '| 2.x/a.md | claim | holds |',
      '| 2.x/b.md | claim | ok | evidence |',
      '| 2.x/c.md | claim | removed |  |',
    ].join('\n');
    expect(parseClaimsTable('t.md', source).problems).toEqual([
      't.md:3: expected 4 cells (page, claim, verdict, evidence), found 3',
      't.md:4 (2.x/b.md): verdict "ok" is not one of holds, fixed, rewritten, removed',
      't.md:5 (2.x/c.md): the evidence cell is empty',
    ]);
  });

  it('rejects a file without a claims table and a header without its separator', () => {
    expect(parseClaimsTable('t.md', '# Nothing yet').problems).toEqual([
      't.md: no | page | claim | verdict | evidence | table found',
    ]);
    expect(parseClaimsTable('t.md', '| page | claim | verdict | evidence |\n| 2.x/a.md | c | holds | e |').problems).toEqual([
      't.md:2: the table header must be followed by a separator row of 4 cells',
    ]);
  });

  it('reads the page of a cell with code marks and a version note', () => {
    expect(pageOfCell('`_shared/x.mdx` (3.x)')).toEqual({ page: '_shared/x.mdx', version: '3.x' });
    expect(pageOfCell('2.x/docs/about.mdx')).toEqual({ page: '2.x/docs/about.mdx', version: undefined });
  });
});

describe('the coverage check', () => {
  let fixture: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };

  beforeAll(() => {
    fixture = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-'));
    write('docs/9.x/index.md', '# Home');
    write('docs/9.x/api/about.md', '# About the API');
    write('docs/9.x/api/node/classes/Plugin.md', '# Generated');
    write('docs/9.x/docs/guide.mdx', "import Part from '../../_shared/part.mdx';\n\n# Guide\n\n<Part />");
    write('docs/_shared/part.mdx', "import Inner from './inner.mdx';\n\nText <Inner />");
    write('docs/_shared/inner.mdx', 'Inner text');
    write('docs/_shared/unused.mdx', 'Nobody imports me');
  });

  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));

  it('lists guide pages without the generated API folders, and fragments imported directly or through fragments', () => {
    const docs = path.join(fixture, 'docs');
    expect(guidePages(docs, '9.x')).toEqual(['9.x/api/about.md', '9.x/docs/guide.mdx', '9.x/index.md']);
    expect(importedFragments(docs, '9.x')).toEqual(['_shared/inner.mdx', '_shared/part.mdx']);
  });

  it('passes when every page and imported fragment has a row', () => {
    write(
      'claims/9.x.md',
      [
        HEADER,
        '| 9.x/index.md | a | holds | e |',
        '| 9.x/api/about.md | a | holds | e |',
        '| 9.x/docs/guide.mdx | a | fixed | e |',
        '| _shared/part.mdx | a | holds | e |',
        '| _shared/inner.mdx (9.x) | a | rewritten | e |',
      ].join('\n'),
    );
    expect(claimsProblems(path.join(fixture, 'docs'), '9.x', path.join(fixture, 'claims/9.x.md'))).toEqual([]);
  });

  it('names unreviewed pages and rows for pages that are gone or belong elsewhere', () => {
    const table = path.join(fixture, 'claims/9.x.md');
    write(
      'claims/9.x.md',
      [
        HEADER,
        '| 9.x/index.md | a | holds | e |',
        '| 9.x/docs/old-guide.mdx | a | holds | e |',
        '| _shared/unused.mdx | a | holds | e |',
        '| _shared/part.mdx (8.x) | a | holds | e |',
      ].join('\n'),
    );
    expect(claimsProblems(path.join(fixture, 'docs'), '9.x', table)).toEqual([
      `${table}:4: 9.x/docs/old-guide.mdx is not a guide page of 9.x (moved, renamed or deleted?)`,
      `${table}:5: _shared/unused.mdx is not a fragment that 9.x pages import (moved, renamed or no longer used?)`,
      `${table}:6: row for _shared/part.mdx is marked (8.x) but sits in the 9.x table`,
      `9.x/api/about.md: no row in ${table}; review the page and add its claims`,
      `9.x/docs/guide.mdx: no row in ${table}; review the page and add its claims`,
      `_shared/inner.mdx: no row in ${table}; review the page and add its claims`,
      `_shared/part.mdx: no row in ${table}; review the page and add its claims`,
    ]);
  });

  it('reports a missing table file', () => {
    const table = path.join(fixture, 'claims/7.x.md');
    expect(claimsProblems(path.join(fixture, 'docs'), '7.x', table)).toEqual([`${table}: missing review table for 7.x`]);
  });
});

describe.each(versions)('review table of %s', (version) => {
  it('has a well-formed row for every guide page and every shared fragment its pages import', () => {
    const table = path.join(root, 'tests', 'claims', `${version}.md`);
    expect(claimsProblems(docsRoot, version, table)).toEqual([]);
  });
});

describe('the runtime claim check', () => {
  const tests = {
    'client-runtime-v9.test.ts': [
      "describe('caching', () => {",
      "  it('downloads once', async () => {});",
      "  it.each(['a.mdx', 'b.mdx'])(\"the forgetChunk of %s retries\", async () => {});",
      '});',
    ].join('\n'),
    'client-runtime-v8.test.ts': "it('downloads twice', async () => {});",
  };
  const sources = { names: ['Chunk', 'ChunkManager', 'ChunkManagerBackend', 'RemoteChunkLoader'], folders: ['client/api/', 'ios/'] };

  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-claims-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const problemsOf = (rows: string[]) => {
    const table = path.join(dir, 'claims.md');
    fs.writeFileSync(table, [HEADER, ...rows].join('\n'));
    return { table, problems: runtimeTestProblems(table, { files: tests, proving: ['client-runtime-v9.test.ts'] }, sources) };
  };

  it('reads it, it.each and describe titles', () => {
    expect(testTitles(tests['client-runtime-v9.test.ts'])).toEqual(['caching', 'downloads once', 'the forgetChunk of %s retries']);
  });

  it('reads the runtime names and folders from a package: client modules and native sources, without index, types or dev-only helpers', () => {
    const pkg = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-package-'));
    try {
      for (const file of [
        'dist/client/api/ChunkManagerBackend.js',
        'dist/client/api/ChunkManagerBackend.d.ts',
        'dist/client/api/index.js',
        'dist/client/api/types.js',
        'dist/client/setup/modules/DevServerClient.js',
        'ios/ChunkManager.mm',
        'ios/ChunkManager.h',
        'android/src/main/java/com/callstack/repack/RemoteChunkLoader.kt',
      ]) {
        fs.mkdirSync(path.dirname(path.join(pkg, file)), { recursive: true });
        fs.writeFileSync(path.join(pkg, file), '');
      }
      expect(runtimeSources([pkg])).toEqual({
        names: ['ChunkManager', 'ChunkManagerBackend', 'RemoteChunkLoader'],
        folders: ['android/src/main/java/com/callstack/repack/', 'client/api/', 'client/setup/', 'ios/'],
      });
    } finally {
      fs.rmSync(pkg, { recursive: true, force: true });
    }
  });

  it.each([
    ['a runtime file', 'repack-v2/dist/client/api/ChunkManagerBackend.js:122', true],
    ['a native file of the runtime', 'repack-v2/ios/ChunkManager.mm:170', true],
    ['a shortened path to a runtime file', 'repack-v2/android/…/RemoteChunkLoader.kt:49-53', true],
    ['the runtime source at a tag', 'v2.5.2:packages/repack/src/client/api/Chunk.ts fromRemote', true],
    ['a member of a runtime class', 'Chunk.fromRemote applies the file name function', true],
    ['a bare class name', 'android RemoteChunkLoader posts the body only for POST', true],
    ['a declaration file', 'repack-v2/dist/client/api/ChunkManagerBackend.d.ts', false],
    ['a same-named file of another package', 'webpack@5.111.1 lib/Chunk.js getAllInitialChunks', false],
    ['no runtime code', 'repack-v2/dist/webpack/plugins/OutputPlugin.js:127', false],
    ["React Native's native code", 'react-native ReactAndroid BlobModule.java:72', false],
  ])('counts %s as runtime evidence: %s → %s', (_kind, evidence, expected) => {
    expect(citesRuntime(evidence, sources)).toBe(expected);
  });

  it('passes runtime claims that name an existing test of the version or give a reason, and fails the others with file and line', () => {
    const { table, problems } = problemsOf([
      "| 9.x/a.md | once | holds | ChunkManagerBackend.js; tests/client-runtime-v9.test.ts 'downloads once' |",
      '| 9.x/b.md | retry | fixed | ChunkManagerBackend.js; client-runtime-v9.test.ts "the forgetChunk of b.mdx retries" |',
      '| 9.x/c.md | events | holds | ChunkManagerBackend.js; tests/client-runtime-v9.test.ts events test |',
      "| 9.x/d.md | gone | holds | tests/client-runtime-v9.test.ts 'downloads thrice' |",
      '| 9.x/e.md | not a runtime claim | holds | OutputPlugin.js |',
      '| 9.x/f.md | stores the body as text | holds | android RemoteChunkLoader.kt:49 |',
      "| 9.x/g.md | other version's test | holds | ChunkManager.mm; tests/client-runtime-v8.test.ts 'downloads twice' |",
      '| 9.x/h.md | a fatal error | fixed | ChunkManager.mm; no runtime test: the doubles do not model React Native |',
      '| 9.x/i.md | bare exemption | rewritten | ChunkManager.mm; no runtime test: none |',
      '| 9.x/j.md | dropped claim | removed | ChunkManager.mm |',
    ]);
    const untested = 'a runtime claim (its evidence cites code that runs on the device) names no runtime test of client-runtime-v9.test.ts';
    expect(problems).toEqual([
      `${table}:5 (9.x/c.md): cites client-runtime-v9.test.ts without naming a test in quotes`,
      `${table}:5 (9.x/c.md): ${untested}; cite one in quotes, or write "no runtime test: <why no test can prove it>"`,
      `${table}:6 (9.x/d.md): client-runtime-v9.test.ts has no test named "downloads thrice"`,
      `${table}:8 (9.x/f.md): ${untested}; cite one in quotes, or write "no runtime test: <why no test can prove it>"`,
      `${table}:9 (9.x/g.md): ${untested}; cite one in quotes, or write "no runtime test: <why no test can prove it>"`,
      `${table}:11 (9.x/i.md): "no runtime test:" needs a reason of a few words`,
    ]);
  });
});

/** The guides harness's files that declare tests: its `*.test.ts` and the shared builds they run (`bundle.ts`). */
const guideTestFiles = fs
  .readdirSync(path.join(root, 'tests', 'guides'))
  .filter((file) => file.endsWith('.ts') && /^\s*it(\.each\([^)]*\))?\(/m.test(fs.readFileSync(path.join(root, 'tests', 'guides', file), 'utf8')));
const runtimeTestFiles = Object.fromEntries(
  [
    ...['client-runtime-v2.test.ts', 'client-runtime-v3.test.ts'].map((file) => [file, path.join(root, 'tests', file)]),
    ...guideTestFiles.map((file) => [`tests/guides/${file}`, path.join(root, 'tests', 'guides', file)]),
  ].map(([name, file]) => [name, fs.readFileSync(file, 'utf8')]),
);
const sources = runtimeSources(Object.values(PACKAGE_DIRS));

describe.each(versions)('runtime claims of %s', (version) => {
  it('name a runtime test that exists, of this version or of the guides harness, or say why none can prove them', () => {
    const table = path.join(root, 'tests', 'claims', `${version}.md`);
    const proving = [`client-runtime-v${version[0]}.test.ts`, ...guideTestFiles.map((file) => `tests/guides/${file}`)];
    expect(runtimeTestProblems(table, { files: runtimeTestFiles, proving }, sources)).toEqual([]);
  });
});
