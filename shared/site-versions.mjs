// The URL rules of the documentation versions, and the redirects, in one place.
//
// Build-time code (plugins/, deploy/, scripts/) and browser code (theme/) both import this module,
// and never each other: it is pure (no Node or browser API), so it runs on both sides.
//
// Paths "within a version" are written as for the default version (`/docs/about`); a version's
// URL puts its prefix in front (`/2.x/docs/about`), except the default version's, which is served
// at the root. Every version, the default one included, is also reachable under its own prefix
// (`/3.x/docs/about`): the permanent address, which still means 3.x when another version is the
// default. While 3.x is the default, the host serves the root page there.

/**
 * @typedef {{ versions: string[], defaultVersion: string }} SiteVersions
 * @typedef {{ version: string, from: string, to: string, splat: boolean }} RedirectRule
 *   `from` is a site path as readers have it; `to` is the URL the reader is sent to (already
 *   under its version's prefix). With `splat`, both end in `/*` and the rest of the path carries over.
 * @typedef {{ version: string, from: string, message: string }} RedirectProblem
 */

/**
 * The versions of a site from its `multiVersion` setting (`{ default, versions }`): the default
 * is the first version unless one is named. A site without versions has none, and no default.
 * @returns {SiteVersions}
 */
export function siteVersionsOf(multiVersion) {
  const versions = multiVersion?.versions ?? [];
  return { versions, defaultVersion: multiVersion?.default ?? versions[0] ?? '' };
}

/** `''` for the default version, `/2.x` for another one. */
export function versionPrefix(version, defaultVersion) {
  return !version || version === defaultVersion ? '' : `/${version}`;
}

/** Whether `version` is served at the root: the default version, or no version at all. */
export function isDefaultVersion(version, defaultVersion) {
  return versionPrefix(version, defaultVersion) === '';
}

/** A path within a version (`/docs/about`) as that version serves it (`/2.x/docs/about`); already prefixed paths stay. */
export function withVersion(purePath, version, defaultVersion) {
  const prefix = versionPrefix(version, defaultVersion);
  if (!prefix || purePath === prefix || purePath.startsWith(`${prefix}/`)) return purePath;
  return `${prefix}${purePath}`;
}

/** A version's URL (`/2.x/docs/about`) back to the path within it (`/docs/about`). */
export function stripVersion(routePath, version, defaultVersion) {
  const prefix = versionPrefix(version, defaultVersion);
  if (!prefix) return routePath;
  if (routePath === prefix) return '/';
  return routePath.startsWith(`${prefix}/`) ? routePath.slice(prefix.length) : routePath;
}

/** The home page of a version: `/` or `/2.x/`. */
export function versionHome(version, defaultVersion) {
  return withVersion('/', version, defaultVersion);
}

/** The version a URL belongs to: the one its first segment names, else the default version. */
export function versionOfPath(pathname, { versions, defaultVersion }) {
  const first = pathname.split('/')[1];
  return versions.includes(first) ? first : defaultVersion;
}

/**
 * The root address a permanent address of the default version stands for (`/3.x/docs/a` →
 * `/docs/a`, `/3.x` → `/`), or `undefined` when `pathname` is not under the default version's prefix.
 * Hosts answer such a request with the root page, and the browser shows the root address.
 */
export function rootPathOfPermanentUrl(pathname, { defaultVersion }) {
  if (!defaultVersion) return undefined;
  const prefix = permanentPrefix(defaultVersion);
  if (pathname === prefix) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

/** `/3.x`: the prefix of the default version's permanent addresses. */
export function permanentPrefix(defaultVersion) {
  return `/${defaultVersion}`;
}

/**
 * A page's identity from its source file under `docs/` (`2.x/docs/about.md`, `/` separated): its
 * version (the folder it is in, else the default version), its path within that version
 * (`/docs/about`; an `index` file stands for its folder) and the path it is served at (`/2.x/docs/about`).
 */
export function pageOfSourceFile(relativePath, { versions, defaultVersion }) {
  const [first, ...rest] = relativePath.split('/');
  const [version, within] = versions.includes(first) ? [first, rest.join('/')] : [defaultVersion, relativePath];
  const purePath = `/${within.replace(/\.mdx?$/, '')}`.replace(/(^|\/)index$/, '$1');
  return { version, purePath, routePath: withVersion(purePath, version, defaultVersion) };
}

/** Where the build publishes the redirect rules, for the 404 page to follow on hosts that cannot redirect. */
export const REDIRECTS_URL = '/redirects.json';

const SPLAT = '/*';

function isSplat(path) {
  return path.endsWith(SPLAT);
}

/** `/a/b/*` → `/a/b`. */
function splatBase(path) {
  return path.slice(0, -SPLAT.length);
}

/** `/a/b/` and `/a/b` name the same page; `/` stays. */
export function trimSlash(path) {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Where `pathname` leads under a rule, or `undefined` when the rule does not apply. */
function applyRule(rule, pathname) {
  const path = trimSlash(pathname);
  if (!rule.splat) return path === trimSlash(rule.from) ? rule.to : undefined;
  const base = splatBase(rule.from);
  if (path !== base && !path.startsWith(`${base}/`)) return undefined;
  const rest = pathname.slice(base.length);
  return `${splatBase(rule.to)}${rest}`;
}

/** Exact rules first, then splats, the most specific (longest) first: the order hosts apply them in. */
export function sortRules(rules) {
  const weight = (rule) => (rule.splat ? splatBase(rule.from).length : Number.MAX_SAFE_INTEGER);
  return [...rules].sort((a, b) => weight(b) - weight(a) || a.from.localeCompare(b.from));
}

/** The first rule that applies to `pathname` and where it leads, or `undefined`. */
export function matchRule(pathname, rules) {
  for (const rule of rules) {
    const to = applyRule(rule, pathname);
    if (to !== undefined) return { rule, to };
  }
  return undefined;
}

/**
 * Checks one `from → to` entry of a rule file: both site-absolute, a splat (`/*`) at the end of
 * both or of neither. Returns the problem, or `undefined`.
 */
export function entryProblem(from, to) {
  if (typeof to !== 'string') return `the target of "${from}" must be a string path`;
  for (const path of [from, to]) {
    if (!path.startsWith('/') || path.startsWith('//')) return `"${path}" must be a path starting with "/"`;
    if (path.slice(0, -1).includes('*')) return `"${path}" may only end in "/*"`;
  }
  if (isSplat(from) !== isSplat(to)) return `"${from}" → "${to}": a splat (/*) must end both paths or neither`;
  return undefined;
}

/**
 * The redirect rules of the source file (`{ "<version>": { "<old path>": "<path within that version>" } }`;
 * keys starting with `$` are comments), with each target put under its version's prefix, in host order.
 * Throws on a malformed entry or an unknown version, naming `file`.
 * @returns {RedirectRule[]}
 */
export function redirectRules(source, { versions, defaultVersion }, file = 'docs/_redirects.json') {
  if (!source || typeof source !== 'object' || Array.isArray(source)) throw new Error(`${file}: expected an object of versions`);
  const rules = [];
  for (const [version, entries] of Object.entries(source)) {
    if (version.startsWith('$')) continue;
    if (!versions.includes(version)) {
      throw new Error(`${file}: "${version}" is not a version of the site (versions: ${versions.join(', ')})`);
    }
    if (!entries || typeof entries !== 'object' || Array.isArray(entries)) {
      throw new Error(`${file}: "${version}" must map old paths to new paths`);
    }
    for (const [from, to] of Object.entries(entries)) {
      const target = typeof to === 'string' ? withVersion(to, version, defaultVersion) : to;
      const problem = entryProblem(from, to) ?? (trimSlash(from) === trimSlash(target) ? `"${from}" leads to itself` : undefined);
      if (problem) throw new Error(`${file}: ${version}: ${problem}`);
      rules.push({ version, from, to: target, splat: isSplat(from) });
    }
  }
  return sortRules(rules);
}

/** Where a reader asking for `pathname` is sent, or `undefined`. */
export function redirectTarget(pathname, rules) {
  return matchRule(pathname, rules)?.to;
}

/** Whether `prefix` (a splat base) has a page under it, in `pages` (served paths). */
function hasPagesUnder(base, pages) {
  for (const page of pages) {
    const path = trimSlash(page);
    if (path === base || path.startsWith(`${base}/`)) return true;
  }
  return false;
}

/**
 * What is wrong with a set of redirects for the pages of a build (`pages`: served paths such as
 * `/docs/a`, `/api/repack/`): a target that is no page (for a splat: a folder with no page), a
 * source that is a page (the redirect would hide it), a source listed twice, a chain (a target
 * that is itself redirected) or a loop.
 * @param {RedirectRule[]} rules
 * @param {Iterable<string>} pages
 * @returns {RedirectProblem[]}
 */
export function redirectProblems(rules, pages) {
  const pageSet = new Set([...pages].map(trimSlash));
  const problems = [];
  const seen = new Map();
  for (const rule of rules) {
    const report = (message) => problems.push({ version: rule.version, from: rule.from, message });
    const key = trimSlash(rule.from);
    if (seen.has(key)) report(`"${rule.from}" is redirected twice (also in ${seen.get(key)})`);
    seen.set(key, rule.version);

    if (rule.splat) {
      if (!hasPagesUnder(splatBase(rule.to), pageSet)) report(`"${rule.to}" has no page under it`);
      if (hasPagesUnder(splatBase(rule.from), pageSet)) report(`"${rule.from}" covers existing pages, which the redirect would hide`);
    } else {
      if (!pageSet.has(trimSlash(rule.to))) report(`"${rule.to}" is not a page`);
      if (pageSet.has(key)) report(`"${rule.from}" is a page, which the redirect would hide`);
    }

    const next = chainOf(rule, rules);
    if (next) report(next);
  }
  return problems;
}

/** A chain or loop starting at `rule`, described, or `undefined`. */
function chainOf(rule, rules) {
  if (rule.splat) {
    const base = splatBase(rule.to);
    const overlapping = rules.find((other) => {
      const otherBase = other.splat ? splatBase(other.from) : trimSlash(other.from);
      return otherBase === base || otherBase.startsWith(`${base}/`) || (other.splat && base.startsWith(`${otherBase}/`));
    });
    return overlapping ? `"${rule.to}" overlaps the redirect from "${overlapping.from}": a chain` : undefined;
  }
  const visited = [trimSlash(rule.from)];
  let current = rule.to;
  for (;;) {
    const next = matchRule(current, rules);
    if (!next) return visited.length > 1 ? `chain ${[...visited, trimSlash(current)].join(' → ')}` : undefined;
    if (visited.includes(trimSlash(current))) return `loop ${[...visited, trimSlash(current)].join(' → ')}`;
    visited.push(trimSlash(current));
    current = next.to;
  }
}
