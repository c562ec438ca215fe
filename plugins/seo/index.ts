import fs from 'node:fs';
import path from 'node:path';
import { logger, type RspressPlugin, type UserConfig } from '@rspress/core';
import { pluginAlgolia } from '@rspress/plugin-algolia';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { renderDeployConfigs } from '../../deploy/configs.mjs';
import { readProjectRouting } from '../../deploy/routing.mjs';
import { versionOfPath } from '../../shared/site-versions.mjs';
import { readMappings } from '../version-links/mappings';
import { compileMappings } from '../version-links/targets';
import {
  analyticsFromEnv,
  docsearchFromEnv,
  hashInlineScripts,
  listHtmlFiles,
  publishingSettingsFromEnv,
  readScriptHashes,
  type AnalyticsSettings,
  type DocSearchSettings,
} from '../../deploy/security-headers.mjs';
import { canonicalRoutePath, fallbackDescription, seoTags, sitemapPriority, type PageInfo, type SiteRoutes } from './meta';

export { SITE_ORIGIN } from './meta';

const ROOT = path.resolve(__dirname, '..', '..');
const NO_EVAL_PROBE_LOADER = path.join(__dirname, 'docsearch', 'no-eval-probe-loader.cjs');

type Env = Record<string, string | undefined>;

export interface SeoPluginOptions {
  /** Environment to read analytics/DocSearch settings from. Default: `process.env`. */
  env?: Env;
  /**
   * After a production build, warn when the built HTML runs inline scripts whose hashes
   * `deploy/csp-hashes.json` lacks, or when `vercel.json`/`netlify.toml` differ from what
   * `deploy/generate.mjs` would write for this environment. Off for fixture sites.
   */
  checkDeployConfigs?: boolean;
}

/**
 * The theme's `Search` renders DocSearch when this constant holds its settings, and the site's
 * own search when it is `null` (theme/components/Search). Defined in every build, so that the
 * bundler drops the branch not taken.
 */
export const DOCSEARCH_DEFINE = '__REPACK_DOCSEARCH__';

/** Analytics is never injected in dev, and not in test runs. */
export function analyticsForBuild(env: Env, isProd: boolean): AnalyticsSettings | null {
  if (!isProd || env.NODE_ENV === 'test' || env.VITEST) return null;
  return analyticsFromEnv(env);
}

function appendHtmlTag(config: UserConfig, tag: { tag: string; attrs: Record<string, string | boolean>; head: boolean; append: boolean }) {
  const builderConfig = (config.builderConfig ??= {});
  const html = (builderConfig.html ??= {});
  const existing = html.tags;
  html.tags = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), tag] as typeof html.tags;
}

/**
 * With `llms`, Rspress gives every page, the 404 page included, a link to its Markdown copy
 * (`/404.md`), but writes none for the 404 page. Write it, so that link is not itself broken.
 */
function writeNotFoundMarkdown(outDir: string, site: { title: string }) {
  const file = path.join(outDir, '404.md');
  if (!fs.existsSync(path.join(outDir, '404.html')) || fs.existsSync(file)) return;
  fs.writeFileSync(
    file,
    `# Page not found\n\nThis page does not exist in the ${site.title} documentation. The index of all pages is [llms.txt](/llms.txt).\n`,
  );
}

/**
 * The sitemap plugin, listing only the pages that are their own canonical: a page naming
 * another one as canonical would only be a duplicate there.
 */
function canonicalSitemap(sitemap: RspressPlugin, isCanonical: (routePath: string, version: string) => boolean): RspressPlugin {
  return {
    ...sitemap,
    extendPageData: (pageData, isProd) =>
      isCanonical(pageData.routePath, pageData.version) ? sitemap.extendPageData?.(pageData, isProd) : undefined,
  };
}

/**
 * Publishing plugin: canonical links, Open Graph / Twitter meta, the sitemap (canonical pages
 * only, 2.x ranked below 3.x), optional Plausible analytics and optional Algolia DocSearch.
 */
export function pluginSeo(options: SeoPluginOptions = {}): RspressPlugin {
  const env = options.env ?? process.env;
  const pages = new Map<string, PageInfo>();
  const routes: SiteRoutes = { defaultVersion: '', versions: [], routes: new Set() };
  let docsRoot = '';
  let site = { origin: '', base: '/', title: '', description: '' };
  let docsearch: DocSearchSettings | null = null;

  const plugin: RspressPlugin = {
    name: 'repack-seo',

    config(config, utils, isProd) {
      if (!config.siteOrigin) throw new Error('[repack-seo] set `siteOrigin` in rspress.config.ts');
      site = {
        origin: config.siteOrigin,
        base: config.base ?? '/',
        title: config.title ?? '',
        description: config.description ?? '',
      };
      routes.versions = config.multiVersion?.versions ?? [];
      routes.defaultVersion = config.multiVersion?.default ?? routes.versions[0] ?? '';
      docsRoot = path.resolve(config.root ?? 'docs');

      utils.addPlugin(
        canonicalSitemap(
          pluginSitemap({
            // The priority ranks current docs above 2.x.
            customMaps: new Proxy(
              {},
              {
                get: (_target, routePath) =>
                  typeof routePath === 'string'
                    ? { priority: sitemapPriority({ routePath, version: versionOfPath(routePath, routes) }, routes.defaultVersion) }
                    : undefined,
              },
            ),
            defaultChangeFreq: 'weekly',
          }),
          (routePath, version) => canonicalRoutePath({ routePath, version }, routes) === routePath,
        ),
      );

      config.head = [
        ...(config.head ?? []),
        (route) =>
          seoTags({
            route: { routePath: route.routePath, version: route.version },
            page: pages.get(route.routePath),
            site,
            routes,
            docsearch: Boolean(docsearch),
          }),
      ];

      const analytics = analyticsForBuild(env, isProd);
      if (analytics) {
        // Async and external: when a blocker stops it, nothing on the page depends on it.
        appendHtmlTag(config, {
          tag: 'script',
          attrs: { async: true, src: analytics.scriptSrc, 'data-domain': analytics.domain },
          head: true,
          append: true,
        });
      }

      docsearch = docsearchFromEnv(env);
      // The documented way to DocSearch: @rspress/plugin-algolia (local search off) and its
      // search component, which the theme's `Search` renders when given the settings.
      if (docsearch) utils.addPlugin(pluginAlgolia());
      plugin.builderConfig = {
        source: { define: { [DOCSEARCH_DEFINE]: JSON.stringify(docsearch) } },
        ...(docsearch && {
          tools: {
            bundlerChain(chain) {
              // No eval probe in DocSearch's bundled zod, so the CSP reports no violation (zod
              // offers no public switch for the copy bundled in @docsearch/react).
              chain.module
                .rule('docsearch-no-eval-probe')
                .test(/[\\/]@docsearch[\\/]react[\\/].*\.js$/)
                .use('no-eval-probe')
                .loader(NO_EVAL_PROBE_LOADER);
            },
          },
        }),
      };
      return config;
    },

    routeGenerated(generated) {
      routes.routes = new Set(generated.map((route) => route.routePath));
      // Checked by plugins/version-links, which fails the build on a mapping to a missing page.
      if (routes.versions.length) routes.mappings = compileMappings(readMappings(docsRoot, routes.versions).declared);
    },

    extendPageData(pageData) {
      // Rspress takes the description from the frontmatter, else the first paragraph. A page
      // with neither (some generated API pages) would repeat the site description: give it
      // one of its own instead.
      const fallback = fallbackDescription(pageData, site.title, routes.defaultVersion);
      if (!pageData.description && fallback) pageData.description = fallback;
      pages.set(pageData.routePath, {
        title: pageData.title,
        description: pageData.description,
        frontmatter: pageData.frontmatter,
      });
    },

    async afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      if (config.llms) writeNotFoundMarkdown(outDir, site);
      const home = path.join(outDir, 'index.html');
      if (docsearch && fs.existsSync(home) && !fs.readFileSync(home, 'utf8').includes('DocSearch-Button')) {
        // The built-in search is off (plugin-algolia), so shipping this would leave no search at all.
        throw new Error(
          `[repack-seo] DocSearch is configured (DOCSEARCH_*) but the built pages do not render it. The nav must render the theme's \`Search\` (theme/components/Search), which renders DocSearch when ${DOCSEARCH_DEFINE} is set.`,
        );
      }
      if (!options.checkDeployConfigs) return;
      const recorded = readScriptHashes();
      const built = hashInlineScripts(listHtmlFiles(outDir));
      const missing = built.filter((hash) => !recorded.includes(hash));
      if (missing.length) {
        logger.warn(
          `[repack-seo] The built HTML runs inline scripts the CSP does not allow (${missing.join(', ')}). Run \`npm run deploy:config\` and commit deploy/csp-hashes.json, vercel.json and netlify.toml.`,
        );
      }
      // The routing deploy/generate.mjs writes: the project's versions and redirects (a fixture site has its own).
      const routing = await readProjectRouting(ROOT);
      const expected = renderDeployConfigs({ ...publishingSettingsFromEnv(env), scriptHashes: recorded, routing });
      const stale = Object.entries(expected)
        .filter(([file, content]) => !fs.existsSync(path.join(ROOT, file)) || fs.readFileSync(path.join(ROOT, file), 'utf8') !== content)
        .map(([file]) => file);
      if (stale.length) {
        logger.warn(
          `[repack-seo] ${stale.join(' and ')} do not match this build's environment (analytics, DocSearch and remote search settings). Run \`npm run deploy:config\` with the same variables and commit the result.`,
        );
      }
    },
  };
  return plugin;
}
