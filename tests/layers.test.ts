import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, projectImports, type SourceImport } from './source-imports';

/**
 * Which top-level folders a folder's code must not import: build-time code (plugins/) and browser
 * code (theme/) never import each other, scripts/ only holds command-line entry points, and
 * shared/ is pure logic both sides import.
 */
const FORBIDDEN: Record<string, string[]> = {
  plugins: ['theme', 'scripts'],
  theme: ['plugins', 'scripts'],
  deploy: ['scripts', 'plugins', 'theme'],
  shared: ['plugins', 'theme', 'scripts', 'deploy', 'tests', 'e2e'],
};

/** The top-level folder a relative import of `file` lands in, or `undefined` for a package. */
function targetFolder({ file, specifier }: SourceImport): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)).split('/')[0];
}

function layerViolations(imports: readonly SourceImport[]): string[] {
  return imports.flatMap((entry) => {
    const from = entry.file.split('/')[0];
    const to = targetFolder(entry);
    return to && FORBIDDEN[from]?.includes(to) ? [`${entry.file}:${entry.line} (${from}/) imports ${entry.specifier} (${to}/)`] : [];
  });
}

describe('layers', () => {
  it('plugins/ never imports theme/ or scripts/, theme/ never plugins/ or scripts/, deploy/ never scripts/, shared/ only itself', () => {
    expect(layerViolations(projectImports(['plugins', 'theme', 'deploy', 'shared']))).toEqual([]);
  });

  it('names the file and line of an import against the direction', () => {
    const source = "import { a } from '../../shared/site-versions.mjs';\nimport { b } from '../../scripts/tool.mjs';\nimport c from 'react';";
    expect(layerViolations(importsOf('plugins/x/index.ts', source))).toEqual(['plugins/x/index.ts:2 (plugins/) imports ../../scripts/tool.mjs (scripts/)']);
    expect(layerViolations(importsOf('theme/components/A.tsx', "import '../../plugins/y';"))).toEqual([
      'theme/components/A.tsx:1 (theme/) imports ../../plugins/y (plugins/)',
    ]);
  });
});
