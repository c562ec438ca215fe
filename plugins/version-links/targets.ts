import { matchRule, sortRules, stripVersion, versionHome, withVersion } from '../../shared/site-versions.mjs';

/** One entry of a version's `_versions.json`: a path here and the same page's path in another version. */
export interface PageMapping {
  from: string;
  to: string;
  splat: boolean;
}

/** `mappings[from][to]`: how paths of version `from` become paths of version `to`, most specific first. */
export type VersionMappings = Record<string, Record<string, PageMapping[]>>;

export interface VersionRoutes {
  defaultVersion: string;
  versions: string[];
  /** Every route path of the site, e.g. `/docs/about`, `/2.x/docs/about`, `/2.x/`. */
  routes: Set<string>;
  /** The pages whose path differs between versions (from every version's `_versions.json`). */
  mappings?: VersionMappings;
}

/**
 * Compiles the entries of every version's `_versions.json` (`declared[version][otherVersion]`:
 * `{ path here: path there }`) into rules for both directions: a page that says where it is in
 * another version is found from there too.
 */
export function compileMappings(declared: Record<string, Record<string, Record<string, string>>>): VersionMappings {
  const own: VersionMappings = {};
  const inferred: VersionMappings = {};
  const push = (into: VersionMappings, from: string, to: string, rule: PageMapping) => ((into[from] ??= {})[to] ??= []).push(rule);
  for (const [version, targets] of Object.entries(declared)) {
    for (const [other, entries] of Object.entries(targets)) {
      for (const [here, there] of Object.entries(entries)) {
        push(own, version, other, { from: here, to: there, splat: here.endsWith('/*') });
        push(inferred, other, version, { from: there, to: here, splat: there.endsWith('/*') });
      }
    }
  }
  // What a version says of its own pages comes before what is inferred from the other side.
  const mappings: VersionMappings = {};
  for (const source of [own, inferred]) {
    for (const [from, targets] of Object.entries(source)) {
      for (const [to, rules] of Object.entries(targets)) ((mappings[from] ??= {})[to] ??= []).push(...sortRules(rules));
    }
  }
  return mappings;
}

function exists(purePath: string, version: string, site: VersionRoutes): boolean {
  return site.routes.has(withVersion(purePath, version, site.defaultVersion));
}

/** The path a page of `from` has in `to`: mapped when a `_versions.json` says so, else the same path. */
export function mappedPath(purePath: string, from: string, to: string, site: VersionRoutes): string {
  return matchRule(purePath, site.mappings?.[from]?.[to] ?? [])?.to ?? purePath;
}

/**
 * The same page in `to`, as a path within that version, or `undefined` when `to` has no such page.
 * Found directly, or through a third version (2.x → 3.x → 4.x when 4.x keeps 3.x's path).
 */
export function counterpart(purePath: string, from: string, to: string, site: VersionRoutes): string | undefined {
  const direct = mappedPath(purePath, from, to, site);
  if (exists(direct, to, site)) return direct;
  for (const via of site.versions) {
    if (via === from || via === to) continue;
    const step = mappedPath(purePath, from, via, site);
    if (!exists(step, via, site)) continue;
    const target = mappedPath(step, via, to, site);
    if (exists(target, to, site)) return target;
  }
  return undefined;
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
 * exists there (under its mapped path when it was renamed or moved), else the nearest ancestor
 * section page that does, else that version's home.
 */
export function versionTarget(routePath: string, fromVersion: string, toVersion: string, site: VersionRoutes): string {
  const purePath = stripVersion(routePath, fromVersion, site.defaultVersion);
  for (const candidate of [purePath, ...ancestorsOf(purePath)]) {
    const found = counterpart(candidate, fromVersion, toVersion, site);
    if (found !== undefined) return withVersion(found, toVersion, site.defaultVersion);
  }
  return versionHome(toVersion, site.defaultVersion);
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
