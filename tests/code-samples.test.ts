import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../rspress.config';
import { resolvePackage } from '../plugins/typedoc/generate';
import { PLUGIN_NAME, type TypedocRspressPlugin } from '../plugins/typedoc';
import { exportedNames, extractCodeBlocks, findImportUses, isExported, listPages } from './code-samples';

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

  it('extracts only script code blocks', () => {
    const page = ['# T', '```bash', 'npm i', '```', '```ts title="a.ts"', 'const a = 1;', '```', '```json', '{}', '```'].join('\n');
    expect(extractCodeBlocks('page.md', page)).toEqual([{ file: 'page.md', line: 5, lang: 'ts', meta: 'title="a.ts"', code: 'const a = 1;' }]);
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
