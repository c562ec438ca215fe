import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../rspress.config';
import { resolvePackage } from '../plugins/typedoc/generate';
import { PLUGIN_NAME, type TypedocRspressPlugin } from '../plugins/typedoc';
import {
  exportedNames,
  extractCodeBlocks,
  findImportUses,
  fragmentTargets,
  isExported,
  listPages,
  pageBlocks,
  pageProjects,
  parseMeta,
  titleFilePath,
} from './code-samples';

const root = path.resolve(__dirname, '..');
const typedoc = (config.plugins ?? []).find((plugin) => plugin.name === PLUGIN_NAME) as TypedocRspressPlugin;

/** Per version, the public module names and their declaration files: the API reference's own sources. */
const PUBLIC_MODULES: Record<string, Record<string, string>> = {};
for (const entry of typedoc.pluginOptions.entries) {
  PUBLIC_MODULES[entry.version] ??= {};
  PUBLIC_MODULES[entry.version][entry.label] = path.join(resolvePackage(root, entry.package).dir, entry.entry);
}

describe('the sample checker', () => {
  it('finds named imports, requires and namespace members', () => {
    const code = [
      "import { ScriptManager, Script as S } from '@callstack/repack/client';",
      "import * as Repack from '@callstack/repack';",
      "const { getDirname } = require('@callstack/repack');",
      "import React from 'react';",
      'new Repack.plugins.OutputPlugin({});',
      'Repack.getResolveOptions();',
    ].join('\n');
    const uses = findImportUses(code, new Set(['@callstack/repack', '@callstack/repack/client']));
    expect(uses.map((use) => `${use.module}:${use.name}`).sort()).toEqual([
      '@callstack/repack/client:Script',
      '@callstack/repack/client:ScriptManager',
      '@callstack/repack:getDirname',
      '@callstack/repack:getResolveOptions',
      '@callstack/repack:plugins',
      '@callstack/repack:plugins.OutputPlugin',
    ]);
  });

  it('extracts only script code blocks, as checked (notation resolved) and as written', () => {
    const page = ['# T', '```bash', 'npm i', '```', '```ts title="a.ts"', 'const a = 1; // [!code ++]', '```', '```json', '{}', '```'].join('\n');
    expect(extractCodeBlocks('page.md', page)).toEqual([
      { file: 'page.md', line: 5, lang: 'ts', meta: 'title="a.ts"', code: 'const a = 1;', written: 'const a = 1; // [!code ++]' },
    ]);
  });

  it('reads a block with change markers as the code after the change, on the lines of the page', () => {
    const page = ['```js', "import { a } from 'x'; // [!code --]", "import { b } from 'x'; // [!code ++]", 'b();', '```'].join('\n');
    expect(extractCodeBlocks('page.md', page)[0].code).toBe(["", "import { b } from 'x';", 'b();'].join('\n'));
  });

  it('reads the title and the partial mark from the meta, and rejects unknown words with the block\'s place', () => {
    const block = { file: 'docs/3.x/docs/a.mdx', line: 12 };
    expect(parseMeta({ ...block, meta: 'title="webpack.config.mjs" partial' })).toEqual({ title: 'webpack.config.mjs', partial: true });
    expect(parseMeta({ ...block, meta: 'title="module.rules entry" {4}' })).toEqual({ title: 'module.rules entry', partial: false });
    expect(parseMeta({ ...block, meta: 'preview' })).toEqual({ partial: false });
    expect(() => parseMeta({ ...block, meta: 'title="a.ts" partail' })).toThrow('docs/3.x/docs/a.mdx:12: unknown word "partail"');
  });

  it('treats a title as a file of the project only when it is one path with a script extension', () => {
    expect(titleFilePath('src/chunks/resolver.ts')).toBe('src/chunks/resolver.ts');
    expect(titleFilePath('src/types/svg.d.ts')).toBe('src/types/svg.d.ts');
    expect(titleFilePath('shell/webpack.config.mjs')).toBe('shell/webpack.config.mjs');
    expect(titleFilePath('webpack.config.mjs (module.rules)')).toBeUndefined();
    expect(titleFilePath('nginx.conf')).toBeUndefined();
    expect(titleFilePath(undefined)).toBeUndefined();
  });

  it('reads a page with the blocks of the fragments it renders, where it renders them', () => {
    const files: Record<string, string> = {
      '/docs/3.x/docs/page.mdx': [
        "import Step from '../../_shared/step.mdx';",
        '',
        '```ts title="src/a.ts"',
        'export const a = 1;',
        '```',
        '<Step />',
        '```tsx title="src/c.tsx"',
        '<Step />',
        '```',
      ].join('\n'),
      '/docs/_shared/step.mdx': ['Text', '```ts title="src/b.ts"', "import { a } from './a';", '```'].join('\n'),
    };
    const blocks = pageBlocks('/docs/3.x/docs/page.mdx', (file) => files[file]);
    expect(blocks.map((block) => `${block.file}:${block.line}`)).toEqual([
      '/docs/3.x/docs/page.mdx:3',
      '/docs/_shared/step.mdx:2',
      '/docs/3.x/docs/page.mdx:7',
    ]);
  });

  it('gives the blocks of a fragment the versions its samples target, nested fragments included', () => {
    const files: Record<string, string> = {
      '/docs/3.x/docs/page.mdx': ["import Old from '../../_shared/old.mdx';", '<Old />', '```ts', 'const own = 1;', '```'].join('\n'),
      '/docs/_shared/old.mdx': ["import Inner from './inner.mdx';", '{/* code samples target: 2.x */}', '```js', 'old();', '```', '<Inner />'].join('\n'),
      '/docs/_shared/inner.mdx': ['```js', 'inner();', '```'].join('\n'),
    };
    const blocks = pageBlocks('/docs/3.x/docs/page.mdx', (file) => files[file]);
    expect(blocks.map((block) => [block.code, block.targets])).toEqual([
      ['old();', ['2.x']],
      ['inner();', ['2.x']],
      ['const own = 1;', undefined],
    ]);
    expect(fragmentTargets('f.mdx', 'Text\n{/* code samples target: 2.x, 3.x */}')).toEqual({ versions: ['2.x', '3.x'], line: 2 });
    expect(fragmentTargets('f.mdx', 'No comment')).toBeUndefined();
    expect(() => fragmentTargets('f.mdx', '\n{/* code samples target: */}')).toThrow('f.mdx:2: "code samples target" must list versions such as 2.x or 3.x');
  });

  it('checks each block with the other files of its page: the latest version shown before it, else the first after', () => {
    const block = (line: number, meta: string, code = '') => ({ file: 'p.mdx', line, lang: 'ts', meta, code, written: code });
    const blocks = [
      block(1, 'title="src/resolver.ts"', 'v1'),
      block(10, 'title="index.ts"'),
      block(20, 'title="src/resolver.ts"', 'v2'),
      block(30, 'title="src/types.d.ts"'),
      block(40, 'title="src/setup.ts" partial'),
      block(50, ''),
    ];
    const setup = pageProjects([block(1, 'title="src/types/client.d.ts"')])[0].target;
    const projects = pageProjects(blocks, [setup]);
    const filesOf = (index: number) =>
      Object.fromEntries(projects[index].files.map((file) => [file.path, `${file.block.line}${file.block.code}`]));
    expect(filesOf(1)).toEqual({
      'src/types/client.d.ts': '1',
      'src/resolver.ts': '1v1',
      'src/types.d.ts': '30',
      'index.ts': '10',
    });
    expect(filesOf(2)['src/resolver.ts']).toBe('20v2');
    expect(filesOf(5)).toMatchObject({ 'src/resolver.ts': '20v2', '__samples__/p-50.ts': '50' });
    expect(filesOf(5)).not.toHaveProperty('src/setup.ts');
  });

  it('reads the exports of a published declaration file, namespaces included', () => {
    const client = exportedNames(PUBLIC_MODULES['3.x']['@callstack/repack/client']);
    expect(client).toContain('ScriptManager');
    expect(client).not.toContain('ChunkManager');
    const main = exportedNames(PUBLIC_MODULES['3.x']['@callstack/repack']);
    expect(isExported(main, 'plugins.OutputPlugin')).toBe(true);
    expect(isExported(main, 'plugins.NoSuchPlugin')).toBe(false);
    expect(isExported(client, 'ScriptManager.shared')).toBe(true);
    expect(isExported(main, 'NoSuchThing')).toBe(false);
  });
});

describe.each(Object.entries(PUBLIC_MODULES))('code samples of %s pages', (version, modules) => {
  const exports = Object.fromEntries(Object.entries(modules).map(([module, file]) => [module, exportedNames(file)]));
  const pages = listPages(path.join(root, 'docs', version));

  it('import only names the packages export', () => {
    const unknown: string[] = [];
    for (const file of pages) {
      for (const block of extractCodeBlocks(file, fs.readFileSync(file, 'utf8'))) {
        for (const use of findImportUses(block.code, new Set(Object.keys(modules)))) {
          if (!isExported(exports[use.module], use.name)) {
            unknown.push(`${path.relative(root, file)}:${block.line + use.line}: ${use.name} is not exported by ${use.module} (${version})`);
          }
        }
      }
    }
    expect(unknown).toEqual([]);
  });
});
