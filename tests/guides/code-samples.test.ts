import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOCS_VERSIONS, installFixtureApp } from './fixture-apps';
import { recordProofs, typeCheckUpdates } from './proof-record';
import { checkVersion, formatReport } from './type-check';

const docsRoot = path.resolve(import.meta.dirname, '../../docs');

describe.each(DOCS_VERSIONS)('code samples of the %s guides', (version) => {
  it('compile against the packages of that version, and partial marks are still needed', async () => {
    const report = checkVersion(version, await installFixtureApp(version), docsRoot);
    console.info(formatReport(version, report));
    recordProofs(version, typeCheckUpdates(version, report));
    expect(report.extracted).toBeGreaterThan(0);
    expect(report.errors).toEqual([]);
  });
});

describe('the type-check harness', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'guide-samples-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  const fence = (meta: string, ...code: string[]) => ['```' + meta, ...code, '```', ''];
  const page = [
    '# Page',
    ...fence(
      'ts title="src/chunks/resolver.ts"',
      "import { Script, ScriptManager } from '@callstack/repack/client';",
      'export const release: number = 3;',
      'ScriptManager.shared.addResolver(async (scriptId) => ({ url: Script.getRemoteURL(scriptId) }));',
    ),
    ...fence('js title="index.js"', "import { release } from './src/chunks/resolver';", "import App from './src/App';", 'release.toUpperCase();'),
    ...fence('ts title="src/wrong.ts"', "import { release } from './chunks/resolvers/resolver';", 'export const twice = release * 2;'),
    ...fence('js partial', 'const settled = 1;'),
    ...fence('js partial', 'entry: [...Repack.getInitializationEntries(reactNativePath), entry],'),
    ...fence('ts partial', "import { ScriptManager } from '@callstack/repack/client';", "ScriptManager.shared.addResolver(resolver, { priority: 'high' });"),
    ...fence('js partial', 'const broken = {'),
  ];
  fs.mkdirSync(path.join(scratch, 'docs', '3.x', 'docs'), { recursive: true });
  fs.writeFileSync(path.join(scratch, 'docs', '3.x', 'docs', 'page.mdx'), page.join('\n'));

  it('reports each problem at its page line, resolves files shown on the page and keeps partial marks honest', async () => {
    const report = checkVersion('3.x', await installFixtureApp('3.x'), path.join(scratch, 'docs'));
    const lineOf = (text: string) => page.indexOf(text) + 1;
    expect(report).toMatchObject({ extracted: 7, complete: 3, partial: 4, partialCompiling: 0 });
    expect(report.errors).toEqual([
      `docs/3.x/docs/page.mdx:${lineOf('release.toUpperCase();')}: TS2339: Property 'toUpperCase' does not exist on type 'number'.`,
      expect.stringMatching(new RegExp(`^docs/3.x/docs/page.mdx:${lineOf("import { release } from './chunks/resolvers/resolver';")}: TS2307: Cannot find module`)),
      `docs/3.x/docs/page.mdx:${lineOf('const settled = 1;')}: marked partial but compiles as a whole file: remove the partial mark`,
      expect.stringMatching(new RegExp(`^docs/3.x/docs/page.mdx:${lineOf("ScriptManager.shared.addResolver(resolver, { priority: 'high' });")}: TS2322: .*\\(partial block\\)$`)),
      expect.stringMatching(new RegExp(`^docs/3.x/docs/page.mdx:${lineOf('const broken = {')}: TS1005: .*\\(partial block\\)$`)),
    ]);
  });

  it('checks a fragment against the versions it targets only, and says clearly when a target is wrong', async () => {
    const docs = path.join(scratch, 'targets', 'docs');
    const write = (file: string, lines: string[]) => {
      fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
      fs.writeFileSync(path.join(docs, file), lines.join('\n'));
    };
    const importing = (name: string) => [`import Part from '../../_shared/${name}.mdx';`, '', '# Page', '', '<Part />'];
    // `getPlatform` is Re.Pack 2 only: 3.x reads the platform from the `env` of a configuration function.
    const twoOnly = ['```js', "const { getPlatform } = require('@callstack/repack');", "getPlatform({ fallback: 'ios' });", '```'];
    write('_shared/v2.mdx', ['{/* code samples target: 2.x */}', '', ...twoOnly]);
    write('_shared/said-3.mdx', ['{/* code samples target: 3.x */}', '', ...twoOnly]);
    write('_shared/unrendered.mdx', ['{/* code samples target: 2.x */}', '', ...twoOnly]);
    write('_shared/unknown.mdx', ['{/* code samples target: 4.x */}', '', ...twoOnly]);
    write('2.x/docs/page.mdx', importing('v2'));
    write('3.x/docs/page.mdx', importing('v2'));
    write('3.x/docs/said.mdx', importing('said-3'));
    write('3.x/docs/unrendered.mdx', importing('unrendered'));
    write('3.x/docs/unknown.mdx', importing('unknown'));

    const two = checkVersion('2.x', await installFixtureApp('2.x'), docs);
    expect(two).toMatchObject({ extracted: 1, errors: [] });

    const appDir3 = await installFixtureApp('3.x');
    const three = checkVersion('3.x', appDir3, docs);
    expect(three.extracted).toBe(1);
    expect(three.errors).toEqual([
      'docs/_shared/unknown.mdx:1: code samples target 4.x, which is not a version of the docs (2.x, 3.x)',
      'docs/_shared/unrendered.mdx:1: code samples target 2.x, but no 2.x page renders this fragment, so they are never checked',
      expect.stringMatching(/^docs\/_shared\/said-3\.mdx:4 \(in docs\/3\.x\/docs\/said\.mdx, checked against 3\.x\): TS2305: Module '"@callstack\/repack"' has no exported member 'getPlatform'/),
    ]);

    write('_shared/unknown.mdx', ['{/* code samples target: latest */}', ...twoOnly]);
    expect(() => checkVersion('3.x', appDir3, docs)).toThrow('docs/_shared/unknown.mdx:1: "code samples target" must list versions such as 2.x or 3.x, not "latest"');
  });
});
