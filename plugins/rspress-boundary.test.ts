import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../tests/source-imports';

/** The one build-side module allowed to reach past Rspress's documented API, and this test, which names what it looks for. */
const ALLOWED = new Set(['plugins/rspress-internals.ts', 'plugins/rspress-boundary.test.ts']);
const BUILD_SIDE = ['plugins', 'shared', 'deploy', 'scripts', 'rspress.config.ts'];

/** What reaches past Rspress's documented API (see plugins/rspress-internals.ts for each one we use). */
const INTERNALS: { what: string; pattern: RegExp }[] = [
  { what: 'a private module of @rspress/core (its dist folder)', pattern: /@rspress\/core\/dist\b/ },
  { what: "unified's pageMeta (the page data Rspress compiles a page with)", pattern: /\bpageMeta\b/ },
  { what: "Rspress's page meta in a page chunk", pattern: /__RSPRESS_\w+/ },
  { what: 'a module Rspress generates', pattern: /\bvirtual-[a-z][\w-]*/ },
  { what: "Rspress's temporary folder", pattern: /\.rspress(?![\w.-])/ },
  {
    what: 'an internal Rspress plugin name',
    pattern: /@rspress\/plugin-(?:medium-zoom|last-updated)\b|rsbuild-plugin-searchIndex|rspress-inner-rsbuild-plugin-\w+|rsbuild:virtual-module|RspressRouteChunkAssetsPlugin/,
  },
  { what: 'a class name of the default theme', pattern: /(?<![\w-])rp-[a-z][\w-]*/ },
];

/** Every use of an internal in `source`, as `file:line: what (text)`. */
function internalsUsed(file: string, source: string): string[] {
  const found: string[] = [];
  source.split('\n').forEach((text, index) => {
    for (const { what, pattern } of INTERNALS) {
      const match = pattern.exec(text);
      if (match) found.push(`${file}:${index + 1}: ${what} (${match[0]}): go through plugins/rspress-internals.ts`);
    }
  });
  return found;
}

describe('the Rspress boundary (build side)', () => {
  it('only plugins/rspress-internals.ts reaches past the documented API in plugins/, shared/, deploy/, scripts/ and rspress.config.ts', () => {
    const files = sourceFiles(BUILD_SIDE).filter((file) => !ALLOWED.has(file));
    expect(files).toContain('rspress.config.ts');
    expect(files.flatMap((file) => internalsUsed(file, fs.readFileSync(path.join(ROOT, file), 'utf8')))).toEqual([]);
  });

  it('names the file, the line and what was used', () => {
    const source = [
      "import { getCopyableText } from '@rspress/core/dist/theme/logic/getCopyableText.js';",
      "const meta = this.data('pageMeta');",
      "api.transform({ test: /virtual-page-data/ }, rewrite);",
      "removePlugin('@rspress/plugin-medium-zoom');",
      "node.properties.class = 'rp-header-anchor';",
      "const frontmatter = readPageMeta()?.frontmatter; // through the boundary: no finding",
      "const background = 'var(--rp-c-bg)';",
    ].join('\n');
    expect(internalsUsed('plugins/x/index.ts', source)).toEqual([
      'plugins/x/index.ts:1: a private module of @rspress/core (its dist folder) (@rspress/core/dist): go through plugins/rspress-internals.ts',
      "plugins/x/index.ts:2: unified's pageMeta (the page data Rspress compiles a page with) (pageMeta): go through plugins/rspress-internals.ts",
      'plugins/x/index.ts:3: a module Rspress generates (virtual-page-data): go through plugins/rspress-internals.ts',
      'plugins/x/index.ts:4: an internal Rspress plugin name (@rspress/plugin-medium-zoom): go through plugins/rspress-internals.ts',
      'plugins/x/index.ts:5: a class name of the default theme (rp-header-anchor): go through plugins/rspress-internals.ts',
    ]);
  });
});
