import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile, evaluate } from '@mdx-js/mdx';
import { createElement } from 'react';
import remarkGfm from 'remark-gfm';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODEL_FILE } from './api-model';
import { cacheKey, MARKER_FILE, readDir, sourceHash } from './cache';
import { DEFAULT_CACHE_DIR, GENERATOR_DIR, GENERATOR_IMPORTS, generateApiDocs, memberAnchors, validateEntries } from './generate';
import { withMemberAnchors } from './index';
import { anchorIds, collectLinks, escapeMdx, escapeProse, memberAnchorIds, splitCode, withUniqueMemberAnchors } from './markdown';
import { GENERATED_FRONTMATTER, relocate } from './postprocess';
import { matchingLine } from './source-links';
import { markMemberTables, markNameCell, tableCells } from './tables';
import type { TypedocEntry } from './types';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const FIXTURE = './plugins/typedoc/__fixtures__/demo-pkg';

const SOURCE = { repo: 'example/demo', tag: 'demo@{version}', directory: 'packages/demo' };
const ENTRIES: TypedocEntry[] = [
  { version: '1.x', out: 'api/demo', package: FIXTURE, entry: 'index.d.ts', label: '@fixture/demo', source: SOURCE },
  { version: '1.x', out: 'api/demo/sub', package: FIXTURE, entry: 'sub.d.ts', label: '@fixture/demo/sub' },
];

let tmp: string;
let docsRoot: string;
let cacheDir: string;
let outDir: string;
const logs: string[] = [];

const run = (extra: Partial<Parameters<typeof generateApiDocs>[0]> = {}) =>
  generateApiDocs({ entries: ENTRIES, root: ROOT, docsRoot, cacheDir, log: (m) => logs.push(m), ...extra });

const read = (rel: string) => fs.readFileSync(path.join(outDir, rel), 'utf8');
const pages = () => [...readDir(outDir, ['sub']).keys()].filter((f) => f.endsWith('.md')).sort();

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'repack-typedoc-test-'));
  docsRoot = path.join(tmp, 'docs');
  cacheDir = path.join(tmp, 'cache');
  outDir = path.join(docsRoot, '1.x/api/demo');
  const results = await run();
  expect(results.map((r) => r.status)).toEqual(['generated', 'generated']);
}, 60_000);

afterAll(() => {
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('markdown helpers', () => {
  it('splits code from prose without losing text', () => {
    const md = 'a `<T>` b\n\n```ts\nconst x = <T>{};\n```\n\nc ``x ` y`` d `unclosed';
    const segments = splitCode(md);
    expect(segments.map((s) => s.text).join('')).toBe(md);
    expect(segments.filter((s) => s.code).map((s) => s.text)).toEqual(['`<T>`', '```ts\nconst x = <T>{};\n```\n', '``x ` y``']);
  });

  it('escapes JSX-like prose, keeps code and existing escapes', () => {
    expect(escapeProse('Array<T> and {a} and \\<b\\>')).toBe('Array\\<T> and \\{a\\} and \\<b\\>');
    expect(escapeProse('see <https://x.dev/a_b>')).toBe('see [https://x.dev/a\\_b](https://x.dev/a_b)');
    expect(escapeMdx('x <div> `y <z> {w}`\n```\n<A b={c} />\n```\n')).toBe('x \\<div> `y <z> {w}`\n```\n<A b={c} />\n```\n');
  });

  it('computes anchors like Rspress (github-slugger, duplicates numbered)', () => {
    const ids = anchorIds('# T\n\n## Parameters\n\n### `apply()`\n\n## Parameters\n\n### SHARED\\_REACT\n\n```\n# not a heading\n```\n');
    expect([...ids]).toEqual(['t', 'parameters', 'apply', 'parameters-1', 'shared_react']);
  });

  it('relocates function-typed variables unless the name is taken', () => {
    const { moves, warnings } = relocate([
      { url: 'variables/a.md', contents: '', name: 'a', summary: '', functionVariable: true },
      { url: 'variables/b.md', contents: '', name: 'b', summary: '', functionVariable: true },
      { url: 'functions/b.md', contents: '', name: 'b', summary: '' },
      { url: 'variables/c.md', contents: '', name: 'c', summary: '' },
    ]);
    expect([...moves]).toEqual([['variables/a.md', 'functions/a.md']]);
    expect(warnings).toHaveLength(1);
  });

  it('keeps the member anchors of tables as HTML (a span: the theme makes every a a link) and finds them as link targets', () => {
    const md = '| Property | Type |\n| :-- | :-- |\n| <a id="size"></a> `size?` | `number` |\n\n`<a id="code"></a>` \\<a id="escaped"></a>\n';
    const escaped = escapeMdx(md);
    // the anchor in prose becomes a span; in code it stays as written; an escaped one is text, its closing tag too
    expect(escaped).toBe(md.replace('| <a id="size"></a>', '| <span id="size"></span>').replace('escaped"></a>', 'escaped">\\</a>'));
    expect(escapeProse('<a id="x" onclick="y"></a>')).toBe('\\<a id="x" onclick="y">\\</a>');
    expect(memberAnchorIds(escaped)).toEqual(['size']);
    expect([...anchorIds(`## Properties\n\n${escaped}`)]).toEqual(['properties', 'size']);
  });

  it('gives a member anchor that repeats a heading id its own id, and leaves the others', () => {
    const md = '# Command\n\n## Properties\n\n| Property | Type |\n| :-- | :-- |\n| <span id="command"></span> `command` | `string` |\n| <span id="params"></span> `params` | `string[]` |\n\n`<span id="command"></span>`\n';
    const unique = withUniqueMemberAnchors(md);
    expect(memberAnchorIds(unique)).toEqual(['command-member', 'params']);
    expect(unique).toContain('`<span id="command"></span>`');
    expect([...anchorIds(unique)]).toEqual(['command', 'properties', 'command-member', 'params']);
    expect(withUniqueMemberAnchors('## Properties\n\n| <span id="size"></span> `size` |\n')).toBe('## Properties\n\n| <span id="size"></span> `size` |\n');
  });

  it('marks member table names optional or required, keeps only declared defaults and drops a leading union bar', () => {
    expect(tableCells('| <span id="a"></span> `a?` | `string` \\| `number` | x |')).toEqual(['<span id="a"></span> `a?`', '`string` \\| `number`', 'x']);
    expect(markNameCell('<span id="a"></span> `a?`')).toBe('<span id="a"></span> `a` <small>optional</small>');
    expect(markNameCell('...`rest`')).toBe('...`rest` <small>required</small>');
    expect(markNameCell('~~`old?`~~')).toBe('~~`old`~~ <small>optional</small>');
    expect(markNameCell('plain text')).toBe('plain text');
    const table = [
      '| Parameter | Type | Default value | Description |',
      '| :------ | :------ | :------ | :------ |',
      '| `a` | \\| `boolean` \\| `string` | `undefined` | First. |',
      '| `b?` | `number` | `2` | - |',
      '',
      '| Name | Description |',
      '| :-- | :-- |',
      '| `index?` | Not a member table: no Type column. |',
      '',
    ].join('\n');
    expect(markMemberTables(table)).toBe(
      [
        '| Parameter | Type | Default value | Description |',
        '| :------ | :------ | :------ | :------ |',
        '| `a` <small>required</small> | `boolean` \\| `string` | - | First. |',
        '| `b` <small>optional</small> | `number` | `2` | - |',
        '',
        '| Name | Description |',
        '| :-- | :-- |',
        '| `index?` | Not a member table: no Type column. |',
        '',
      ].join('\n'),
    );
    // code blocks are left alone
    const fenced = '```md\n| Property | Type |\n| :-- | :-- |\n| `a?` | `b` |\n```\n';
    expect(markMemberTables(fenced)).toBe(fenced);
  });

  it('matches a declaration to its source line only when it can be told apart', () => {
    expect(matchingLine([7], [3], 3)).toBe(7);
    // declared twice in both files: by position
    expect(matchingLine([10, 40], [5, 20], 20)).toBe(40);
    // counts differ, or the line is not one of the declarations: no link
    expect(matchingLine([10, 40, 60], [5, 20], 20)).toBeUndefined();
    expect(matchingLine([10, 40], [5, 20], 6)).toBeUndefined();
    expect(matchingLine([], [5], 5)).toBeUndefined();
  });

  it('lets Rspress anchor links to table members through, and nothing else', () => {
    const known = new Map([['BoxOptions', new Set(['size'])]]);
    const excludes = withMemberAnchors({ excludes: ['/kept#x'] }, known);
    expect(excludes('/api/demo/interfaces/BoxOptions#size')).toBe(true);
    expect(excludes('../api/demo/interfaces/BoxOptions.md#size')).toBe(true);
    expect(excludes('./BoxOptions#size')).toBe(true);
    expect(excludes('/api/demo/interfaces/BoxOptions#missing')).toBe(false);
    expect(excludes('/api/demo/interfaces/BoxOptions')).toBe(false);
    expect(excludes('/kept#x')).toBe(true);
    expect(withMemberAnchors(true, known)('/guide#intro')).toBe(false);
  });

  it('rejects entries that would overwrite each other', () => {
    expect(() => validateEntries([ENTRIES[0], { ...ENTRIES[0] }])).toThrow(/two entries/);
    expect(() => validateEntries([ENTRIES[0], { ...ENTRIES[1], out: 'api/demo/classes' }])).toThrow(/collides/);
    expect(() => validateEntries([{ ...ENTRIES[0], out: '../x' }])).toThrow(/inside/);
    expect(() => validateEntries([{ ...ENTRIES[0], source: { ...SOURCE, repo: 'https://github.com/x' } }])).toThrow(/owner\/name/);
    expect(() => validateEntries([{ ...ENTRIES[0], source: { ...SOURCE, directory: '../up' } }])).toThrow(/folder of the repository/);
  });
});

describe('generated output for the fixture', () => {
  it('lays pages out by kind with the symbol name as file name', () => {
    expect(pages()).toEqual([
      'classes/Box.md',
      'enums/Color.md',
      'functions/Tools.helper.md',
      'functions/Tools.shout.md',
      'functions/toUpper.md',
      'functions/transform.md',
      'index.md',
      'interfaces/BoxOptions.md',
      'interfaces/Linker.md',
      'modules/Tools.md',
      'types/Mapper.md',
      'variables/Tools.LIMIT.md',
      'variables/VERSION.md',
    ]);
    // the nested entry has its own folder (and API model, read by plugins/api-changes), untouched by the parent's
    expect(fs.readdirSync(path.join(outDir, 'sub')).sort()).toEqual([MODEL_FILE, MARKER_FILE, '_meta.json', 'functions', 'index.md']);
  });

  it('titles pages with the (qualified) symbol name only, after frontmatter turning the edit link off', () => {
    const firstLineAfterFrontmatter = (page: string) => {
      const text = read(page);
      expect(text.startsWith(GENERATED_FRONTMATTER), page).toBe(true);
      return text.slice(GENERATED_FRONTMATTER.length).split('\n')[0];
    };
    for (const page of pages()) {
      if (page === 'index.md') continue;
      expect(firstLineAfterFrontmatter(page)).toBe(`# ${path.posix.basename(page, '.md')}`);
    }
    expect(firstLineAfterFrontmatter('index.md')).toBe('# @fixture/demo');
  });

  it('writes Rspress sidebar files per package and per kind', () => {
    expect(JSON.parse(read('_meta.json'))).toEqual(
      ['Classes', 'Functions', 'Interfaces', 'Types', 'Variables', 'Enums', 'Modules'].map((label) => ({
        type: 'dir',
        name: label === 'Types' ? 'types' : label.toLowerCase(),
        label,
        collapsible: true,
        collapsed: false,
      })),
    );
    expect(JSON.parse(read('functions/_meta.json'))).toEqual([
      { type: 'file', name: 'Tools.helper', label: 'Tools.helper' },
      { type: 'file', name: 'Tools.shout', label: 'Tools.shout' },
      { type: 'file', name: 'toUpper', label: 'toUpper' },
      { type: 'file', name: 'transform', label: 'transform' },
    ]);
    // the nested package is its own sidebar group, not a child of this one
    expect(read('_meta.json')).not.toContain('"sub"');
  });

  it('files function-typed variables as functions and fixes every link to them', () => {
    expect(fs.existsSync(path.join(outDir, 'variables/toUpper.md'))).toBe(false);
    expect(read('functions/toUpper.md')).toContain('const toUpper: (input) => string;');
    expect(read('interfaces/Linker.md')).toContain('[toUpper](../functions/toUpper)');
    expect(read('interfaces/Linker.md')).toContain('[Tools.shout](../functions/Tools.shout)');
    expect(read('modules/Tools.md')).toContain('(../functions/Tools.shout)');
    for (const page of pages()) expect(read(page)).not.toMatch(/variables\/(toUpper|Tools\.shout)/);
    // the index lists it with the functions
    const index = read('index.md');
    expect(index.indexOf('[`toUpper`]')).toBeGreaterThan(index.indexOf('## Functions'));
    expect(index.indexOf('[`toUpper`]')).toBeLessThan(index.indexOf('## Interfaces'));
  });

  it('links only to existing pages and anchors, by route (no .md)', () => {
    let checked = 0;
    for (const page of pages()) {
      for (const link of collectLinks(read(page))) {
        if (/^https?:/.test(link)) continue;
        expect(link).not.toMatch(/\.md(#|$)/);
        const [target, hash] = link.split('#');
        const file = target ? path.posix.join(path.posix.dirname(page), target) + '.md' : page;
        expect(fs.existsSync(path.join(outDir, file)), `${page} → ${link}`).toBe(true);
        if (hash) expect(anchorIds(read(file)).has(hash), `${page} → ${link}`).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(read('interfaces/Linker.md')).toContain('[Box.get](../classes/Box#get)');
    expect(read('classes/Box.md')).toContain('[transform](../functions/transform)');
  });

  it('lists members by kind with their one-line summary on the index page', () => {
    const index = read('index.md');
    expect(index).toContain('`@fixture/demo` **1.2.3**');
    const headings = index.match(/^## .*/gm);
    expect(headings).toEqual(['## Classes', '## Functions', '## Interfaces', '## Types', '## Variables', '## Enums', '## Modules']);
    expect(index).toContain('| [`Color`](./enums/Color) | Colours. |');
    expect(index).toContain('| [`Box`](./classes/Box) | A generic box. Holds a value of type \\<T> and prints it as \\{value\\}. |');
  });

  it('keeps comments with code fences, HTML and MDX-like syntax compilable as MD and MDX', async () => {
    for (const page of pages()) {
      const source = read(page);
      await expect(compile(source, { format: 'mdx' }), page).resolves.toBeTruthy();
      await expect(compile(source, { format: 'md' }), page).resolves.toBeTruthy();
    }
    const box = read('classes/Box.md');
    // code fences from the comment stay verbatim
    expect(box).toContain('```tsx\nconst box = new Box<string>(\'a\');\nconst el = <Component prop={box} />;\n```');
    // and the prose renders as written, with no HTML injected
    const { default: Content } = await evaluate(box, { ...runtime, format: 'mdx' } as Parameters<typeof evaluate>[1]);
    const html = renderToStaticMarkup(createElement(Content));
    expect(html).toContain('Holds a value of type &lt;T&gt; and prints it as {value}.');
    expect(html).toContain('&lt;div class=&quot;note&quot;&gt;a note&lt;/div&gt;');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script');
    expect(html).toContain('Braces {{double}} and a lone } brace.');
    expect(html).toContain('<a href="https://example.com/docs">https://example.com/docs</a>');
    expect(html).toContain('const el = &lt;Component prop={box} /&gt;;');
    expect(read('functions/transform.md')).toContain('\\<details\\>');
    expect(read('interfaces/BoxOptions.md')).toContain('Initial value, written as \\{value\\} or \\<value\\>.');
  });

  it('repairs an example whose code fence starts on the @example line, so that it does not swallow the headings after it', () => {
    const page = read('functions/transform.md');
    expect(page).toContain('```js\n// the fence on the tag\'s own line\ntransform({ a: 1 });\n```');
    expect(page).not.toContain('@category');
    expect(page).not.toContain('**\\`\\`\\`js**');
    // Every fence is closed: the example ends the page, with no code block left open.
    expect(page.match(/^```/gm)!.length % 2).toBe(0);
    expect(page.trimEnd().endsWith('```')).toBe(true);
  });

  it('keeps @internal members (Re.Pack marks public CLI types with it) and drops private ones', () => {
    expect(read('classes/Box.md')).toContain('### internalHelper()');
    expect(read('classes/Box.md')).not.toContain('secret');
  });
});

/** The rows (after the header and separator) of the first table under `heading`. */
function tableUnder(page: string, heading: string): string[] {
  const text = read(page);
  const start = text.indexOf(`${heading}\n`);
  expect(start, `${page}: ${heading}`).toBeGreaterThan(-1);
  const lines = text.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[] = [];
  for (let i = first; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i]);
  return rows;
}

describe('member tables', () => {
  it('lists interface properties: optional/required, linked types inside unions and generics, declared defaults only', () => {
    expect(tableUnder('interfaces/BoxOptions.md', '## Properties')).toEqual([
      '| Property | Type | Default value | Description |',
      '| :------ | :------ | :------ | :------ |',
      '| <span id="initial"></span> `initial` <small>optional</small> | `string` | - | Initial value, written as \\{value\\} or \\<value\\>. |',
      '| <span id="label"></span> `label` <small>optional</small> | `string` | `"box"` | Label on the box. |',
      '| <span id="normalise"></span> `normalise` <small>optional</small> | `boolean` | - | Uses [toUpper](../functions/toUpper) to normalise [BoxOptions.initial](./BoxOptions#initial). |',
      '| <span id="size"></span> `size` <small>optional</small> | `number` | `3` | Size of the box. |',
      '| <span id="target"></span> `target` <small>required</small> | [`Linker`](./Linker) \\| [`Mapper`](../types/Mapper)\\<`string`\\>[] \\| `Promise`\\<[`Color`](../enums/Color)\\> | - | Where the box goes: a linker or mappers. |',
    ]);
  });

  it('lists constructor parameters and class properties with their declared initialiser; methods keep their signature code', () => {
    expect(tableUnder('classes/Box.md', '#### Parameters')).toEqual([
      '| Parameter | Type | Description |',
      '| :------ | :------ | :------ |',
      '| `value` <small>required</small> | `T` | The value, e.g. `Array<T>` or `{ a: 1 }`. |',
      '| `options` <small>optional</small> | [`BoxOptions`](../interfaces/BoxOptions) | How the box behaves. |',
    ]);
    expect(tableUnder('classes/Box.md', '## Properties')[2]).toBe(
      '| <span id="capacity"></span> `capacity` <small>required</small> | `readonly` | `10` | `10` | How many values fit, declared with its initialiser. |',
    );
    expect(read('classes/Box.md')).toContain('### map()\n\n```ts\nmap<U>(fn): Box<U>;\n```');
  });

  it('lists enum members with their values', () => {
    expect(tableUnder('enums/Color.md', '## Enumeration Members')).toEqual([
      '| Enumeration Member | Value |',
      '| :------ | :------ |',
      '| <span id="green"></span> `Green` | `"green"` |',
      '| <span id="red"></span> `Red` | `"red"` |',
    ]);
  });

  it('links to table members by their anchor, in pages and in the list Rspress checks links against', () => {
    expect(read('interfaces/Linker.md')).toContain('[BoxOptions.size](./BoxOptions#size)');
    // a row of the same page is linked with the page's name, which Rspress's anchor check can look up
    expect(read('interfaces/BoxOptions.md')).toContain('[BoxOptions.initial](./BoxOptions#initial)');
    const known = memberAnchors([outDir]);
    expect([...known.get('BoxOptions')!]).toEqual(['initial', 'label', 'normalise', 'size', 'target']);
    expect(known.get('Box')?.has('capacity')).toBe(true);
  });

  it('renders a member table as an HTML table with the anchor in the name cell', async () => {
    // tables are GitHub-flavoured Markdown, as in Rspress
    const page = read('interfaces/BoxOptions.md').slice(GENERATED_FRONTMATTER.length);
    const { default: Content } = await evaluate(page, { ...runtime, format: 'mdx', remarkPlugins: [remarkGfm] } as Parameters<typeof evaluate>[1]);
    const html = renderToStaticMarkup(createElement(Content)).replaceAll(' style="text-align:left"', '');
    expect(html).toContain('<td><span id="size"></span> <code>size</code> <small>optional</small></td><td><code>number</code></td><td><code>3</code></td>');
    expect(html).toContain('<a href="../types/Mapper"><code>Mapper</code></a>&lt;<code>string</code>&gt;[] | <code>Promise</code>&lt;<a href="../enums/Color"><code>Color</code></a>&gt;');
  });
});

describe('source links', () => {
  const definedIn = (page: string) => read(page).match(/^Defined in .*$/m)?.[0];

  it('links each symbol to its declaration at the release tag, found through the package source map', () => {
    const url = 'https://github.com/example/demo/blob/demo@1.2.3/packages/demo/src/index.ts';
    expect(definedIn('classes/Box.md')).toBe(`Defined in [packages/demo/src/index.ts, line 4](${url}#L4)`);
    expect(definedIn('interfaces/BoxOptions.md')).toBe(`Defined in [packages/demo/src/index.ts, line 12](${url}#L12)`);
    expect(definedIn('functions/transform.md')).toBe(`Defined in [packages/demo/src/index.ts, line 16](${url}#L16)`);
    expect(definedIn('functions/toUpper.md')).toBe(`Defined in [packages/demo/src/index.ts, line 20](${url}#L20)`);
    expect(definedIn('enums/Color.md')).toBe(`Defined in [packages/demo/src/index.ts, line 22](${url}#L22)`);
    // right under the title
    expect(read('classes/Box.md').slice(GENERATED_FRONTMATTER.length)).toMatch(/^# Box\n\nDefined in /);
  });

  it('leaves the link out when the source does not declare the name, or there is no source map', () => {
    for (const page of ['interfaces/Linker.md', 'types/Mapper.md', 'variables/VERSION.md', 'modules/Tools.md', 'sub/functions/subHelper.md']) {
      expect(definedIn(page), page).toBeUndefined();
    }
  });
});

describe('cache', () => {
  it('does not run TypeDoc again when the output is up to date', async () => {
    const results = await run();
    expect(results.map((r) => r.status)).toEqual(['fresh', 'fresh']);
    expect(results.every((r) => r.ms < 1000)).toBe(true);
    expect(results[0].pages).toBe(13);
  });

  it('never serves a stale or edited output folder', async () => {
    const original = read('classes/Box.md');
    fs.writeFileSync(path.join(outDir, 'classes/Box.md'), 'edited');
    fs.writeFileSync(path.join(outDir, 'classes/Stray.md'), '# Stray');
    let results = await run();
    expect(results.map((r) => r.status)).toEqual(['restored', 'fresh']);
    expect(read('classes/Box.md')).toBe(original);
    expect(fs.existsSync(path.join(outDir, 'classes/Stray.md'))).toBe(false);
    // the nested entry survives the parent's restore
    expect(fs.existsSync(path.join(outDir, 'sub/index.md'))).toBe(true);

    fs.rmSync(outDir, { recursive: true });
    results = await run();
    expect(results.map((r) => r.status)).toEqual(['restored', 'restored']);
    expect(read('classes/Box.md')).toBe(original);
  });

  it('regenerates when the generator options change (new key)', async () => {
    const before = JSON.parse(read(MARKER_FILE)).key;
    const results = await run({ typedocOptions: { hideGroupHeadings: false, excludeProtected: true } });
    expect(results.map((r) => r.status)).toEqual(['generated', 'generated']);
    const after = JSON.parse(read(MARKER_FILE)).key;
    expect(after).not.toBe(before);
    // switching back restores the first variant from the cache
    expect((await run()).map((r) => r.status)).toEqual(['restored', 'restored']);
    expect(JSON.parse(read(MARKER_FILE)).key).toBe(before);
  }, 60_000);

  it('regenerates every time with cache: false', async () => {
    const results = await run({ cache: false, entries: [ENTRIES[1]] });
    expect(results.map((r) => r.status)).toEqual(['generated']);
  }, 60_000);

  it('keys a local (path) package on its declarations', async () => {
    const pkg = path.join(tmp, 'local-pkg');
    fs.cpSync(path.join(ROOT, FIXTURE), pkg, { recursive: true });
    const entries: TypedocEntry[] = [{ version: '1.x', out: 'api/local', package: pkg, entry: 'sub.d.ts', label: 'local' }];
    expect((await run({ entries })).map((r) => r.status)).toEqual(['generated']);
    expect((await run({ entries })).map((r) => r.status)).toEqual(['fresh']);
    fs.appendFileSync(path.join(pkg, 'sub.d.ts'), '\n/** Added later. */\nexport declare function added(): void;\n');
    expect((await run({ entries })).map((r) => r.status)).toEqual(['generated']);
    expect(fs.existsSync(path.join(docsRoot, '1.x/api/local/functions/added.md'))).toBe(true);
  }, 60_000);

  it('keys on package version, entry, options and generator source', () => {
    const base = { entry: ENTRIES[0], package: { version: '1.0.0' }, typedocOptions: { a: 1, b: 2 }, generator: { source: 'x' } };
    const key = cacheKey(base);
    expect(cacheKey({ ...base, typedocOptions: { b: 2, a: 1 } })).toBe(key);
    expect(cacheKey({ ...base, package: { version: '1.0.1' } })).not.toBe(key);
    expect(cacheKey({ ...base, typedocOptions: { a: 1, b: 3 } })).not.toBe(key);
    expect(cacheKey({ ...base, entry: { ...ENTRIES[0], label: 'x' } })).not.toBe(key);
    expect(cacheKey({ ...base, generator: { source: 'y' } })).not.toBe(key);

    const copy = fs.mkdtempSync(path.join(tmp, 'src-'));
    fs.writeFileSync(path.join(copy, 'a.ts'), 'export const a = 1;');
    fs.writeFileSync(path.join(copy, 'a.test.ts'), 'test');
    const h1 = sourceHash(copy);
    fs.writeFileSync(path.join(copy, 'a.test.ts'), 'changed test');
    expect(sourceHash(copy)).toBe(h1);
    fs.writeFileSync(path.join(copy, 'a.ts'), 'export const a = 2;');
    expect(sourceHash(copy)).not.toBe(h1);

    const imported = path.join(tmp, 'imported.ts');
    fs.writeFileSync(imported, 'export const slug = 1;');
    const h2 = sourceHash(copy, [imported]);
    expect(h2).not.toBe(sourceHash(copy));
    fs.writeFileSync(imported, 'export const slug = 2;');
    expect(sourceHash(copy, [imported])).not.toBe(h2);
  });

  it('hashes every module of this project the generator imports from outside its folder', () => {
    const outside = new Set<string>();
    for (const file of fs.readdirSync(GENERATOR_DIR).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const source = fs.readFileSync(path.join(GENERATOR_DIR, file), 'utf8');
      for (const [, spec] of source.matchAll(/(?:from|import\()\s*'(\.[^']+)'/g)) {
        const resolved = path.resolve(GENERATOR_DIR, spec);
        if (path.dirname(resolved) !== GENERATOR_DIR) outside.add(resolved.endsWith('.ts') ? resolved : `${resolved}.ts`);
      }
    }
    expect(outside.size).toBeGreaterThan(0);
    expect([...outside].sort()).toEqual([...GENERATOR_IMPORTS].sort());
  });

  it('restores the pages of another version documenting the same package and file (version:new)', async () => {
    const results = await run({ entries: ENTRIES.map((entry) => ({ ...entry, version: '9.x', out: entry.out.replace('api/demo', 'api/later') })) });
    expect(results.map((r) => r.status)).toEqual(['restored', 'restored']);
    expect(fs.readFileSync(path.join(docsRoot, '9.x/api/later/classes/Box.md'), 'utf8')).toBe(read('classes/Box.md'));
    expect(fs.existsSync(path.join(docsRoot, '9.x/api/later/sub/index.md'))).toBe(true);
  });

  it('keeps its cache outside the checkout, so a fresh clone restores instead of running TypeDoc', async () => {
    expect(path.relative(ROOT, DEFAULT_CACHE_DIR).startsWith('..')).toBe(true);
    const clone = path.join(tmp, 'clone-docs');
    const results = await run({ docsRoot: clone });
    expect(results.map((r) => r.status)).toEqual(['restored', 'restored']);
    expect(fs.readFileSync(path.join(clone, '1.x/api/demo/classes/Box.md'), 'utf8')).toBe(read('classes/Box.md'));
  });
});
