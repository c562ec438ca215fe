import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { describeRedirectProblems, readRouting } from '../../deploy/routing.mjs';
import { REDIRECTS_URL, siteVersionsOf, type RedirectRule, type SiteVersions } from '../../shared/site-versions.mjs';

/**
 * Checks the redirects of `docs/_redirects.json` against the pages of the build: a redirect to a
 * page that does not exist, one hiding a page, a chain or a loop fails the build, naming the file
 * and line. The host configurations are generated from the same file (`npm run deploy:config`);
 * for hosts that cannot redirect, the build publishes the rules at `/redirects.json`, which the
 * 404 page follows.
 */
export function redirectsPlugin(): RspressPlugin {
  let docsRoot = '';
  let site: SiteVersions = siteVersionsOf(undefined);
  let redirects: RedirectRule[] = [];
  return {
    name: 'repack-redirects',
    config(config) {
      docsRoot = path.resolve(config.root ?? 'docs');
      site = siteVersionsOf(config.multiVersion);
      return config;
    },
    routeGenerated(routes) {
      redirects = readRouting(site, docsRoot).redirects;
      const problems = describeRedirectProblems(
        redirects,
        routes.map((route) => route.routePath),
        docsRoot,
      );
      if (problems.length) throw new Error(`[repack-redirects] ${problems.join('\n')}`);
    },
    afterBuild(config, isProd) {
      if (!isProd || !redirects.length) return;
      fs.writeFileSync(path.join(path.resolve(config.outDir ?? 'doc_build'), REDIRECTS_URL), `${JSON.stringify(redirects)}\n`);
    },
  };
}
