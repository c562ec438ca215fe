// The routing rules the site is served with, read from the project: the redirects of
// `docs/_redirects.json` and the permanent address of the default version (`/3.x/…` answered by
// the root page). Everything that answers HTTP for the built site applies them: the host
// configurations (`deploy/configs.mjs`), `npm run preview` and the browser tests
// (`createRouting` for `deploy/static-server.mjs`). The rules themselves live in
// `shared/site-versions.mjs`, which the 404 page uses too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { listHtmlFiles } from './security-headers.mjs';
import { pageOfSourceFile, redirectProblems, redirectRules, redirectTarget, rootPathOfPermanentUrl } from '../shared/site-versions.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DOCS_DIR = path.join(ROOT, 'docs');
/** The one source file of redirects, in the docs folder. */
export const REDIRECTS_FILE = '_redirects.json';

/** The redirects file of a docs folder, and its name in messages (relative to the working directory). */
function redirectsFileOf(docsDir) {
  const file = path.join(docsDir, REDIRECTS_FILE);
  return { file, name: path.relative(process.cwd(), file) };
}

/**
 * @typedef {import('../shared/site-versions.mjs').SiteVersions} SiteVersions
 * @typedef {import('../shared/site-versions.mjs').RedirectRule} RedirectRule
 * @typedef {SiteVersions & { redirects: RedirectRule[] }} SiteRouting
 */

/** The 1-based line of the first occurrence of `needle` in `text` (1 when absent). */
export function lineOf(text, needle) {
  const index = text.indexOf(needle);
  return index === -1 ? 1 : text.slice(0, index).split('\n').length;
}

/** Parses a JSON file, failing with its name and the line of a syntax error. */
export function readJsonFile(file, displayName = file) {
  const text = fs.readFileSync(file, 'utf8');
  try {
    return { data: JSON.parse(text), text };
  } catch (error) {
    const position = /position (\d+)/.exec(error.message)?.[1];
    const line = position === undefined ? 1 : text.slice(0, Number(position)).split('\n').length;
    throw new Error(`${displayName}:${line}: invalid JSON (${error.message})`);
  }
}

/**
 * The routing of a site with these versions, from the redirects file of its docs folder.
 * @param {SiteVersions} site
 * @returns {SiteRouting}
 */
export function readRouting(site, docsDir = DOCS_DIR) {
  const { file, name } = redirectsFileOf(docsDir);
  if (!fs.existsSync(file)) return { ...site, redirects: [] };
  const { data, text } = readJsonFile(file, name);
  try {
    return { ...site, redirects: redirectRules(data, site, name) };
  } catch (error) {
    // Point at the entry the message quotes.
    const quoted = /"([^"]+)"/.exec(error.message)?.[1];
    throw new Error(`${name}:${quoted ? lineOf(text, `"${quoted}"`) : 1}: ${error.message.replace(`${name}: `, '')}`);
  }
}

/** The routing of the project: versions from `rspress.config.ts`, redirects from `docs/_redirects.json`. */
export async function readProjectRouting(root = ROOT, config = 'rspress.config.ts') {
  // Loaded on demand: reading the config takes the TypeScript compiler.
  const { readSiteConfig } = await import('./site-config.mjs');
  const { versions, defaultVersion } = readSiteConfig(path.join(root, config));
  return readRouting({ versions, defaultVersion }, path.join(root, 'docs'));
}

/**
 * Redirect problems for these pages, one line each: `docs/_redirects.json:12: 3.x: "/old" …`.
 * @param {RedirectRule[]} rules
 * @param {Iterable<string>} pages served paths
 */
export function describeRedirectProblems(rules, pages, docsDir = DOCS_DIR) {
  const { file, name } = redirectsFileOf(docsDir);
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return redirectProblems(rules, pages).map(({ version, from, message }) => `${name}:${lineOf(text, `"${from}"`)}: ${version}: ${message}`);
}

/** `docs/about.html` → `/docs/about`, `api/repack/index.html` → `/api/repack/` (the clean URLs served). */
export function servedPathOf(relativeHtml) {
  const posix = relativeHtml.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.slice(0, -'.html'.length)}`;
}

/** The pages of a build: served paths of its HTML files, the 404 document left out. */
export function pagesOfBuild(outDir) {
  return listHtmlFiles(outDir)
    .map((file) => servedPathOf(path.relative(outDir, file)))
    .filter((page) => page !== '/404');
}

/**
 * The pages the sources under `docs/` make (Markdown and MDX files, `_` files left out), as
 * served paths. Generated API pages count only once generated.
 * @param {SiteVersions} site
 */
export function pagesOfSources(docsDir, { versions, defaultVersion }) {
  return fs
    .readdirSync(docsDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(docsDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((relative) => !relative.split('/').some((part) => part.startsWith('_')) && !relative.startsWith('public/'))
    .map((relative) => pageOfSourceFile(relative, { versions, defaultVersion }).routePath);
}

/**
 * Request handling for `deploy/static-server.mjs`, the way the hosts are configured: redirects,
 * then the permanent address of the default version answered by the root page.
 * @param {SiteRouting} routing
 */
export function createRouting(routing) {
  return {
    redirect: (urlPath) => redirectTarget(urlPath, routing.redirects),
    rewrite: (urlPath) => rootPathOfPermanentUrl(urlPath, routing) ?? urlPath,
  };
}
