import type { RspressPlugin } from '@rspress/core';
import { versionLinksFor, type VersionRoutes } from './targets';

/**
 * Gives every page `versionLinks`: for each version, the page a reader switching to it
 * should land on, decided from the real route list so that a switch never leads to a 404.
 */
export function versionLinksPlugin(): RspressPlugin {
  let site: VersionRoutes | undefined;
  let multiVersion: { default?: string; versions: string[] } | undefined;
  return {
    name: 'repack-version-links',
    config(config) {
      multiVersion = config.multiVersion;
      return config;
    },
    routeGenerated(routes) {
      if (!multiVersion?.versions.length) return;
      site = {
        defaultVersion: multiVersion.default ?? multiVersion.versions[0],
        versions: multiVersion.versions,
        routes: new Set(routes.map((route) => route.routePath)),
      };
    },
    extendPageData(pageData) {
      if (!site || !pageData.version) return;
      Object.assign(pageData, { versionLinks: versionLinksFor(pageData.routePath, pageData.version, site) });
    },
  };
}
