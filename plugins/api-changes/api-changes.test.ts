import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_FILE, type ApiModel } from '../typedoc/api-model';
import { generateApiDocs } from '../typedoc/generate';
import type { TypedocEntry } from '../typedoc/types';
import { compileMappings, mappedPath } from '../version-links/targets';
import { apiChangesPlugin, remarkApiMarks } from './index';
import { countChanges, diffApis, renameProblems, type DiffInput, type ModelSide } from './diff';
import { code, pageMarks, renderChangesPage } from './render';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURES = './plugins/api-changes/__fixtures__';
const ENTRIES: TypedocEntry[] = [
  { version: '1.x', out: 'api/demo', package: `${FIXTURES}/demo-v1`, entry: 'index.d.ts', label: '@fixture/changes' },
  { version: '2.x', out: 'api/demo', package: `${FIXTURES}/demo-v2`, entry: 'index.d.ts', label: '@fixture/changes' },
];
// The class's page moved with its rename, as a version's _versions.json says; its method is a declared rename.
const PAGE_MAPPINGS = { '1.x': { '2.x': { '/api/demo/classes/ChunkLoader': '/api/demo/classes/ScriptLoader' } } };
const MEMBER_RENAME = { from: '/api/demo/classes/ChunkLoader#fetchchunk', to: '/api/demo/classes/ScriptLoader#fetchscript', line: 3 };
const RENDER = { fromVersion: '1.x', toVersion: '2.x', defaultVersion: '2.x', pagePath: '/api/changes-from-1x', compared: ['@fixture/changes@1.0.0', '@fixture/changes@2.0.0'] };

let tmp: string;
let docsRoot: string;
let before: ModelSide[];
let after: ModelSide[];

const readSide = (version: string): ModelSide => ({
  route: '/api/demo',
  model: JSON.parse(fs.readFileSync(path.join(docsRoot, version, 'api/demo', MODEL_FILE), 'utf8')) as ApiModel,
});
const mappings = compileMappings(PAGE_MAPPINGS);
const input = (renames = [MEMBER_RENAME]): DiffInput => ({
  before,
  after,
  renames,
  mapPage: (p) => mappedPath(p, '1.x', '2.x', { versions: ['1.x', '2.x'], defaultVersion: '2.x', routes: new Set(), mappings }),
});

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'api-changes-'));
  docsRoot = path.join(tmp, 'docs');
  await generateApiDocs({ entries: ENTRIES, root: ROOT, docsRoot, cacheDir: path.join(tmp, 'cache'), log: () => {} });
  before = [readSide('1.x')];
  after = [readSide('2.x')];
}, 120_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('API model (stored by plugins/typedoc next to the pages)', () => {
  it('lists every symbol with its page, members and declared types', () => {
    const loader = before[0].model.symbols.find((s) => s.name === 'ChunkLoader')!;
    expect(loader.page).toBe('classes/ChunkLoader');
    expect(loader.members.map((m) => [m.name, m.kind])).toEqual([
      ['constructor', 'constructor'],
      ['fetchChunk', 'method'],
    ]);
    const options = after[0].model.symbols.find((s) => s.name === 'LoaderOptions')!;
    expect(options.members).toContainEqual({ name: 'timeout', kind: 'property', type: 'string | number', optional: true });
    expect(before[0].model.symbols.find((s) => s.name === 'formatId')!.type).toBe('(id: string) => string');
    expect(before[0].model).toMatchObject({ label: '@fixture/changes', packageName: '@fixture/changes', packageVersion: '1.0.0' });
  });
});

describe('diffApis', () => {
  it('finds the removed, added, renamed and changed symbols, and leaves the unchanged out', () => {
    const { changes, unchanged } = diffApis(input());
    const summary = changes.map((c) => [c.change, c.before?.name, c.after?.name]);
    expect(summary).toEqual([
      ['renamed', 'ChunkLoader', 'ScriptLoader'],
      ['removed', 'legacyHelper', undefined],
      ['changed', 'LoaderOptions', 'LoaderOptions'],
      ['added', undefined, 'newHelper'],
    ]);
    expect(unchanged.map((u) => [u.before.path, u.after.path])).toEqual([['/api/demo/functions/formatId', '/api/demo/functions/formatId']]);
    expect(countChanges(changes).get('@fixture/changes')).toEqual({ removed: 1, added: 1, renamed: 1, changed: 1 });
  });

  it('follows declared member renames and reports members added, removed and retyped', () => {
    const { changes } = diffApis(input());
    const loader = changes.find((c) => c.id === 'fixture-changes-chunkloader')!;
    expect(loader.members).toContainEqual({ change: 'renamed', name: 'fetchChunk', to: 'fetchScript', kind: 'method' });
    const options = changes.find((c) => c.id === 'fixture-changes-loaderoptions')!;
    expect(options.members).toEqual([
      { change: 'changed', name: 'timeout', kind: 'property', before: 'optional number', after: 'optional string | number' },
      { change: 'removed', name: 'verbose', kind: 'property' },
      { change: 'added', name: 'logLevel', kind: 'property' },
    ]);
    // Without the declaration, the method is one removed and one added member.
    const undeclared = diffApis(input([])).changes.find((c) => c.id === 'fixture-changes-chunkloader')!;
    expect(undeclared.members.map((m) => `${m.change} ${m.name}`)).toEqual(['removed fetchChunk', 'added fetchScript']);
  });

  it('rejects declared renames that no longer match the models, with their line', () => {
    expect(renameProblems(input())).toEqual([]);
    const stale = [
      { from: '/api/demo/classes/ChunkLoader#fetchchunk', to: '/api/demo/classes/ScriptLoader#loadscript', line: 4 },
      { from: '/api/demo/functions/formatId', to: '/api/demo/functions/newHelper', line: 5 },
      { from: '/api/demo/functions/gone', to: '/api/demo/functions/newHelper', line: 6 },
    ];
    expect(renameProblems(input(stale)).map((p) => `${p.line}: ${p.message}`)).toEqual([
      '4: "/api/demo/classes/ChunkLoader#fetchchunk" → "/api/demo/classes/ScriptLoader#loadscript": ScriptLoader has no member "loadscript" in the new version',
      '5: "/api/demo/functions/formatId" → "/api/demo/functions/newHelper": formatId still exists in the new version (/api/demo/functions/formatId)',
      '6: "/api/demo/functions/gone" → "/api/demo/functions/newHelper": /api/demo/functions/gone is not a symbol of the old version',
    ]);
  });
});

describe('changes page and marks', () => {
  it('lists each entry under its package and kind, with an anchor and links to both versions', () => {
    const page = renderChangesPage(diffApis(input()), RENDER);
    expect(page).toContain('| [`@fixture/changes`](#fixture-changes) | 1 | 1 | 1 | 1 |');
    expect(page).toContain('### Classes {#fixture-changes-classes}');
    expect(page).toContain(
      '| <span id="fixture-changes-chunkloader"></span>Renamed or moved | [`ChunkLoader`](/1.x/api/demo/classes/ChunkLoader) | [`ScriptLoader`](/api/demo/classes/ScriptLoader) | Renamed from `ChunkLoader` to `ScriptLoader`. Renamed: `fetchChunk` → `fetchScript`. |',
    );
    expect(page).toContain('Changed: `timeout` from `optional number` to `optional string \\| number`.');
  });

  it('marks the new pages "New in" or "Changed since" and the old ones "In <new version>", each linking to its entry', () => {
    const marks = pageMarks(diffApis(input()), RENDER);
    const of = (version: string, p: string) => marks.filter((m) => m.version === version && m.path === p).map((m) => m.markdown);
    expect(of('2.x', '/api/demo/classes/ScriptLoader')).toEqual([
      '**Changed since 1.x:** renamed from [`ChunkLoader`](/1.x/api/demo/classes/ChunkLoader); members: 1 renamed ([what changed](/api/changes-from-1x#fixture-changes-chunkloader)).',
    ]);
    expect(of('1.x', '/api/demo/classes/ChunkLoader')).toEqual(['**In 2.x:** [`ScriptLoader`](/api/demo/classes/ScriptLoader), renamed ([what changed](/api/changes-from-1x#fixture-changes-chunkloader)).']);
    expect(of('2.x', '/api/demo/functions/newHelper')).toEqual(['**New in 2.x:** not in 1.x (see [the API changes from 1.x](/api/changes-from-1x#fixture-changes-newhelper)).']);
    expect(of('1.x', '/api/demo/functions/legacyHelper')).toEqual(['**In 2.x:** removed (see [the API changes from 1.x](/api/changes-from-1x#fixture-changes-legacyhelper)).']);
    expect(of('1.x', '/api/demo/functions/formatId')).toEqual(['**In 2.x:** [`formatId`](/api/demo/functions/formatId), unchanged.']);
    expect(of('2.x', '/api/demo/functions/formatId')).toEqual([]);
  });

  it('puts a mark right under the page title', () => {
    const file = path.join(docsRoot, '2.x/api/demo/functions/newHelper.md');
    const processor = unified()
      .use(remarkParse)
      .use(remarkApiMarks(new Map([[file, '**New in 2.x:** see [the entry](/api/changes-from-1x#x).']])))
      .use(remarkStringify);
    const out = String(processor.processSync({ path: file, value: '# newHelper\n\nDefined in a file.\n' }));
    expect(out).toBe('# newHelper\n\n**New in 2.x:** see [the entry](/api/changes-from-1x#x).\n\nDefined in a file.\n');
    expect(String(processor.processSync({ path: path.join(docsRoot, 'other.md'), value: '# Other\n' }))).toBe('# Other\n');
  });

  it('escapes what would break a table cell or a code span', () => {
    expect(code('a | b')).toBe('`a \\| b`');
    expect(code('`x` or\n y')).toBe('`` `x` or y ``');
  });
});

describe('apiChangesPlugin', () => {
  const configure = (renames: object) => {
    fs.writeFileSync(path.join(docsRoot, '1.x/_versions.json'), JSON.stringify(PAGE_MAPPINGS['1.x'], null, 2));
    const renamesFile = path.join(tmp, '_api-renames.json');
    fs.writeFileSync(renamesFile, JSON.stringify({ $comment: 'test', '2.x': renames }, null, 2));
    const plugin = apiChangesPlugin({ from: '1.x', to: '2.x', entries: ENTRIES, renames: renamesFile, page: 'api/changes-from-1x' });
    const config = { root: docsRoot, multiVersion: { default: '2.x', versions: ['1.x', '2.x'] }, markdown: { link: { checkAnchors: true } } };
    return { renamesFile, run: () => plugin.config!(config as never, {} as never, false) as ReturnType<NonNullable<typeof plugin.config>> };
  };

  it('writes the changes page, adds the marks and lets the anchor check through its entries', async () => {
    const { run } = configure({ [MEMBER_RENAME.from]: MEMBER_RENAME.to });
    const config = (await run()) as { markdown: { remarkPlugins: unknown[]; link: { checkAnchors: { excludes: (url: string) => boolean } } } };
    const page = fs.readFileSync(path.join(docsRoot, '2.x/api/changes-from-1x.md'), 'utf8');
    expect(page).toContain('<span id="fixture-changes-chunkloader"></span>Renamed or moved');
    expect(config.markdown.remarkPlugins).toHaveLength(1);
    const excludes = config.markdown.link.checkAnchors.excludes;
    expect(excludes('/api/changes-from-1x#fixture-changes-chunkloader')).toBe(true);
    expect(excludes('/api/changes-from-1x#fixture-changes-nothing')).toBe(false);
    expect(excludes('/api/demo/classes/ScriptLoader#fixture-changes-chunkloader')).toBe(false);
  });

  it('fails the build on a declared rename that no longer matches, naming the file and line', async () => {
    const { renamesFile, run } = configure({ [MEMBER_RENAME.from]: MEMBER_RENAME.to, '/api/demo/classes/ChunkLoader#fetchchunk2': '/api/demo/classes/ScriptLoader#fetchscript' });
    const name = path.relative(process.cwd(), renamesFile);
    await expect(async () => run()).rejects.toThrow(`${name}:5: "/api/demo/classes/ChunkLoader#fetchchunk2" → "/api/demo/classes/ScriptLoader#fetchscript": ChunkLoader has no member "fetchchunk2" in the old version`);
  });
});
