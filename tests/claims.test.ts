import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsProblems, guidePages, importedFragments, pageOfCell, parseClaimsTable, runtimeTestProblems, testTitles } from './claims';

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

describe('the runtime test check', () => {
  const tests = {
    'client-runtime-v9.test.ts': [
      "describe('caching', () => {",
      "  it('downloads once', async () => {});",
      "  it.each(['a.mdx', 'b.mdx'])(\"the forgetChunk of %s retries\", async () => {});",
      '});',
    ].join('\n'),
  };

  it('reads it, it.each and describe titles', () => {
    expect(testTitles(tests['client-runtime-v9.test.ts'])).toEqual(['caching', 'downloads once', 'the forgetChunk of %s retries']);
  });

  it('passes rows that name existing tests and fails rows that name none or a missing one, with file and line', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'runtime-claims-'));
    const table = path.join(dir, 'claims.md');
    fs.writeFileSync(
      table,
      [
        HEADER,
        "| 9.x/a.md | once | holds | tests/client-runtime-v9.test.ts 'downloads once' |",
        "| 9.x/b.md | retry | holds | client-runtime-v9.test.ts \"the forgetChunk of b.mdx retries\" |",
        '| 9.x/c.md | events | holds | tests/client-runtime-v9.test.ts events test |',
        "| 9.x/d.md | gone | holds | tests/client-runtime-v9.test.ts 'downloads twice' |",
        '| 9.x/e.md | no runtime test | holds | ScriptManager.js |',
      ].join('\n'),
    );
    try {
      expect(runtimeTestProblems(table, tests)).toEqual([
        `${table}:5 (9.x/c.md): cites client-runtime-v9.test.ts without naming a test in quotes`,
        `${table}:6 (9.x/d.md): client-runtime-v9.test.ts has no test named "downloads twice"`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.each(versions)('runtime claims of %s', (version) => {
  it('name a runtime test that exists', () => {
    const table = path.join(root, 'tests', 'claims', `${version}.md`);
    const testFiles = Object.fromEntries(
      ['client-runtime-v2.test.ts', 'client-runtime-v3.test.ts'].map((file) => [file, fs.readFileSync(path.join(root, 'tests', file), 'utf8')]),
    );
    expect(runtimeTestProblems(table, testFiles)).toEqual([]);
  });
});
