import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUNDLED_FROM_THE_SITE } from '../plugins/rspress-internals';
import { importsOf, packageOf, projectImports, ROOT } from './source-imports';

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

/** Modules Rspress generates during the build (the theme reads them; theme/rspress-internals.ts owns them), and its `@theme` alias. */
const BUILD_MODULES = /^(?:virtual-[\w-]+|@theme(?:-original)?)$/;

/** Modules our own plugins generate, each declared for TypeScript by a `declare module` in a plugin's `.d.ts`. */
function modulesOurPluginsGenerate(dir = path.join(ROOT, 'plugins')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesOurPluginsGenerate(file);
    if (!entry.name.endsWith('.d.ts')) return [];
    return [...fs.readFileSync(file, 'utf8').matchAll(/^declare module '([^']+)'/gm)].map((match) => match[1]);
  });
}
const pluginModules = new Set(modulesOurPluginsGenerate());

/** `estree` is only types: `@types/estree` declares it. */
const typesPackage = (name: string) => `@types/${name.startsWith('@') ? name.slice(1).replace('/', '__') : name}`;

/** The imports of packages package.json does not declare, as `file:line imports name`. */
function undeclaredImports(imports: ReturnType<typeof projectImports>, packages: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  for (const { file, line, specifier } of imports) {
    const name = packageOf(specifier);
    if (!name || builtinModules.includes(name) || BUILD_MODULES.test(specifier) || pluginModules.has(specifier)) continue;
    if (packages.has(name) || packages.has(typesPackage(name))) continue;
    problems.push(`${file}:${line} imports ${name}, which package.json does not declare`);
  }
  return problems;
}

const installedVersion = (dir: string): string | undefined => {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version : undefined;
};

/**
 * Packages @rspress/core depends on that we declare too, where package.json pins another version
 * than we get, or where ours is not the copy Rspress uses (npm then installs Rspress its own).
 * Packages Rspress bundles from the site (`BUNDLED_FROM_THE_SITE`) only need the first.
 */
function versionsApartFromRspress(): string[] {
  const coreDir = path.join(ROOT, 'node_modules', '@rspress', 'core');
  const core = JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
  return Object.keys(core.dependencies)
    .filter((name) => declared.has(name))
    .flatMap((name) => {
      const spec = manifest.dependencies[name] ?? manifest.devDependencies[name];
      const ours = installedVersion(path.join(ROOT, 'node_modules', name));
      const rspress = name in BUNDLED_FROM_THE_SITE ? ours : (installedVersion(path.join(coreDir, 'node_modules', name)) ?? ours);
      const pinnedElsewhere = /^\d/.test(spec) && spec !== ours;
      return ours === rspress && !pinnedElsewhere ? [] : [`${name}: package.json says ${spec}, we get ${ours}, @rspress/core uses ${rspress}`];
    });
}

describe('package declarations', () => {
  it('declares every package the project imports (theme, plugins, shared, deploy, scripts, tests, e2e, config)', () => {
    expect(undeclaredImports(projectImports(), declared)).toEqual([]);
  });

  it('declares the packages Rspress uses too at the version Rspress uses', () => {
    expect(versionsApartFromRspress()).toEqual([]);
  });

  it('names the file and line of an import of an undeclared package, and passes builtins and declared ones', () => {
    const source = [
      "import fs from 'node:fs';",
      "import path from 'path';",
      "import { defineConfig } from '@rspress/core';",
      "import type { Program } from 'estree';",
      "import pageData from 'virtual-page-data';",
      'export {',
      '  thing,',
      "} from 'left-pad/sub';",
      "const zoom = () => import('@scope/zoom');",
      '"import x from \'in-a-sample-string\';",',
    ].join('\n');
    expect(undeclaredImports(importsOf('plugins/x.ts', source), new Set(['@rspress/core', '@types/estree']))).toEqual([
      'plugins/x.ts:8 imports left-pad, which package.json does not declare',
      'plugins/x.ts:9 imports @scope/zoom, which package.json does not declare',
    ]);
  });
});
