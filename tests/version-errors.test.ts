import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSmallSite } from './small-site';

const root = path.resolve(__dirname, '..');
const workDir = path.join(root, 'e2e', '.output', 'version-errors');

const PAGES = {
  '2.x/index.md': '# Home 2\n',
  '2.x/docs/concepts.md': '# Concepts\n',
  '3.x/index.md': '# Home 3\n',
  '3.x/docs/concept.md': '# Concept\n',
};

/** A two-version site (2.x, and 3.x the default) with the project's version-links and redirects plugins. */
function buildSite(name: string, files: Record<string, string>) {
  return buildSmallSite({
    siteDir: path.join(workDir, name),
    files: { ...PAGES, ...files },
    multiVersion: "{ default: '3.x', versions: ['2.x', '3.x'] }",
    plugins: ['repack-version-links', 'repack-redirects'],
  });
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
