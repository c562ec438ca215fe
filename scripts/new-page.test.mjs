import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readFrontmatter, frontmatterProblems } from '../plugins/frontmatter-check/validate';
import { createPage, DESCRIPTION_PLACEHOLDER, insertMetaEntry, labelFromName, pageTemplate, parseTarget } from './new-page.mjs';

const SCRIPT = path.join(__dirname, 'new-page.mjs');

let root;
const read = (relative) => fs.readFileSync(path.join(root, relative), 'utf8');
const readJson = (relative) => JSON.parse(read(relative));
const write = (relative, content) => {
  fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
  fs.writeFileSync(path.join(root, relative), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
};

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-page-'));
  write('docs/3.x/_nav.json', [{ text: 'Docs', link: '/docs/about' }]);
  write('docs/3.x/docs/about.md', '# About\n');
  write('docs/3.x/docs/_meta.json', [
    { type: 'file', name: 'about', label: 'About' },
    { type: 'dir', name: 'guides', label: 'Guides' },
  ]);
  write('docs/3.x/docs/guides/svg.md', '# SVG\n');
  write('docs/3.x/docs/guides/_meta.json', [{ type: 'file', name: 'svg', label: 'SVG' }, 'inline-assets']);
  write('docs/3.x/docs/guides/inline-assets.md', '# Inline assets\n');
  write('docs/3.x/docs/plain/a.md', '# A\n');
  write('docs/2.x/docs/about.md', '# About\n');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('parseTarget', () => {
  it('splits version, folders and name and drops an extension or a docs/ prefix', () => {
    expect(parseTarget('3.x/docs/guides/hermes')).toEqual({ version: '3.x', folders: ['docs', 'guides'], name: 'hermes' });
    expect(parseTarget('docs/3.x/docs/hermes.mdx')).toEqual({ version: '3.x', folders: ['docs'], name: 'hermes' });
  });

  it('rejects a missing path and names that are not lowercase-dashed', () => {
    expect(() => parseTarget('hermes')).toThrow(/<version>\/<path>/);
    expect(() => parseTarget('3.x/docs/My Page')).toThrow(/not a valid page or folder name/);
    expect(() => parseTarget('3.x/Docs/page')).toThrow(/not a valid/);
  });
});

describe('helpers', () => {
  it('labels a new folder from its name', () => {
    expect(labelFromName('code-splitting')).toBe('Code splitting');
  });

  it('inserts after a named entry, at the end by default, and never twice', () => {
    const list = [{ type: 'file', name: 'a' }, 'b'];
    expect(insertMetaEntry(list, { type: 'file', name: 'c' }, 'a')).toBe(true);
    expect(list.map((item) => (typeof item === 'string' ? item : item.name))).toEqual(['a', 'c', 'b']);
    expect(insertMetaEntry(list, { type: 'file', name: 'b' })).toBe(false);
    expect(() => insertMetaEntry(list, { type: 'file', name: 'd' }, 'zzz')).toThrow(/No entry named "zzz"/);
  });

  it('writes a template whose frontmatter passes the frontmatter check', () => {
    const text = pageTemplate({ title: 'Hermes: bytecode "and" more' });
    expect(frontmatterProblems(readFrontmatter(text))).toEqual([]);
    expect(readFrontmatter(text)).toEqual({ description: DESCRIPTION_PLACEHOLDER });
    expect(text).toContain('\n# Hermes: bytecode "and" more\n');
  });
});

describe('createPage', () => {
  it('creates the page in an existing folder and appends it to its _meta.json', () => {
    const result = createPage({ root, target: '3.x/docs/guides/hermes', title: 'Hermes', description: 'Compile bundles to Hermes bytecode.' });
    expect(result.file).toBe(path.join('docs', '3.x', 'docs', 'guides', 'hermes.md'));
    const page = read('docs/3.x/docs/guides/hermes.md');
    expect(readFrontmatter(page)).toEqual({ description: 'Compile bundles to Hermes bytecode.' });
    expect(page).toContain('# Hermes\n');
    expect(readJson('docs/3.x/docs/guides/_meta.json')).toEqual([
      { type: 'file', name: 'svg', label: 'SVG' },
      'inline-assets',
      { type: 'file', name: 'hermes', label: 'Hermes' },
    ]);
    expect(result.changed).toEqual([result.file, path.join('docs', '3.x', 'docs', 'guides', '_meta.json')]);
    // Other files untouched.
    expect(readJson('docs/3.x/docs/_meta.json')).toHaveLength(2);
  });

  it('inserts after a given entry and creates .mdx on request', () => {
    createPage({ root, target: '3.x/docs/guides/hermes', title: 'Hermes', mdx: true, after: 'svg' });
    expect(fs.existsSync(path.join(root, 'docs/3.x/docs/guides/hermes.mdx'))).toBe(true);
    expect(read('docs/3.x/docs/guides/hermes.mdx')).toContain("import { Tabs, Tab } from '@theme';");
    expect(readJson('docs/3.x/docs/guides/_meta.json').map((item) => item.name ?? item)).toEqual(['svg', 'hermes', 'inline-assets']);
  });

  it('creates the _meta.json of a new folder and adds a dir entry to its parent', () => {
    const result = createPage({ root, target: '3.x/docs/recipes/monorepo', title: 'Monorepos' });
    expect(readJson('docs/3.x/docs/recipes/_meta.json')).toEqual([{ type: 'file', name: 'monorepo', label: 'Monorepos' }]);
    expect(readJson('docs/3.x/docs/_meta.json').at(-1)).toEqual({
      type: 'dir',
      name: 'recipes',
      label: 'Recipes',
      collapsible: true,
      collapsed: false,
    });
    expect(result.changed).toHaveLength(3);
  });

  it('creates nested new folders, each listed in its parent', () => {
    createPage({ root, target: '3.x/docs/recipes/native/hermes-debugging', title: 'Hermes debugging' });
    expect(readJson('docs/3.x/docs/recipes/native/_meta.json')).toEqual([{ type: 'file', name: 'hermes-debugging', label: 'Hermes debugging' }]);
    expect(readJson('docs/3.x/docs/recipes/_meta.json')).toEqual([
      { type: 'dir', name: 'native', label: 'Native', collapsible: true, collapsed: false },
    ]);
    expect(readJson('docs/3.x/docs/_meta.json').at(-1).name).toBe('recipes');
  });

  it('leaves an existing folder without _meta.json alone (its files are listed automatically)', () => {
    const result = createPage({ root, target: '3.x/docs/plain/b', title: 'B' });
    expect(fs.existsSync(path.join(root, 'docs/3.x/docs/plain/_meta.json'))).toBe(false);
    expect(result.hints.join('\n')).toMatch(/no _meta.json/);
  });

  it('hints at _nav.json for a new top-level section', () => {
    const result = createPage({ root, target: '3.x/blog/first-post', title: 'First post' });
    expect(readJson('docs/3.x/blog/_meta.json')).toEqual([{ type: 'file', name: 'first-post', label: 'First post' }]);
    expect(fs.existsSync(path.join(root, 'docs/3.x/_meta.json'))).toBe(false);
    expect(result.hints.join('\n')).toMatch(/_nav\.json/);
  });

  it('accepts only the versions of multiVersion when the project has a config', () => {
    write('docs/contributing/writing-docs.mdx', '# Writing docs\n');
    write('rspress.config.ts', "export default { multiVersion: { default: '3.x', versions: ['2.x', '3.x'] } };\n");
    expect(() => createPage({ root, target: 'contributing/more', title: 'More' })).toThrow(/docs\/contributing is not a documentation version \(multiVersion.versions: 2\.x, 3\.x\)/);
    expect(createPage({ root, target: '2.x/docs/more', title: 'More' }).file).toBe(path.join('docs', '2.x', 'docs', 'more.md'));
  });

  it('refuses an existing page, an unknown version and an empty title, changing nothing', () => {
    expect(() => createPage({ root, target: '3.x/docs/guides/svg', title: 'SVG' })).toThrow(/already exists/);
    expect(() => createPage({ root, target: '4.x/docs/a', title: 'A' })).toThrow(/no version folder docs\/4\.x \(folders: 2\.x, 3\.x\)/);
    expect(() => createPage({ root, target: '3.x/docs/a', title: ' ' })).toThrow(/title is required/);
    expect(() => createPage({ root, target: '3.x/docs/guides/a', title: 'A', after: 'nope' })).toThrow(/No entry named "nope"/);
    expect(fs.existsSync(path.join(root, 'docs/3.x/docs/guides/a.md'))).toBe(false);
    expect(readJson('docs/3.x/docs/guides/_meta.json')).toHaveLength(2);
  });
});

describe('command line', { timeout: 60_000 }, () => {
  it('creates the page and prints what it changed', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '2.x/docs/guides/svg', 'SVG', 'files', '--root', root], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(`Created ${path.join('docs', '2.x', 'docs', 'guides', 'svg.md')}`);
    expect(run.stdout).toContain('Replace the TODO description');
    expect(read('docs/2.x/docs/guides/svg.md')).toContain('# SVG files\n');
  });

  it('exits with 1 and a message on bad input', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '3.x/docs/guides/svg', 'SVG', '--root', root], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/new:page: .*already exists/);
  });
});
