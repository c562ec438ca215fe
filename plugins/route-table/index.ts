/**
 * Rspress plugin: a shorter route table, and only the current section's in a page's first load.
 *
 * Rspress generates a routes module with, for each of the site's ~240 pages, a lazy component
 * constant, an element and a preload function written out in full. Here each route keeps only
 * its own data (its import, path, file, language and version) and one shared function builds the
 * same route objects from it.
 *
 * In the production browser build, the routes, the page list entries and the sidebars are also
 * split by section (shared/route-sections.mjs: `/docs`, `/api`, `/2.x/docs`, `/2.x/api`): the
 * ones of each section travel in a chunk of their own, which a page lists with its own chunk (a
 * `<link rel="preload">` written after the build beside Rspress's own), and the entry chunk keeps only each section's paths. A guide then no longer carries
 * the ~200 API pages' routes and sidebars. The HTML prerender keeps the whole table, so the
 * markup is the same.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { RspressPlugin } from '@rspress/core';
import { listHtmlFiles } from '../../deploy/security-headers.mjs';
import { routeSectionOf, sectionSlug } from '../../shared/route-sections.mjs';
import {
  BROWSER_ENVIRONMENT,
  compactGeneratedRoutes,
  generatedRoutesRequest,
  GENERATED_PAGE_LIST_MODULE,
  GENERATED_ROUTES_MODULE,
  GENERATED_SITE_DATA_MODULE,
  HTML_PRERENDER_ENVIRONMENT,
  importPagesAndSidebars,
  parseCompactRoutes,
  printRoutesModule,
  rewriteGeneratedPageList,
  rewriteGeneratedSiteData,
  ROUTE_ELEMENT_FACTORY,
  sidebarsOf,
  withScriptPreload,
  withSidebars,
} from '../rspress-internals';

export const PLUGIN_NAME = 'repack-route-table';

/** The query that makes a generated module's section part (`?repack-section=%2Fdocs`). */
const SECTION_QUERY = 'repack-section';
/** Section chunks are named `repack-section-<slug>` (`repack-section-2.x-api`). */
const SECTION_CHUNK_PREFIX = 'repack-section-';
const SECTIONS_RUNTIME = path.join(__dirname, '..', '..', 'shared', 'route-sections.mjs');

const sectionQuery = (section: string) => `?${SECTION_QUERY}=${encodeURIComponent(section)}`;
const sectionOfQuery = (resourceQuery: string) => new URLSearchParams(resourceQuery.replace(/^\?/, '')).get(SECTION_QUERY) ?? undefined;

/** What the split needs to know of the build: set before it starts (`beforeBuild`). */
interface SplitSettings {
  versions: readonly string[];
}

/**
 * The browser's main routes module: the routes outside any section as they are, and for each
 * section its paths, standing for its routes until its chunk loads (`sectionRoutes`).
 */
export function mainRoutesModule(compactCode: string, file: string, versions: readonly string[]): string {
  const parts = parseCompactRoutes(compactCode, file);
  const pathsBySection = new Map<string, string[]>();
  const kept = parts.routes.filter((route) => {
    const section = routeSectionOf(route.path, versions);
    if (section === undefined) return true;
    pathsBySection.set(section, [...(pathsBySection.get(section) ?? []), route.path]);
    return false;
  });
  const imports = [
    `import { sectionRoutes } from ${JSON.stringify(SECTIONS_RUNTIME)};`,
    importPagesAndSidebars('repackSite'),
    `const repackSection = (load, paths) => sectionRoutes(load, paths, { pages: repackSitePages, sidebars: repackSiteSidebars, element: ${ROUTE_ELEMENT_FACTORY} });`,
    '',
  ].join('\n');
  const sections = [...pathsBySection].map(
    ([section, paths]) =>
      `...repackSection(() => import(/* webpackChunkName: ${JSON.stringify(SECTION_CHUNK_PREFIX + sectionSlug(section))} */ ${JSON.stringify(generatedRoutesRequest(sectionQuery(section)))}), ${JSON.stringify(paths)})`,
  );
  return printRoutesModule(parts, imports, kept, sections);
}

/** A section's routes module: its routes, with its part of the page list and of the site data. */
export function sectionRoutesModule(compactCode: string, file: string, versions: readonly string[], section: string): string {
  const parts = parseCompactRoutes(compactCode, file);
  const routes = parts.routes.filter((route) => routeSectionOf(route.path, versions) === section);
  const imports = `${importPagesAndSidebars('repackSection', sectionQuery(section))}export { repackSectionPages as pages, repackSectionSidebars as sidebars };\n`;
  return printRoutesModule(parts, imports, routes);
}

/** The page list module with only the pages of `section` (`undefined`: the pages outside any section). */
export function sectionPageListModule(code: string, file: string, versions: readonly string[], section: string | undefined): string {
  return rewriteGeneratedPageList(code, file, (pageData) => ({
    ...pageData,
    pages: pageData.pages.filter((page) => routeSectionOf(String(page.routePath ?? ''), versions) === section),
  }));
}

/** The site data module with only the sidebars of `section`; a section's module carries nothing else. */
export function sectionSiteDataModule(code: string, file: string, versions: readonly string[], section: string | undefined): string {
  return rewriteGeneratedSiteData(code, file, (siteData) => {
    const sidebars = Object.fromEntries(Object.entries(sidebarsOf(siteData)).filter(([prefix]) => routeSectionOf(`${prefix}/`, versions) === section));
    return section === undefined ? withSidebars(siteData, sidebars) : withSidebars({}, sidebars);
  });
}

/** Where each section chunk of a browser build was written (`static/js/async/<id>.<hash>.js`), by section chunk name. */
type SectionChunkFiles = Map<string, string>;

function recordSectionChunks(files: SectionChunkFiles): Rspack.RspackPluginInstance {
  const name = `${PLUGIN_NAME}:section-chunks`;
  return {
    apply(compiler) {
      // Once emitted: the file names' content hashes are final only then.
      compiler.hooks.afterEmit.tap(name, (compilation) => {
        files.clear();
        for (const chunk of compilation.chunks) {
          const file = [...chunk.files].find((name) => name.endsWith('.js'));
          if (chunk.name?.startsWith(SECTION_CHUNK_PREFIX) && file) files.set(chunk.name, file);
        }
      });
    },
  };
}

function pluginRouteTable(settings: { split?: SplitSettings }, chunkFiles: SectionChunkFiles): RsbuildPlugin {
  return {
    name: 'repack:compact-routes',
    setup(api) {
      // 'post': the modules' text comes from a loader, so it is read after it.
      api.transform({ test: GENERATED_ROUTES_MODULE, enforce: 'post', environments: [BROWSER_ENVIRONMENT, HTML_PRERENDER_ENVIRONMENT] }, ({ code, resourcePath, resourceQuery, environment }) => {
        const compact = compactGeneratedRoutes(code);
        if (!settings.split || environment.name !== BROWSER_ENVIRONMENT) return compact;
        const section = sectionOfQuery(resourceQuery);
        return section === undefined
          ? mainRoutesModule(compact, resourcePath, settings.split.versions)
          : sectionRoutesModule(compact, resourcePath, settings.split.versions, section);
      });
      api.transform({ test: GENERATED_PAGE_LIST_MODULE, enforce: 'post', environments: [BROWSER_ENVIRONMENT] }, ({ code, resourcePath, resourceQuery }) =>
        settings.split ? sectionPageListModule(code, resourcePath, settings.split.versions, sectionOfQuery(resourceQuery)) : code,
      );
      api.transform({ test: GENERATED_SITE_DATA_MODULE, enforce: 'post', environments: [BROWSER_ENVIRONMENT] }, ({ code, resourcePath, resourceQuery }) =>
        settings.split ? sectionSiteDataModule(code, resourcePath, settings.split.versions, sectionOfQuery(resourceQuery)) : code,
      );
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== BROWSER_ENVIRONMENT) return;
        config.plugins ??= [];
        config.plugins.push(recordSectionChunks(chunkFiles));
      });
    },
  };
}

/**
 * Adds to each page of `outDir` whose route is in a section the preload of that section's chunk,
 * next to the preload of its own chunk (pages without one, such as redirects, are left alone).
 * A section without a chunk fails the build. Returns how many pages changed.
 */
export function preloadSectionChunks(outDir: string, base: string, versions: readonly string[], chunkFiles: SectionChunkFiles): number {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  let changed = 0;
  for (const file of listHtmlFiles(outDir)) {
    const routePath = `/${path.relative(outDir, file).split(path.sep).join('/').replace(/\.html$/, '')}`;
    const section = routeSectionOf(routePath, versions);
    if (section === undefined) continue;
    const chunk = chunkFiles.get(SECTION_CHUNK_PREFIX + sectionSlug(section));
    const preloaded = withScriptPreload(fs.readFileSync(file, 'utf8'), `${prefix}${chunk}`);
    if (preloaded === undefined) continue;
    if (!chunk) throw new Error(`[${PLUGIN_NAME}] ${path.relative(outDir, file)}: the build wrote no chunk for its section ${section}`);
    fs.writeFileSync(file, preloaded);
    changed += 1;
  }
  return changed;
}

export function routeTablePlugin(): RspressPlugin {
  const settings: { split?: SplitSettings } = {};
  const chunkFiles: SectionChunkFiles = new Map();
  return {
    name: PLUGIN_NAME,
    beforeBuild(config, isProd) {
      settings.split = isProd ? { versions: config.multiVersion?.versions ?? [] } : undefined;
    },
    // Synchronous on purpose: plugins' afterBuild hooks run concurrently, and those listed after (plugins/seo's checks) read the finished pages.
    afterBuild(config, isProd) {
      if (!isProd || !settings.split) return;
      preloadSectionChunks(path.resolve(config.outDir ?? 'doc_build'), config.base ?? '/', settings.split.versions, chunkFiles);
    },
    builderConfig: { plugins: [pluginRouteTable(settings, chunkFiles)] },
  };
}

export default routeTablePlugin;
