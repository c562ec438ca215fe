/**
 * Pure helpers of the SEO plugin: canonical URLs, sitemap priorities and the head tags
 * every page gets. Kept free of Rspress runtime imports so they are easy to unit-test.
 */
import { stripVersion, withVersion } from '../../shared/site-versions.mjs';
import { counterpart, type VersionRoutes } from '../version-links/targets';

export const SITE_ORIGIN = 'https://re-pack.dev';

/** The social preview image (1200×630 PNG rendered from `docs/public/og-image.svg`). */
export const OG_IMAGE = {
  path: '/og-image.png',
  type: 'image/png',
  width: 1200,
  height: 630,
  alt: 'Re.Pack: Webpack for React Native',
} as const;

export const TWITTER_SITE = '@repack_rn';

export type SitemapPriority = '0.0' | '0.1' | '0.2' | '0.3' | '0.4' | '0.5' | '0.6' | '0.7' | '0.8' | '0.9' | '1.0';

/** The routes of the site and the pages renamed between versions (see plugins/version-links). */
export type SiteRoutes = VersionRoutes;

export interface RouteInfo {
  routePath: string;
  version: string;
}

export interface PageInfo {
  title?: string;
  description?: string;
  frontmatter?: Record<string, unknown>;
}

export interface SiteInfo {
  origin: string;
  /** `config.base`, e.g. `/`. */
  base: string;
  title: string;
  description: string;
}

function trimTrailingSlash(value: string) {
  return value.replace(/\/+$/, '');
}

/** `https://re-pack.dev` + base + route path (route paths are already clean URLs). */
export function absoluteUrl(routePath: string, site: Pick<SiteInfo, 'origin' | 'base'>) {
  const base = trimTrailingSlash(site.base.startsWith('/') ? site.base : `/${site.base}`);
  return `${trimTrailingSlash(site.origin)}${base}${routePath}`;
}

/**
 * The route the canonical link of a page points to. Pages of the default (current) version
 * are their own canonical. A page of an older version points to the same page of the
 * current version when that page exists (under its new path when it was renamed or moved,
 * see `_versions.json`), so search engines rank the current docs; an older page without a
 * current counterpart stays its own canonical and remains findable.
 */
export function canonicalRoutePath(route: RouteInfo, site: SiteRoutes) {
  if (!route.version || route.version === site.defaultVersion) return route.routePath;
  const current = counterpart(stripVersion(route.routePath, route.version, site.defaultVersion), route.version, site.defaultVersion, site);
  return current === undefined ? route.routePath : withVersion(current, site.defaultVersion, site.defaultVersion);
}

/** Sitemap priority: current docs above older versions, each version's home above its pages. */
export function sitemapPriority(route: RouteInfo, defaultVersion: string): SitemapPriority {
  const isHome = stripVersion(route.routePath, route.version, defaultVersion) === '/';
  if (!route.version || route.version === defaultVersion) return isHome ? '1.0' : '0.8';
  return isHome ? '0.4' : '0.3';
}

/** Same rule as the default theme's Layout, so `twitter:title` equals its `og:title`. */
export function documentTitle(page: PageInfo, siteTitle: string) {
  const frontmatter = page.frontmatter ?? {};
  const concat = (title: string, suffix?: unknown) => {
    if (typeof suffix !== 'string' || !suffix.trim()) return title;
    const trimmedSuffix = suffix.trim();
    return trimmedSuffix.startsWith('-') || trimmedSuffix.startsWith('|')
      ? `${title.trim()} ${trimmedSuffix}`
      : `${title.trim()} - ${trimmedSuffix}`;
  };
  const pageType = (frontmatter.pageType as string | undefined) ?? 'doc';
  const title = (frontmatter.title as string | undefined) ?? page.title;
  if (pageType === 'home') return concat(siteTitle, frontmatter.titleSuffix);
  if (title && (pageType === 'doc' || pageType === 'doc-wide')) return concat(title, frontmatter.titleSuffix || siteTitle);
  return siteTitle;
}

/**
 * Description for a page that has neither a frontmatter `description` nor a first paragraph.
 * Home pages keep the site description (undefined here).
 */
export function fallbackDescription(
  page: { title?: string; version?: string; frontmatter?: Record<string, unknown> },
  siteTitle: string,
  defaultVersion: string,
) {
  const title = ((page.frontmatter?.title as string | undefined) ?? page.title)?.trim();
  if (!title || page.frontmatter?.pageType === 'home') return undefined;
  const version = page.version || defaultVersion;
  return `${title}: ${[siteTitle, version, 'documentation'].filter(Boolean).join(' ')}.`;
}

export function escapeHtml(value: string) {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

type Tag = { tag: 'link' | 'meta'; attrs: Record<string, string> };

function renderTag({ tag, attrs }: Tag) {
  const rendered = Object.entries(attrs)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ');
  return `<${tag} ${rendered}>`;
}

/** Names/properties (and `canonical`) a page's frontmatter `head` already sets. */
function frontmatterHeadKeys(frontmatter: Record<string, unknown> | undefined) {
  const keys = new Set<string>();
  const head = frontmatter?.head;
  if (!Array.isArray(head)) return keys;
  for (const entry of head) {
    if (!Array.isArray(entry)) continue;
    const [tag, attrs] = entry as [string, Record<string, string> | undefined];
    if (tag === 'meta' && attrs?.property) keys.add(attrs.property);
    if (tag === 'meta' && attrs?.name) keys.add(attrs.name);
    if (tag === 'link' && attrs?.rel === 'canonical') keys.add('canonical');
  }
  return keys;
}

export interface SeoTagsInput {
  route: RouteInfo;
  page: PageInfo | undefined;
  site: SiteInfo;
  routes: SiteRoutes;
  /** Adds `docsearch:version` for the DocSearch crawler. */
  docsearch?: boolean;
}

/**
 * The head tags the plugin adds to a page: the canonical link, `og:url`, `og:site_name`,
 * the `og:image` set and the Twitter card. `og:type`, `og:title`, `og:description` and the
 * meta description come from the default theme's Layout and are not repeated. Tags the
 * page's frontmatter `head` sets itself are left out.
 */
export function seoTags({ route, page, site, routes, docsearch = false }: SeoTagsInput): string {
  const title = documentTitle(page ?? {}, site.title);
  const description = page?.description || site.description;
  const image = absoluteUrl(OG_IMAGE.path, site);
  const tags: Array<Tag & { key: string }> = [
    { key: 'canonical', tag: 'link', attrs: { rel: 'canonical', href: absoluteUrl(canonicalRoutePath(route, routes), site) } },
    { key: 'og:url', tag: 'meta', attrs: { property: 'og:url', content: absoluteUrl(route.routePath, site) } },
    { key: 'og:site_name', tag: 'meta', attrs: { property: 'og:site_name', content: site.title } },
    { key: 'og:image', tag: 'meta', attrs: { property: 'og:image', content: image } },
    { key: 'og:image:type', tag: 'meta', attrs: { property: 'og:image:type', content: OG_IMAGE.type } },
    { key: 'og:image:width', tag: 'meta', attrs: { property: 'og:image:width', content: String(OG_IMAGE.width) } },
    { key: 'og:image:height', tag: 'meta', attrs: { property: 'og:image:height', content: String(OG_IMAGE.height) } },
    { key: 'og:image:alt', tag: 'meta', attrs: { property: 'og:image:alt', content: OG_IMAGE.alt } },
    { key: 'twitter:card', tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { key: 'twitter:site', tag: 'meta', attrs: { name: 'twitter:site', content: TWITTER_SITE } },
    { key: 'twitter:title', tag: 'meta', attrs: { name: 'twitter:title', content: title } },
    ...(description
      ? [{ key: 'twitter:description', tag: 'meta' as const, attrs: { name: 'twitter:description', content: description } }]
      : []),
    { key: 'twitter:image', tag: 'meta', attrs: { name: 'twitter:image', content: image } },
    { key: 'twitter:image:alt', tag: 'meta', attrs: { name: 'twitter:image:alt', content: OG_IMAGE.alt } },
    ...(docsearch && route.version
      ? [{ key: 'docsearch:version', tag: 'meta' as const, attrs: { name: 'docsearch:version', content: route.version } }]
      : []),
  ];
  const own = frontmatterHeadKeys(page?.frontmatter);
  return tags
    .filter((tag) => !own.has(tag.key))
    .map(renderTag)
    .join('');
}
