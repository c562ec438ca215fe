import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createRouting, describeRedirectProblems, pagesOfSources, readProjectRouting, readRouting } from './routing.mjs';

const DOCS = path.join(__dirname, '..', 'docs');
const site = { versions: ['2.x', '3.x'], defaultVersion: '3.x' };

function docsWith(redirects: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'routing-'));
  fs.writeFileSync(path.join(dir, '_redirects.json'), redirects);
  return dir;
}

describe('routing of the project', () => {
  it('reads the versions from rspress.config.ts and the redirects from docs/_redirects.json', async () => {
    const routing = await readProjectRouting();
    expect(routing).toMatchObject(site);
    expect(routing.redirects).toContainEqual({
      version: '3.x',
      from: '/docs/code-splitting/concepts',
      to: '/docs/code-splitting/concept',
      splat: false,
    });
  });

  it('lists the pages the sources make, under their versions', () => {
    const pages = pagesOfSources(DOCS, site);
    for (const page of ['/', '/docs/', '/docs/code-splitting/concept', '/2.x/', '/2.x/docs/code-splitting/concepts', '/contributing/writing-docs']) {
      expect(pages).toContain(page);
    }
    expect(pages.some((page) => page.includes('_shared') || page.includes('_meta'))).toBe(false);
  });

  it('every redirect of the project leads to a page of the sources (API pages once generated)', async () => {
    const routing = await readProjectRouting();
    const pages = pagesOfSources(DOCS, site);
    const generated = fs.existsSync(path.join(DOCS, '3.x', 'api', 'repack'));
    const problems = describeRedirectProblems(routing.redirects, pages);
    const outsideApi = problems.filter((problem) => !/\/api\/(repack|dev-server|node|react-native)\//.test(problem));
    expect(generated ? problems : outsideApi).toEqual([]);
  });

  it('names the file and line of a bad redirect', () => {
    const dir = docsWith('{\n  "3.x": {\n    "/docs/old": "/docs/gone"\n  }\n}\n');
    const routing = readRouting(site, dir);
    expect(describeRedirectProblems(routing.redirects, ['/'], dir)).toEqual([expect.stringMatching(/_redirects\.json:3: 3\.x: "\/docs\/gone" is not a page$/)]);
    expect(() => readRouting(site, docsWith('{\n  "3.x": {\n    "/docs/a/*": "/docs/b"\n  }\n}\n'))).toThrow(/_redirects\.json:3: 3\.x: .*splat/);
    expect(() => readRouting(site, docsWith('{ "3.x": { } '))).toThrow(/_redirects\.json:1: invalid JSON/);
  });

  it('answers like the hosts: redirects first, then the permanent address of the default version', () => {
    const routing = createRouting(readRouting(site, docsWith(JSON.stringify({ '3.x': { '/docs/old': '/docs/new' } }))));
    expect(routing.redirect('/docs/old')).toBe('/docs/new');
    expect(routing.redirect('/docs/new')).toBeUndefined();
    expect(routing.rewrite('/3.x/docs/new')).toBe('/docs/new');
    expect(routing.rewrite('/2.x/docs/new')).toBe('/2.x/docs/new');
  });
});
