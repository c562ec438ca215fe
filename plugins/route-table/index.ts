/**
 * Rspress plugin: a shorter route table in every page's entry chunk.
 *
 * Rspress generates a routes module with, for each of the site's ~240 pages, a lazy component
 * constant, an element and a preload function written out in full: about 13 KB gzip of the
 * entry chunk. Here each route keeps only its own data (its import, path, file, language and
 * version) and one shared function builds the same route objects from it.
 */
import type { RspressPlugin } from '@rspress/core';
import type { RsbuildPlugin } from '@rsbuild/core';
import { BROWSER_ENVIRONMENT, compactGeneratedRoutes, GENERATED_ROUTES_MODULE, HTML_PRERENDER_ENVIRONMENT } from '../rspress-internals';

function pluginCompactRoutes(): RsbuildPlugin {
  return {
    name: 'repack:compact-routes',
    setup(api) {
      // 'post': the module's text comes from a loader, so it is read after it.
      api.transform({ test: GENERATED_ROUTES_MODULE, enforce: 'post', environments: [BROWSER_ENVIRONMENT, HTML_PRERENDER_ENVIRONMENT] }, ({ code }) => compactGeneratedRoutes(code));
    },
  };
}

export function routeTablePlugin(): RspressPlugin {
  return { name: 'repack-route-table', builderConfig: { plugins: [pluginCompactRoutes()] } };
}

export default routeTablePlugin;
