import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_REIMPLEMENTATIONS, REIMPLEMENTATIONS, RSPRESS_VERSION_REVIEWED, WRAPS } from './overrides';

const ROOT = path.resolve(__dirname, '..');
const require = createRequire(import.meta.url);
const CORE = path.dirname(require.resolve('@rspress/core/package.json'));
const installedVersion = (JSON.parse(fs.readFileSync(path.join(CORE, 'package.json'), 'utf8')) as { version: string }).version;

/** The names theme/index.tsx exports itself (not the `export *` of the default theme). */
function themeExports(): string[] {
  const source = fs.readFileSync(path.join(ROOT, 'theme/index.tsx'), 'utf8');
  return [...source.matchAll(/^export \{([^}]+)\} from/gm)].flatMap(([, names]) =>
    names.split(',').map((name) => name.trim().split(/\s+as\s+/).pop()!.trim()).filter(Boolean),
  );
}

/** The names the default theme exports (`@rspress/core/theme-original`), read from its declarations. */
function upstreamExports(): Set<string> {
  const names = new Set<string>();
  const read = (file: string) => {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, list] of source.matchAll(/^export (?:type )?\{([^}]+)\}/gm)) {
      for (const item of list.split(',')) {
        const name = item.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop()!.trim();
        if (name && !item.trim().startsWith('type ')) names.add(name);
      }
    }
    for (const [, name] of source.matchAll(/^export declare (?:const|function|class) (\w+)/gm)) names.add(name);
    for (const [, from] of source.matchAll(/^export \* from '([^']+)'/gm)) read(path.resolve(path.dirname(file), from.replace(/\.js$/, '.d.ts')));
  };
  read(path.join(CORE, 'dist/theme/index.d.ts'));
  return names;
}

describe('override manifest (theme/overrides.ts)', () => {
  it('lists every theme export that shadows an export of the default theme, as a wrap or a re-implementation', () => {
    const upstream = upstreamExports();
    expect(upstream.has('Layout') && upstream.has('useActiveAnchor') && upstream.has('IconCopy'), 'reading the exports of @rspress/core/dist/theme/index.d.ts').toBe(true);
    const listed = new Set([...WRAPS, ...REIMPLEMENTATIONS].flatMap((entry) => entry.exports));
    const shadowing = themeExports().filter((name) => upstream.has(name));
    const unlisted = shadowing.filter((name) => !listed.has(name));
    expect(unlisted, `theme/index.tsx replaces these exports of @rspress/core/theme-original without an entry in theme/overrides.ts: ${unlisted.join(', ')}`).toEqual([]);
    const stale = [...listed].filter((name) => !shadowing.includes(name));
    expect(stale, `theme/overrides.ts lists exports that theme/index.tsx no longer replaces: ${stale.join(', ')}`).toEqual([]);
  });

  it('names upstream files that exist in the installed @rspress/core', () => {
    const missing = [...WRAPS, ...REIMPLEMENTATIONS]
      .flatMap((entry) => [entry.upstream, ...('alsoReplaces' in entry ? (entry.alsoReplaces ?? []) : [])].map((file) => ({ entry, file })))
      .filter(({ file }) => !fs.existsSync(path.join(CORE, 'dist', file)))
      .map(({ entry, file }) => `${entry.exports.join('/')}: dist/${file}`);
    expect(missing, `upstream files not found in @rspress/core ${installedVersion} (moved or renamed on an upgrade?)`).toEqual([]);
  });

  // A patch or minor release passes on its contracts (this file, theme/rspress-internals, tests/rspress-contracts);
  // `npm run upgrade:check` shows what changed upstream. A new major is a new API: review it first.
  it('was reviewed against the major version of Rspress installed', () => {
    const major = (version: string) => version.split('.')[0];
    expect(
      major(RSPRESS_VERSION_REVIEWED),
      `@rspress/core is now ${installedVersion}, a new major; the re-implementations in theme/overrides.ts were compared with ${RSPRESS_VERSION_REVIEWED}: run npm run upgrade:check, carry over what matters, then set RSPRESS_VERSION_REVIEWED to ${installedVersion}.`,
    ).toBe(major(installedVersion));
  });

  it('says for each re-implementation what it works around, links its upstream report and when to remove it, and names existing tests for what it keeps doing', () => {
    const problems: string[] = [];
    for (const entry of REIMPLEMENTATIONS) {
      const name = entry.exports.join('/');
      if (!entry.worksAround.trim()) problems.push(`${name}: no Rspress defect or missing option named`);
      if (!entry.removeWhen.trim()) problems.push(`${name}: no condition for removing it`);
      if (!/^decisions\/upstream\/[\w-]+\.md$/.test(entry.upstreamReport)) problems.push(`${name}: the upstream report ${entry.upstreamReport} is not a file of decisions/upstream/`);
      else if (!fs.existsSync(path.join(ROOT, entry.upstreamReport))) problems.push(`${name}: ${entry.upstreamReport} does not exist`);
      else {
        const text = fs.readFileSync(path.join(ROOT, entry.upstreamReport), 'utf8');
        for (const section of ['## What happens', '## Reproduction', '## Suggested fix', '## Our workaround']) {
          if (!text.includes(section)) problems.push(`${name}: ${entry.upstreamReport} has no "${section}" section`);
        }
      }
      if (entry.keeps.length === 0) problems.push(`${name}: no behaviour listed`);
      for (const { test } of entry.keeps) {
        const file = path.join(ROOT, test.file);
        if (!fs.existsSync(file)) problems.push(`${name}: ${test.file} does not exist`);
        else if (!fs.readFileSync(file, 'utf8').includes(test.name)) problems.push(`${name}: no test "${test.name}" in ${test.file}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it(`keeps at most ${MAX_REIMPLEMENTATIONS} re-implementations`, () => {
    expect(REIMPLEMENTATIONS.length, 'a new re-implementation replaces one of these, or the need goes upstream first').toBeLessThanOrEqual(MAX_REIMPLEMENTATIONS);
  });
});
