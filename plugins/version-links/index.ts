import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { siteVersionsOf, type SiteVersions } from '../../shared/site-versions.mjs';
import { mappingProblems, readMappings } from './mappings';
import { compileMappings, versionLinksFor, type VersionRoutes } from './targets';

const PERMANENT_URL_SCRIPT = path.join(__dirname, 'permanent-url.ts');

/**
 * Gives every page `versionLinks`: for each version, the page a reader switching to it should
 * land on, decided from the real route list and the pages each version's `_versions.json` says
 * were renamed or moved, so that a switch never leads to a 404. A mapping to a page that does
 * not exist fails the build. Also lets the browser show the default version's permanent address
 * (`/3.x/…`, answered by the root page) as the root address it stands for (see ./permanent-url.ts).
 */
export function versionLinksPlugin(): RspressPlugin {
  let site: VersionRoutes | undefined;
  let versions: SiteVersions = siteVersionsOf(undefined);
  let docsRoot = '';
  const plugin: RspressPlugin = {
    name: 'repack-version-links',
    config(config) {
      versions = siteVersionsOf(config.multiVersion);
      docsRoot = path.resolve(config.root ?? 'docs');
      if (versions.versions.length) {
        plugin.builderConfig = {
          source: { preEntry: [PERMANENT_URL_SCRIPT], define: { __REPACK_DEFAULT_VERSION__: JSON.stringify(versions.defaultVersion) } },
        };
      }
      return config;
    },
    routeGenerated(routes) {
      if (!versions.versions.length) return;
      const { declared, files } = readMappings(docsRoot, versions.versions);
      const routePaths = new Set(routes.map((route) => route.routePath));
      const problems = mappingProblems(declared, files, { routes: routePaths, defaultVersion: versions.defaultVersion });
      if (problems.length) throw new Error(`[repack-version-links] ${problems.join('\n')}`);
      site = { ...versions, routes: routePaths, mappings: compileMappings(declared) };
    },
    extendPageData(pageData) {
      if (!site || !pageData.version) return;
      Object.assign(pageData, { versionLinks: versionLinksFor(pageData.routePath, pageData.version, site) });
    },
  };
  return plugin;
}
