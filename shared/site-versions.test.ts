import { describe, expect, it } from 'vitest';
import {
  isDefaultVersion,
  pageOfSourceFile,
  permanentPrefix,
  redirectProblems,
  redirectRules,
  redirectTarget,
  rootPathOfPermanentUrl,
  siteVersionsOf,
  stripVersion,
  versionHome,
  versionOfPath,
  withVersion,
} from './site-versions.mjs';

const site = { versions: ['2.x', '3.x'], defaultVersion: '3.x' };

describe('version prefixes', () => {
  it('puts paths under their version, the default one at the root, and takes them back out', () => {
    expect(withVersion('/docs/about', '2.x', '3.x')).toBe('/2.x/docs/about');
    expect(withVersion('/', '2.x', '3.x')).toBe('/2.x/');
    expect(withVersion('/2.x/docs/about', '2.x', '3.x')).toBe('/2.x/docs/about');
    expect(withVersion('/docs/about', '3.x', '3.x')).toBe('/docs/about');
    expect(stripVersion('/2.x/docs/about', '2.x', '3.x')).toBe('/docs/about');
    expect(stripVersion('/2.x', '2.x', '3.x')).toBe('/');
    expect(stripVersion('/2.x/', '2.x', '3.x')).toBe('/');
    expect(stripVersion('/2.xyz/docs', '2.x', '3.x')).toBe('/2.xyz/docs');
    expect(stripVersion('/docs/about', '3.x', '3.x')).toBe('/docs/about');
    expect(versionHome('2.x', '3.x')).toBe('/2.x/');
    expect(versionHome('3.x', '3.x')).toBe('/');
  });

  it('tells the version of a URL from its first segment', () => {
    expect(versionOfPath('/2.x/docs/a', site)).toBe('2.x');
    expect(versionOfPath('/docs/a', site)).toBe('3.x');
    expect(versionOfPath('/2.xyz/a', site)).toBe('3.x');
  });

  it('reads the permanent address of the default version as the root address', () => {
    expect(rootPathOfPermanentUrl('/3.x/docs/getting-started', site)).toBe('/docs/getting-started');
    expect(rootPathOfPermanentUrl('/3.x/', site)).toBe('/');
    expect(rootPathOfPermanentUrl('/3.x', site)).toBe('/');
    expect(rootPathOfPermanentUrl('/2.x/docs/a', site)).toBeUndefined();
    expect(rootPathOfPermanentUrl('/3.xyz/a', site)).toBeUndefined();
    expect(rootPathOfPermanentUrl('/docs/a', site)).toBeUndefined();
    // Once 4.x is the default, 3.x pages are files of their own and /4.x/ is the permanent prefix.
    expect(rootPathOfPermanentUrl('/3.x/docs/a', { defaultVersion: '4.x' })).toBeUndefined();
    expect(rootPathOfPermanentUrl('/4.x/docs/a', { defaultVersion: '4.x' })).toBe('/docs/a');
  });
});

describe('redirects', () => {
  const source = {
    $comment: 'ignored',
    '3.x': { '/docs/old': '/docs/new', '/docs/configuration/guides/*': '/docs/guides/*' },
    '2.x': { '/docs/2x/*': '/docs/*', '/docs/2x/api/*': '/api/*' },
  };
  const rules = redirectRules(source, site);
  const pages = ['/', '/docs/new', '/docs/guides/svg', '/2.x/', '/2.x/docs/a', '/2.x/api/node/', '/2.x/api/node/x'];

  it('puts each target under its version and orders exact rules, then the most specific splat first', () => {
    expect(rules.map((rule) => [rule.from, rule.to])).toEqual([
      ['/docs/old', '/docs/new'],
      ['/docs/configuration/guides/*', '/docs/guides/*'],
      ['/docs/2x/api/*', '/2.x/api/*'],
      ['/docs/2x/*', '/2.x/docs/*'],
    ]);
  });

  it('sends old paths on, keeping the rest of a splat path', () => {
    expect(redirectTarget('/docs/old', rules)).toBe('/docs/new');
    expect(redirectTarget('/docs/old/', rules)).toBe('/docs/new');
    expect(redirectTarget('/docs/configuration/guides/svg', rules)).toBe('/docs/guides/svg');
    expect(redirectTarget('/docs/2x/api/node/x', rules)).toBe('/2.x/api/node/x');
    expect(redirectTarget('/docs/2x/a', rules)).toBe('/2.x/docs/a');
    expect(redirectTarget('/docs/2x', rules)).toBe('/2.x/docs');
    expect(redirectTarget('/docs/older', rules)).toBeUndefined();
    expect(redirectTarget('/docs/2xx/a', rules)).toBeUndefined();
  });

  it('leads the same old path into the version it names when another version becomes the default', () => {
    const later = redirectRules(source, { versions: ['2.x', '3.x', '4.x'], defaultVersion: '4.x' });
    expect(redirectTarget('/docs/old', later)).toBe('/3.x/docs/new');
    expect(redirectTarget('/docs/2x/a', later)).toBe('/2.x/docs/a');
  });

  it('finds nothing wrong with redirects to existing pages', () => {
    expect(redirectProblems(rules, pages)).toEqual([]);
  });

  it('rejects malformed entries and unknown versions', () => {
    expect(() => redirectRules({ '5.x': {} }, site)).toThrow(/"5\.x" is not a version of the site/);
    expect(() => redirectRules({ '3.x': { 'docs/a': '/b' } }, site)).toThrow(/must be a path starting with "\/"/);
    expect(() => redirectRules({ '3.x': { '/a/*': '/b' } }, site)).toThrow(/splat/);
    expect(() => redirectRules({ '3.x': { '/a': '/a/' } }, site)).toThrow(/leads to itself/);
    expect(() => redirectRules({ '3.x': { '/a/*/b': '/b' } }, site)).toThrow(/may only end in/);
    expect(() => redirectRules({ '3.x': ['/a'] }, site)).toThrow(/must map old paths/);
  });

  it('reports a target that is no page, a source that is a page, and a folder without pages', () => {
    const bad = redirectRules({ '3.x': { '/docs/x': '/docs/missing', '/docs/new': '/docs/guides/svg', '/docs/old/*': '/docs/empty/*' } }, site);
    expect(redirectProblems(bad, pages)).toEqual([
      { version: '3.x', from: '/docs/new', message: '"/docs/new" is a page, which the redirect would hide' },
      { version: '3.x', from: '/docs/x', message: '"/docs/missing" is not a page' },
      { version: '3.x', from: '/docs/old/*', message: '"/docs/empty/*" has no page under it' },
    ]);
    const hiding = redirectRules({ '2.x': { '/2.x/api/*': '/docs/*' } }, site);
    expect(redirectProblems(hiding, pages).map((problem) => problem.message)).toContain('"/2.x/api/*" covers existing pages, which the redirect would hide');
  });

  it('reports chains and loops', () => {
    const chain = redirectRules({ '3.x': { '/docs/a': '/docs/b', '/docs/b': '/docs/new' } }, site);
    expect(redirectProblems(chain, pages)).toContainEqual({ version: '3.x', from: '/docs/a', message: 'chain /docs/a → /docs/b → /docs/new' });
    const loop = redirectRules({ '3.x': { '/docs/a': '/docs/b', '/docs/b': '/docs/a' } }, site);
    expect(redirectProblems(loop, pages)).toContainEqual({ version: '3.x', from: '/docs/a', message: 'loop /docs/a → /docs/b → /docs/a' });
    const splatChain = redirectRules({ '3.x': { '/old/*': '/docs/guides/*', '/docs/guides/svg': '/docs/new' } }, site);
    expect(redirectProblems(splatChain, ['/docs/guides/x', '/docs/new']).map((problem) => problem.message)).toContain(
      '"/docs/guides/*" overlaps the redirect from "/docs/guides/svg": a chain',
    );
    const twice = redirectRules({ '3.x': { '/docs/a': '/docs/new' }, '2.x': { '/docs/a/': '/docs/a' } }, site);
    expect(twice.find((rule) => rule.version === '2.x')?.to).toBe('/2.x/docs/a');
    expect(redirectProblems(twice, ['/docs/new', '/2.x/docs/a']).map((problem) => problem.message)).toContain(
      '"/docs/a/" is redirected twice (also in 3.x)',
    );
  });
});

describe('site versions and page identity', () => {
  it('reads the versions of a multiVersion setting, the first one being the default unless named', () => {
    expect(siteVersionsOf({ default: '3.x', versions: ['2.x', '3.x'] })).toEqual(site);
    expect(siteVersionsOf({ versions: ['2.x', '3.x'] })).toEqual({ versions: ['2.x', '3.x'], defaultVersion: '2.x' });
    expect(siteVersionsOf(undefined)).toEqual({ versions: [], defaultVersion: '' });
    expect(isDefaultVersion('3.x', '3.x')).toBe(true);
    expect(isDefaultVersion(undefined, '3.x')).toBe(true);
    expect(isDefaultVersion('2.x', '3.x')).toBe(false);
    expect(permanentPrefix('3.x')).toBe('/3.x');
  });

  it('tells a source file\'s version, its path within the version and the path it is served at', () => {
    expect(pageOfSourceFile('2.x/docs/about.md', site)).toEqual({ version: '2.x', purePath: '/docs/about', routePath: '/2.x/docs/about' });
    expect(pageOfSourceFile('3.x/docs/index.mdx', site)).toEqual({ version: '3.x', purePath: '/docs/', routePath: '/docs/' });
    expect(pageOfSourceFile('2.x/index.md', site)).toEqual({ version: '2.x', purePath: '/', routePath: '/2.x/' });
    expect(pageOfSourceFile('contributing/writing-docs.mdx', site)).toEqual({ version: '3.x', purePath: '/contributing/writing-docs', routePath: '/contributing/writing-docs' });
  });
});
