import { versionHome, type SiteVersions } from '../../shared/site-versions.mjs';

export type VersionLinks = Record<string, string>;

/**
 * The link for each version. Pages carry `versionLinks` computed at build time from the real
 * route list; pages without it (the 404 page) send every version to its home.
 */
export function resolveVersionLinks(pageLinks: VersionLinks | undefined, site: SiteVersions): VersionLinks {
  return Object.fromEntries(site.versions.map((version) => [version, pageLinks?.[version] ?? versionHome(version, site.defaultVersion)]));
}
