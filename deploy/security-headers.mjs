// The single source of the response headers the site is served with.
//
// Everything that answers HTTP for the built site takes its headers from here:
// the preview server (`scripts/preview.mjs`), the browser test suite
// (`e2e/support/global-setup.ts`) and the committed host configurations (`vercel.json`,
// `netlify.toml`), which `deploy/generate.mjs` writes from this module and a test
// keeps equal to what it would write.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the hashes of the inline scripts the site runs are recorded. */
export const CSP_HASHES_FILE = path.join(ROOT, 'deploy', 'csp-hashes.json');

/** Hashed build assets (`/static/js/index.3f9c….js`): safe to cache forever. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (HTML, sitemap, llms.txt, public files): revalidate on every use. */
export const REVALIDATE_CACHE = 'public, max-age=0, must-revalidate';
/** URL prefix of the hashed assets Rsbuild emits. */
export const IMMUTABLE_PREFIX = '/static/';

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

const DEFAULT_PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.js';
/** Origins DocSearch talks to: the app's DSN hosts, their fallbacks and click insights. */
const ALGOLIA_CONNECT = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://insights.algolia.io'];

/**
 * @typedef {{ domain: string, scriptSrc: string, origin: string }} AnalyticsSettings
 * @typedef {{ appId: string, apiKey: string, indexName: string }} DocSearchSettings
 * @typedef {{ apiUrl: string, searchIndexes?: string[] }} RemoteSearchSettings
 * @typedef {{ analytics: AnalyticsSettings | null, docsearch: DocSearchSettings | null, remoteSearch: RemoteSearchSettings | null }} PublishingSettings
 * @typedef {PublishingSettings & { scriptHashes: string[] }} HeaderSettings
 */

function clean(value) {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed || undefined;
}

/**
 * Third-party analytics (Plausible): configured when `PLAUSIBLE_DOMAIN` is set.
 * `PLAUSIBLE_SCRIPT_SRC` points at a self-hosted or proxied script; `DOCS_ANALYTICS=off`
 * switches it off whatever else is set. (The script itself is only injected into
 * production builds outside tests, see `plugins/seo`.)
 * @returns {AnalyticsSettings | null}
 */
export function analyticsFromEnv(env = process.env) {
  const domain = clean(env.PLAUSIBLE_DOMAIN);
  if (!domain || env.DOCS_ANALYTICS === 'off') return null;
  const scriptSrc = clean(env.PLAUSIBLE_SCRIPT_SRC) ?? DEFAULT_PLAUSIBLE_SCRIPT;
  let url;
  try {
    url = new URL(scriptSrc);
  } catch {
    throw new Error(`PLAUSIBLE_SCRIPT_SRC must be an absolute https URL, got "${scriptSrc}"`);
  }
  if (url.protocol !== 'https:') throw new Error(`PLAUSIBLE_SCRIPT_SRC must use https, got "${scriptSrc}"`);
  return { domain, scriptSrc: url.href, origin: url.origin };
}

/**
 * Algolia DocSearch: on when all of `DOCSEARCH_APP_ID`, `DOCSEARCH_API_KEY` (the public
 * search-only key) and `DOCSEARCH_INDEX_NAME` are set; otherwise the local search is used.
 * @returns {DocSearchSettings | null}
 */
export function docsearchFromEnv(env = process.env) {
  const appId = clean(env.DOCSEARCH_APP_ID);
  const apiKey = clean(env.DOCSEARCH_API_KEY);
  const indexName = clean(env.DOCSEARCH_INDEX_NAME);
  if (!appId || !apiKey || !indexName) return null;
  if (!/^[A-Za-z0-9]+$/.test(appId)) throw new Error(`DOCSEARCH_APP_ID looks wrong: "${appId}"`);
  return { appId, apiKey, indexName };
}

/**
 * A search API URL the browser can call: an absolute http(s) URL, or a path on the site
 * itself (`/api/search`).
 * @param {string} apiUrl
 */
export function checkApiUrl(apiUrl) {
  const value = apiUrl.trim();
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`[repack-remote-search] The search API URL must be an absolute http(s) URL or a path starting with "/", got "${apiUrl}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`[repack-remote-search] The search API URL must use http or https, got "${apiUrl}"`);
  }
  return url.href;
}

/**
 * Remote search (plugins/remote-search): `DOCS_SEARCH_API_URL` switches it on,
 * `DOCS_SEARCH_INDEXES` (comma-separated) names the indexes to query.
 * @returns {RemoteSearchSettings | null}
 */
export function remoteSearchFromEnv(env = process.env) {
  const apiUrl = clean(env.DOCS_SEARCH_API_URL);
  if (!apiUrl) return null;
  const searchIndexes = (env.DOCS_SEARCH_INDEXES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return { apiUrl: checkApiUrl(apiUrl), ...(searchIndexes.length ? { searchIndexes } : {}) };
}

/**
 * The origin the browser fetches remote search results from, or `null` when that is the
 * site itself (an API path like `/api/search`).
 * @param {RemoteSearchSettings} remoteSearch
 */
export function remoteSearchOrigin({ apiUrl }) {
  return apiUrl.startsWith('/') ? null : new URL(apiUrl).origin;
}

/** @returns {PublishingSettings} */
export function publishingSettingsFromEnv(env = process.env) {
  return { analytics: analyticsFromEnv(env), docsearch: docsearchFromEnv(env), remoteSearch: remoteSearchFromEnv(env) };
}

/** The `sha256-…` hashes recorded in `deploy/csp-hashes.json`. */
export function readScriptHashes(file = CSP_HASHES_FILE) {
  const data = JSON.parse(fs.readFileSync(file, 'utf8'));
  return [...data.scriptHashes];
}

/** Settings from the environment plus the recorded inline-script hashes. @returns {HeaderSettings} */
export function headerSettingsFromEnv(env = process.env) {
  return { ...publishingSettingsFromEnv(env), scriptHashes: readScriptHashes() };
}

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const JS_TYPES = new Set(['', 'text/javascript', 'module', 'application/javascript']);

/** The inline classic/module scripts of an HTML document, as the browser sees their text. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attrs, body] of html.matchAll(SCRIPT_RE)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attrs}`)?.[1]?.toLowerCase() ?? '';
    if (!JS_TYPES.has(type)) continue; // data blocks (JSON-LD…) are not executed
    scripts.push(body);
  }
  return scripts;
}

export function cspHash(source) {
  return `sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}`;
}

/** Sorted, de-duplicated CSP hashes of every inline script in the given HTML files. */
export function hashInlineScripts(htmlFiles) {
  const hashes = new Set();
  for (const file of htmlFiles) {
    for (const script of inlineScripts(fs.readFileSync(file, 'utf8'))) hashes.add(cspHash(script));
  }
  return [...hashes].sort();
}

export function listHtmlFiles(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/**
 * The Content-Security-Policy. Scripts: only the site's own files and the inline scripts
 * whose hashes are listed (no `'unsafe-inline'`); the analytics origin only when analytics
 * is configured, Algolia only when DocSearch is, the search API's origin only when remote
 * search is. Styles keep `'unsafe-inline'` because the server-rendered HTML carries `style`
 * attributes.
 * @param {HeaderSettings} settings
 */
export function contentSecurityPolicy({ scriptHashes, analytics = null, docsearch = null, remoteSearch = null }) {
  const scriptSrc = ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)];
  const connectSrc = ["'self'"];
  if (analytics) {
    scriptSrc.push(analytics.origin);
    connectSrc.push(analytics.origin);
  }
  if (docsearch) connectSrc.push(`https://${docsearch.appId.toLowerCase()}-dsn.algolia.net`, ...ALGOLIA_CONNECT);
  const searchOrigin = remoteSearch && remoteSearchOrigin(remoteSearch);
  if (searchOrigin && !connectSrc.includes(searchOrigin)) connectSrc.push(searchOrigin);
  const directives = [
    ["default-src", "'self'"],
    ['script-src', ...scriptSrc],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'", 'data:'],
    ['connect-src', ...connectSrc],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Headers every response gets. @param {HeaderSettings} settings */
export function securityHeaders(settings) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

export function isImmutableAsset(urlPath) {
  return urlPath.startsWith(IMMUTABLE_PREFIX);
}

export function cacheControlFor(urlPath) {
  return isImmutableAsset(urlPath) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/**
 * The header rules in host-neutral form, in the order hosts should apply them.
 * `match` is `all`, `immutable` (hashed assets under `/static/`) or `revalidate` (the rest).
 * @param {HeaderSettings} settings
 */
export function headerRules(settings) {
  return [
    { match: 'all', headers: securityHeaders(settings) },
    { match: 'revalidate', headers: { 'Cache-Control': REVALIDATE_CACHE } },
    { match: 'immutable', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
  ];
}

/**
 * `headersFor(urlPath, filePath)` for `startStaticServer`, applying `headerRules`.
 * @param {HeaderSettings} [settings] defaults to the environment and the recorded hashes
 */
export function createHeadersFor(settings = headerSettingsFromEnv()) {
  const rules = headerRules(settings);
  return (urlPath) => {
    const headers = {};
    for (const rule of rules) {
      const applies =
        rule.match === 'all' || (rule.match === 'immutable') === isImmutableAsset(urlPath);
      if (applies) Object.assign(headers, rule.headers);
    }
    return headers;
  };
}

let defaultHeadersFor;
/**
 * `headersFor` for `startStaticServer`, with the settings of the current environment and
 * the recorded inline-script hashes (read on first use).
 * @param {string} urlPath
 * @param {string} [filePath]
 */
export function headersFor(urlPath, filePath) {
  defaultHeadersFor ??= createHeadersFor();
  return defaultHeadersFor(urlPath, filePath);
}
