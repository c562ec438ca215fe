import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const workDir = path.join(root, 'e2e', '.output', 'version-errors');
const rspressBin = path.join(root, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

const PAGES = {
  '2.x/index.md': '# Home 2\n',
  '2.x/docs/concepts.md': '# Concepts\n',
  '3.x/index.md': '# Home 3\n',
  '3.x/docs/concept.md': '# Concept\n',
};

/**
 * Builds a two-version site (2.x, and 3.x the default) with the project's version-links and
 * redirects plugins, from the given files under `docs/`.
 */
function buildSite(name: string, files: Record<string, string>) {
  const siteDir = path.join(workDir, name);
  fs.rmSync(siteDir, { recursive: true, force: true });
  for (const [file, source] of Object.entries({ ...PAGES, ...files })) {
    fs.mkdirSync(path.dirname(path.join(siteDir, 'docs', file)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, 'docs', file), source);
  }
  const configFile = path.join(siteDir, 'rspress.config.ts');
  fs.writeFileSync(
    configFile,
    [
      `import config from ${JSON.stringify(path.join(root, 'rspress.config.ts'))};`,
      'export default {',
      '  ...config,',
      `  root: ${JSON.stringify(path.join(siteDir, 'docs'))},`,
      `  outDir: ${JSON.stringify(path.join(siteDir, 'doc_build'))},`,
      "  multiVersion: { default: '3.x', versions: ['2.x', '3.x'] },",
      '  icon: undefined,',
      '  logo: undefined,',
      "  plugins: config.plugins.filter((plugin) => ['repack-version-links', 'repack-redirects'].includes(plugin.name)),",
      '};',
    ].join('\n'),
  );
  const result = spawnSync(process.execPath, [rspressBin, 'build', '-c', configFile], {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('bad version mappings and redirects fail the build, naming the file and line', { timeout: 60_000 }, () => {
  it('a _versions.json mapping to a page that does not exist', () => {
    const { status, output } = buildSite('missing-mapping', {
      '2.x/_versions.json': JSON.stringify({ '3.x': { '/docs/concepts': '/docs/conceptz' } }, null, 2),
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs[\\/]2\.x[\\/]_versions\.json:3: "\/docs\/concepts" → 3\.x "\/docs\/conceptz": \/docs\/conceptz is not a page of 3\.x/);
  });

  it('a redirect to a page that does not exist', () => {
    const { status, output } = buildSite('missing-redirect', {
      '_redirects.json': JSON.stringify({ '3.x': { '/docs/old': '/docs/concept', '/docs/older': '/docs/gone' } }, null, 2),
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/docs[\\/]_redirects\.json:4: 3\.x: "\/docs\/gone" is not a page/);
  });

  it('a redirect chain', () => {
    const { status, output } = buildSite('redirect-chain', {
      '_redirects.json': JSON.stringify({ '3.x': { '/docs/a': '/docs/b', '/docs/b': '/docs/concept' } }, null, 2),
    });
    expect(status).not.toBe(0);
    expect(output).toMatch(/_redirects\.json:3: 3\.x: chain \/docs\/a → \/docs\/b → \/docs\/concept/);
  });

  it('a redirect file naming a version the site does not have', () => {
    const { status, output } = buildSite('unknown-version', { '_redirects.json': '{\n  "9.x": {}\n}\n' });
    expect(status).not.toBe(0);
    expect(output).toMatch(/_redirects\.json:2: "9\.x" is not a version of the site/);
  });
});
