import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  aliasFor,
  applyEdits,
  applyPlan,
  insertVersion,
  parseAlias,
  planVersion,
  rewriteActiveMatch,
  summarize,
} from './version-new.mjs';
import { readSiteConfig } from '../deploy/site-config.mjs';

const SCRIPT = path.join(__dirname, 'version-new.mjs');

const CONFIG = `import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { typedocPlugin } from './plugins/typedoc';

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  multiVersion: {
    default: '3.x',
    versions: ['2.x', '3.x'],
  },
  plugins: [
    typedocPlugin({
      entries: [
        { version: '2.x', out: 'api/node', package: '@callstack/repack-v2', entry: 'dist/index.d.ts', label: '@callstack/repack' },
        { version: '3.x', out: 'api/repack', package: '@callstack/repack-v3', entry: 'dist/index.d.ts', label: '@callstack/repack' },
        {
          version: '3.x',
          out: 'api/repack/client',
          package: '@callstack/repack-v3',
          entry: 'client.d.ts',
          label: '@callstack/repack/client',
        },
        { version: '3.x', out: 'api/dev-server', package: '@callstack/repack-dev-server-v1', entry: 'dist/index.d.ts', label: '@callstack/repack-dev-server' },
      ],
    }),
  ],
});
`;

const PACKAGE_JSON = {
  name: 'site',
  dependencies: {
    '@callstack/repack-dev-server-v1': 'npm:@callstack/repack-dev-server@1.1.0',
    '@callstack/repack-v2': 'npm:@callstack/repack@2.5.2',
    '@callstack/repack-v3': 'npm:@callstack/repack@3.7.0',
    react: '19.2.0',
  },
};

let root;
const file = (relative) => path.join(root, relative);
const read = (relative) => fs.readFileSync(file(relative), 'utf8');
const write = (relative, content) => {
  fs.mkdirSync(path.dirname(file(relative)), { recursive: true });
  fs.writeFileSync(file(relative), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
};
const NAV = (prefix) => [
  { text: 'Docs', link: '/docs/getting-started', activeMatch: `^/(${prefix}/)?docs/` },
  { text: 'More', items: [{ text: 'API', link: '/api/about', activeMatch: `^/(${prefix}/)?api/` }] },
  { text: 'Examples', link: 'https://example.com' },
];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'version-new-'));
  write('rspress.config.ts', CONFIG);
  write('package.json', PACKAGE_JSON);
  for (const version of ['2.x', '3.x']) {
    write(`docs/${version}/index.md`, `---\npageType: home\n---\n`);
    write(`docs/${version}/_nav.json`, NAV('2\\.x'));
    write(`docs/${version}/docs/getting-started.mdx`, "import A from '../../_shared/a.mdx';\n\n# Getting Started\n\nSee [about](/docs/about).\n");
    write(`docs/${version}/docs/about.md`, '# About\n');
    write(`docs/${version}/api/about.md`, '# API\n');
    write(`docs/${version}/api/_meta.json`, ['about']);
  }
  // Generated API pages (build output) of 3.x.
  write('docs/3.x/api/repack/index.md', '# generated\n');
  write('docs/3.x/api/repack/client/index.md', '# generated\n');
  write('docs/3.x/api/dev-server/index.md', '# generated\n');
  write('docs/_shared/a.mdx', 'Shared.\n');
  // An installed alias package.
  write('node_modules/@callstack/repack-v3/package.json', { name: '@callstack/repack', version: '3.7.0' });
  write('node_modules/@callstack/repack-v3/dist/index.d.ts', 'export {};\n');
  write('node_modules/@callstack/repack-v3/client.d.ts', 'export {};\n');
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe('helpers', () => {
  it('orders versions numerically', () => {
    expect(insertVersion(['2.x', '3.x'], '4.x')).toEqual(['2.x', '3.x', '4.x']);
    expect(insertVersion(['2.x', '3.x', '10.x'], '4.x')).toEqual(['2.x', '3.x', '4.x', '10.x']);
    expect(insertVersion(['2.x', '3.x'], '1.x')).toEqual(['1.x', '2.x', '3.x']);
    expect(insertVersion(['2.x', '3.x'], 'next')).toEqual(['2.x', '3.x', 'next']);
  });

  it('reads npm aliases and names the alias of a package version', () => {
    expect(parseAlias('npm:@callstack/repack@3.7.0')).toEqual({ name: '@callstack/repack', range: '3.7.0' });
    expect(parseAlias('19.2.0')).toBeUndefined();
    expect(aliasFor('4.0.1')).toEqual({ alias: '@callstack/repack-v4', spec: 'npm:@callstack/repack@4.0.1' });
    expect(aliasFor('5.0.0-rc.1').alias).toBe('@callstack/repack-v5');
    expect(() => aliasFor('^4.0.0')).toThrow(/exact version/);
  });

  it('rewrites the version prefix of activeMatch patterns only', () => {
    expect(rewriteActiveMatch('^/(2\\.x/)?docs/', ['2.x', '3.x'])).toBe('^/((2\\.x|3\\.x)/)?docs/');
    expect(rewriteActiveMatch('^/((2\\.x|3\\.x)/)?api/', ['2.x'])).toBe('^/(2\\.x/)?api/');
    expect(rewriteActiveMatch('^/docs/', ['2.x'])).toBe('^/docs/');
  });

  it('applies text edits from the end', () => {
    expect(applyEdits('abcdef', [[1, 2, 'X'], [4, 4, 'Y']])).toBe('aXcdYef');
  });

  it('reads multiVersion and the typedoc entries, multi-line ones included', () => {
    const site = readSiteConfig(file('rspress.config.ts'));
    expect(site.defaultVersion).toBe('3.x');
    expect(site.versions).toEqual(['2.x', '3.x']);
    expect(site.typedoc.entries.map((entry) => `${entry.fields.version} ${entry.fields.out}`)).toEqual([
      '2.x api/node',
      '3.x api/repack',
      '3.x api/repack/client',
      '3.x api/dev-server',
    ]);
  });

  it('follows entries declared as a const array', () => {
    const text = CONFIG.replace(/entries: \[[\s\S]*?\n      \],/, 'entries: API_ENTRIES,').replace(
      "export default",
      "const API_ENTRIES = [\n  { version: '3.x', out: 'api/repack', package: '@callstack/repack-v3', entry: 'dist/index.d.ts', label: 'x' },\n];\n\nexport default",
    );
    write('rspress.config.ts', text);
    const plan = planVersion({ root, name: '4.x' });
    const written = plan.files.get(file('rspress.config.ts'));
    expect(written).toContain("  { version: '4.x', out: 'api/repack', package: '@callstack/repack-v3', entry: 'dist/index.d.ts', label: 'x' },\n];");
    expect(written).toContain('entries: API_ENTRIES,');
  });
});

describe('cutting a version', () => {
  it('copies the docs without generated API pages and registers the version', () => {
    const plan = planVersion({ root, name: '4.x' });
    applyPlan(plan);
    expect(read('docs/4.x/docs/getting-started.mdx')).toBe(read('docs/3.x/docs/getting-started.mdx'));
    expect(fs.existsSync(file('docs/4.x/api/about.md'))).toBe(true);
    expect(fs.existsSync(file('docs/4.x/api/_meta.json'))).toBe(true);
    expect(fs.existsSync(file('docs/4.x/api/repack'))).toBe(false);
    expect(fs.existsSync(file('docs/4.x/api/dev-server'))).toBe(false);
    // The relative import of the shared fragment resolves from the copy too.
    expect(fs.existsSync(path.resolve(file('docs/4.x/docs'), '../../_shared/a.mdx'))).toBe(true);

    const config = read('rspress.config.ts');
    expect(config).toContain("versions: ['2.x', '3.x', '4.x'],");
    expect(config).toContain("default: '3.x',");
    const site = readSiteConfig(file('rspress.config.ts'));
    expect(site.typedoc.entries.filter((entry) => entry.fields.version === '4.x').map((entry) => entry.fields)).toEqual([
      { version: '4.x', out: 'api/repack', package: '@callstack/repack-v3', entry: 'dist/index.d.ts', label: '@callstack/repack' },
      { version: '4.x', out: 'api/repack/client', package: '@callstack/repack-v3', entry: 'client.d.ts', label: '@callstack/repack/client' },
      {
        version: '4.x',
        out: 'api/dev-server',
        package: '@callstack/repack-dev-server-v1',
        entry: 'dist/index.d.ts',
        label: '@callstack/repack-dev-server',
      },
    ]);
    // Existing entries are untouched; the copies follow the last one with its indentation.
    expect(config).toContain(
      "        { version: '3.x', out: 'api/dev-server', package: '@callstack/repack-dev-server-v1', entry: 'dist/index.d.ts', label: '@callstack/repack-dev-server' },\n        { version: '4.x', out: 'api/repack', package: '@callstack/repack-v3',",
    );
    expect(config).toContain("        {\n          version: '4.x',\n          out: 'api/repack/client',");
    expect(JSON.parse(read('package.json'))).toEqual(PACKAGE_JSON);
    // The site config still parses as TypeScript without syntax errors.
    const { diagnostics } = tsTranspile(config);
    expect(diagnostics).toEqual([]);
  });

  it('with --default and --package-version: new default, alias package and nav patterns', () => {
    const plan = planVersion({ root, name: '4.x', makeDefault: true, packageVersion: '4.1.0' });
    applyPlan(plan);
    const config = read('rspress.config.ts');
    expect(config).toContain("default: '4.x',");
    expect(config).toContain("versions: ['2.x', '3.x', '4.x'],");
    const entries = readSiteConfig(file('rspress.config.ts')).typedoc.entries.filter((entry) => entry.fields.version === '4.x');
    expect(entries.map((entry) => entry.fields.package)).toEqual(['@callstack/repack-v4', '@callstack/repack-v4', '@callstack/repack-dev-server-v1']);

    const packageJson = JSON.parse(read('package.json'));
    expect(Object.keys(packageJson.dependencies)).toEqual([
      '@callstack/repack-dev-server-v1',
      '@callstack/repack-v2',
      '@callstack/repack-v3',
      '@callstack/repack-v4',
      'react',
    ]);
    expect(packageJson.dependencies['@callstack/repack-v4']).toBe('npm:@callstack/repack@4.1.0');

    for (const version of ['2.x', '3.x', '4.x']) {
      const nav = JSON.parse(read(`docs/${version}/_nav.json`));
      expect(nav[0].activeMatch).toBe('^/((2\\.x|3\\.x)/)?docs/');
      expect(nav[1].items[0].activeMatch).toBe('^/((2\\.x|3\\.x)/)?api/');
      expect(nav[2]).toEqual({ text: 'Examples', link: 'https://example.com' });
    }
    const summary = summarize(plan);
    expect(summary).toContain('Added "@callstack/repack-v4": "npm:@callstack/repack@4.1.0" to package.json.');
    expect(summary).toMatch(/Run `npm install`/);
    expect(summary).toContain('default 4.x (was 3.x, now served under /3.x/)');
  });

  it('reuses an installed alias (no install needed) and copies from another version', () => {
    const plan = planVersion({ root, name: '2.5', from: '2.x', packageVersion: '3.7.0' });
    expect(plan.alias).toMatchObject({ alias: '@callstack/repack-v3', isNew: false, installed: true });
    expect(plan.newEntries).toEqual([
      { version: '2.5', out: 'api/node', package: '@callstack/repack-v3', entry: 'dist/index.d.ts', label: '@callstack/repack' },
    ]);
    expect(plan.versions).toEqual(['2.x', '2.5', '3.x']);
    expect(plan.files.has(file('package.json'))).toBe(false);
    expect(summarize(plan)).toContain('already installed: no npm install needed');
    expect(plan.missingEntryFiles).toEqual([]);
  });

  it('names declaration files missing from an installed package', () => {
    const plan = planVersion({ root, name: '4.x', packageVersion: '3.7.0' });
    expect(plan.missingEntryFiles).toEqual([]);
    fs.rmSync(file('node_modules/@callstack/repack-v3/client.d.ts'));
    expect(planVersion({ root, name: '4.x', packageVersion: '3.7.0' }).missingEntryFiles).toEqual(['@callstack/repack-v3/client.d.ts']);
  });

  it('refuses bad input before changing anything', () => {
    const before = read('rspress.config.ts');
    expect(() => planVersion({ root, name: '3.x' })).toThrow(/already in multiVersion/);
    expect(() => planVersion({ root, name: '4.x', from: '1.x' })).toThrow(/not a version of the site/);
    expect(() => planVersion({ root, name: '' })).toThrow(/folder name/);
    expect(() => planVersion({ root, name: '4.x', packageVersion: '3.6.0' })).toThrow(/already maps @callstack\/repack-v3/);
    write('docs/4.x/x.md', '# x\n');
    expect(() => planVersion({ root, name: '4.x' })).toThrow(/docs\/4\.x already exists/);
    expect(read('rspress.config.ts')).toBe(before);
  });
});

describe('command line', { timeout: 60_000 }, () => {
  it('cuts the version and prints the summary', () => {
    const run = spawnSync(process.execPath, [SCRIPT, '4.x', '--default', '--package-version', '4.0.0', '--root', root], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Created docs/4.x from docs/3.x');
    expect(run.stdout).toContain('npm install');
    expect(read('rspress.config.ts')).toContain("default: '4.x'");
  });

  it('--dry-run changes nothing; errors exit with 1', () => {
    const dry = spawnSync(process.execPath, [SCRIPT, '4.x', '--dry-run', '--root', root], { encoding: 'utf8' });
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('Dry run: nothing changed.');
    expect(dry.stdout).toContain('Would create docs/4.x from docs/3.x');
    expect(fs.existsSync(file('docs/4.x'))).toBe(false);
    const bad = spawnSync(process.execPath, [SCRIPT, '3.x', '--root', root], { encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^version:new: Version 3\.x is already/);
  });
});

function tsTranspile(source) {
  // Syntax check only (no type information needed).
  const result = ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { module: ts.ModuleKind.ESNext } });
  return { diagnostics: (result.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) };
}
