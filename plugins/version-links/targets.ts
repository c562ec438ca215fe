export interface VersionRoutes {
  defaultVersion: string;
  versions: string[];
  /** Every route path of the site, e.g. `/docs/about`, `/2.x/docs/about`, `/2.x/`. */
  routes: Set<string>;
}

/** `/2.x/docs/about` → `/docs/about` (for 2.x); default version routes are unprefixed. */
export function stripVersion(routePath: string, version: string, defaultVersion: string): string {
  if (version === defaultVersion) return routePath;
  const prefix = `/${version}`;
  if (routePath === prefix) return '/';
  return routePath.startsWith(`${prefix}/`) ? routePath.slice(prefix.length) : routePath;
}

export function versionHome(version: string, defaultVersion: string): string {
  return version === defaultVersion ? '/' : `/${version}/`;
}

function withVersion(purePath: string, version: string, defaultVersion: string): string {
  return version === defaultVersion ? purePath : `/${version}${purePath}`;
}

/** Section pages above a path, nearest first: `/a/b/c` → `/a/b/`, `/a/b`, `/a/`, `/a`. */
function ancestorsOf(purePath: string): string[] {
  const segments = purePath.split('/').filter(Boolean);
  const ancestors: string[] = [];
  for (let length = segments.length - 1; length > 0; length -= 1) {
    const path = `/${segments.slice(0, length).join('/')}`;
    ancestors.push(`${path}/`, path);
  }
  return ancestors;
}

/**
 * Where a reader of `routePath` (in `fromVersion`) lands in `toVersion`: the same page when it
 * exists there, else the nearest existing ancestor section page, else that version's home.
 */
export function versionTarget(routePath: string, fromVersion: string, toVersion: string, site: VersionRoutes): string {
  const purePath = stripVersion(routePath, fromVersion, site.defaultVersion);
  const candidates = [purePath, ...ancestorsOf(purePath)].map((path) =>
    withVersion(path, toVersion, site.defaultVersion),
  );
  return candidates.find((candidate) => site.routes.has(candidate)) ?? versionHome(toVersion, site.defaultVersion);
}

/** The target in every version, for one page. */
export function versionLinksFor(routePath: string, fromVersion: string, site: VersionRoutes): Record<string, string> {
  return Object.fromEntries(
    site.versions.map((version) => [
      version,
      version === fromVersion ? routePath : versionTarget(routePath, fromVersion, version, site),
    ]),
  );
}
