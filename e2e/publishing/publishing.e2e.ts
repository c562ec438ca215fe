import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHeadersFor,
  hashInlineScripts,
  IMMUTABLE_CACHE,
  listHtmlFiles,
  publishingSettingsFromEnv,
  readScriptHashes,
  REVALIDATE_CACHE,
} from '../../deploy/security-headers.mjs';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { watchCsp } from '../support/csp';
import { buildFixture, startStaticServer, type StaticServer } from '../support/fixture-site';
import { waitForHydration } from '../support/site-pages';

const ROOT = path.join(__dirname, '..', '..');
const DOC_BUILD = path.join(ROOT, 'doc_build');
const ORIGIN = 'https://re-pack.dev';
const VERSIONS = ['2.x'];

const { newPage, siteUrl } = useBrowser();

/** `docs/about.html` → `/docs/about`, `api/repack/index.html` → `/api/repack/` (the clean URLs served). */
function routeOf(relativeHtml: string) {
  const posix = relativeHtml.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.slice(0, -'.html'.length)}`;
}

const htmlFiles = listHtmlFiles(DOC_BUILD);
const pages = htmlFiles
  .map((file) => ({ file, route: routeOf(path.relative(DOC_BUILD, file)) }))
  .filter((page) => page.route !== '/404');

function head(file: string) {
  const html = fs.readFileSync(file, 'utf8');
  return html.slice(0, html.indexOf('</head>'));
}

function count(haystack: string, re: RegExp) {
  return [...haystack.matchAll(new RegExp(re.source, 'g'))].length;
}

function attr(haystack: string, re: RegExp) {
  return re.exec(haystack)?.[1];
}

describe('sitemap and robots.txt', () => {
  const sitemap = fs.readFileSync(path.join(DOC_BUILD, 'sitemap.xml'), 'utf8');
  const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map(([, entry]) => ({
    loc: attr(entry, /<loc>(.*?)<\/loc>/)!,
    priority: Number(attr(entry, /<priority>(.*?)<\/priority>/)),
  }));

  it('lists every built page that is its own canonical (all HTML files but the 404 page and the duplicates), once', () => {
    expect(pages.length).toBeGreaterThan(10);
    const locs = entries.map((entry) => entry.loc);
    expect(new Set(locs).size).toBe(locs.length);
    const canonicalPages = pages.filter((page) => attr(head(page.file), /<link rel="canonical" href="([^"]+)"/) === `${ORIGIN}${page.route}`);
    expect(canonicalPages.length).toBeLessThan(pages.length);
    expect([...locs].sort()).toEqual(canonicalPages.map((page) => `${ORIGIN}${page.route}`).sort());
  });

  it('ranks every 2.x page below every 3.x page', () => {
    const isOld = (loc: string) => VERSIONS.some((version) => loc.startsWith(`${ORIGIN}/${version}/`));
    const oldMax = Math.max(...entries.filter((entry) => isOld(entry.loc)).map((entry) => entry.priority));
    const currentMin = Math.min(...entries.filter((entry) => !isOld(entry.loc)).map((entry) => entry.priority));
    expect(oldMax).toBeLessThan(currentMin);
    expect(entries.find((entry) => entry.loc === `${ORIGIN}/`)?.priority).toBe(1);
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = fs.readFileSync(path.join(DOC_BUILD, 'robots.txt'), 'utf8');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).not.toMatch(/^Disallow: \/\S/m);
    expect(robots).toMatch(new RegExp(`^Sitemap: ${ORIGIN}/sitemap.xml$`, 'm'));
  });
});

describe('head tags of every page', () => {
  it.each(pages.map((page) => [page.route, page.file]))('%s has one canonical link and the social meta', (route, file) => {
    const tags = head(file);
    expect(count(tags, /<link rel="canonical"/)).toBe(1);
    const canonical = attr(tags, /<link rel="canonical" href="([^"]+)"/)!;
    expect(canonical.startsWith(`${ORIGIN}/`)).toBe(true);
    for (const property of ['og:title', 'og:description', 'og:image', 'og:url', 'og:type']) {
      expect(count(tags, new RegExp(`<meta property="${property}" `)), property).toBe(1);
    }
    for (const name of ['description', 'twitter:card', 'twitter:title', 'twitter:image']) {
      expect(count(tags, new RegExp(`<meta name="${name}" `)), name).toBe(1);
    }
    expect(attr(tags, /<meta property="og:url" content="([^"]+)"/)).toBe(`${ORIGIN}${route}`);
    expect(attr(tags, /<meta property="og:image" content="([^"]+)"/)).toBe(`${ORIGIN}/og-image.png`);
    expect(attr(tags, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    expect(attr(tags, /<meta name="description" content="([^"]*)"/)?.length).toBeGreaterThan(0);

    // Canonical policy: 3.x pages are their own canonical; a 2.x page points to its 3.x
    // counterpart when that exists (under the same path, or the one docs/2.x/_versions.json
    // maps it to), else to itself.
    const version = VERSIONS.find((v) => route.startsWith(`/${v}/`));
    if (!version) expect(canonical).toBe(`${ORIGIN}${route}`);
    else {
      const current = route.slice(version.length + 1);
      const hasCurrent = pages.some((page) => page.route === current);
      if (hasCurrent) expect(canonical).toBe(`${ORIGIN}${current}`);
      else if (canonical !== `${ORIGIN}${route}`) {
        // A page renamed or moved in 3.x: its canonical is that 3.x page.
        const target = canonical.slice(ORIGIN.length);
        expect(VERSIONS.some((v) => target.startsWith(`/${v}/`))).toBe(false);
        expect(pages.map((page) => page.route)).toContain(target);
      }
    }
  });

  it('takes the description from the frontmatter or the first paragraph', () => {
    const tags = head(path.join(DOC_BUILD, 'docs/getting-started.html'));
    const description = attr(tags, /<meta name="description" content="([^"]*)"/);
    expect(description).not.toBe(attr(head(path.join(DOC_BUILD, 'index.html')), /<meta name="description" content="([^"]*)"/));
    expect(attr(tags, /<meta name="twitter:description" content="([^"]*)"/)).toBe(description);
    // Only the version homes use the site description; other pages have their own.
    const siteDescription = attr(head(path.join(DOC_BUILD, 'index.html')), /<meta name="description" content="([^"]*)"/);
    const generic = pages
      .filter((page) => attr(head(page.file), /<meta name="description" content="([^"]*)"/) === siteDescription)
      .map((page) => page.route);
    expect(generic.sort()).toEqual(['/', '/2.x/']);
  });

  it('the social image is a 1200×630 PNG under 100 KB', () => {
    const png = fs.readFileSync(path.join(DOC_BUILD, 'og-image.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThanOrEqual(100 * 1024);
  });
});

describe('llms.txt', () => {
  it.each([
    ['3.x', 'llms.txt', ''],
    ['2.x', '2.x/llms.txt', '/2.x'],
  ])('%s has an llms.txt whose pages exist as Markdown', (_version, file, prefix) => {
    const llms = fs.readFileSync(path.join(DOC_BUILD, file), 'utf8');
    expect(llms).toMatch(/^# /);
    const links = [...llms.matchAll(/\]\((\S+?\.md)\)/g)].map(([, link]) => new URL(link, ORIGIN).pathname);
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) {
      expect(link.startsWith(`${prefix}/`), link).toBe(true);
      expect(fs.existsSync(path.join(DOC_BUILD, link)), link).toBe(true);
    }
    expect(fs.existsSync(path.join(DOC_BUILD, path.dirname(file), 'llms-full.txt'))).toBe(true);
  });
});

describe('Markdown copies', () => {
  it('every page, the 404 page included, links to a Markdown copy that exists', () => {
    for (const file of htmlFiles) {
      const href = attr(head(file), /<link rel="alternate" type="text\/markdown" href="([^"]+)"/);
      expect(href, file).toBeDefined();
      const target = new URL(href!, ORIGIN);
      expect(target.origin).toBe(ORIGIN);
      expect(fs.existsSync(path.join(DOC_BUILD, decodeURIComponent(target.pathname))), href).toBe(true);
    }
  });
});

describe('response headers', () => {
  it('HTML revalidates and carries the security headers', async () => {
    const response = await fetch(`${siteUrl()}/docs/getting-started`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(REVALIDATE_CACHE);
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('hashed assets are immutable', async () => {
    const html = await (await fetch(`${siteUrl()}/`)).text();
    const asset = attr(html, /<script defer src="(\/static\/js\/[^"]+)"/)!;
    const response = await fetch(`${siteUrl()}${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE_CACHE);
  });

  it('an unknown path answers 404 with the 404 page and the same headers', async () => {
    const response = await fetch(`${siteUrl()}/no/such/page`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toBeTruthy();
    expect(await response.text()).toContain('<html');
  });

  it('every inline script of the build is allowed by the recorded CSP hashes', () => {
    const recorded = readScriptHashes();
    expect(hashInlineScripts(htmlFiles).filter((hash) => !recorded.includes(hash))).toEqual([]);
  });

  it('no analytics script unless configured', () => {
    if (process.env.PLAUSIBLE_DOMAIN) return;
    for (const { file } of pages.slice(0, 20)) expect(fs.readFileSync(file, 'utf8')).not.toContain('data-domain=');
  });
});

function firstPage(prefix: string) {
  return pages.find((page) => page.route.startsWith(prefix))?.route;
}

describe('Content-Security-Policy in Chromium', () => {
  const apiPage = firstPage('/api/repack/') ?? '/api/about';
  it.each([
    ['home', '/', 200],
    ['guide', '/docs/getting-started', 200],
    ['API page', apiPage, 200],
    ['2.x page', '/2.x/docs/getting-started', 200],
    ['404 page', '/no/such/page', 404],
  ])('%s (%s) runs without violations', async (_name, route, status) => {
    const page = await newPage();
    const violations = await watchCsp(page);
    const response = await page.goto(siteUrl() + route, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(status);
    // The hashed inline theme script ran: it sets the color scheme before the app starts.
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toMatch(/^(light|dark)$/);
    // Hydrated, and the local search works (fetches its index).
    const search = page.locator('.rp-search-button').first();
    if (status === 200 && (await search.count())) {
      await search.click();
      await page.keyboard.type('chunk');
      await page.waitForLoadState('networkidle');
    }
    expect(await violations()).toEqual([]);
    await page.context().close();
  });
});

describe('DocSearch and analytics switches (the real site with a few of its pages, built with the variables set)', () => {
  const switches = {
    DOCSEARCH_APP_ID: 'FIXTUREAPP',
    DOCSEARCH_API_KEY: 'fixture-search-only-key',
    DOCSEARCH_INDEX_NAME: 'fixture',
    PLAUSIBLE_DOMAIN: 'fixture.re-pack.dev',
  };
  const { docsearch, analytics } = publishingSettingsFromEnv(switches);
  let outDir: string;
  let server: StaticServer;

  beforeAll(async () => {
    // The site's own configuration and theme with a few pages (fixtures/real-site): a production build
    // outside test mode (analytics is only injected there), in its own output directory and without build cache,
    // served with the headers these switches give the deployed site.
    outDir = await buildFixture(path.join(__dirname, 'fixtures', 'real-site'), switches);
    server = await startStaticServer({
      root: outDir,
      headersFor: createHeadersFor({ ...publishingSettingsFromEnv(switches), scriptHashes: hashInlineScripts(listHtmlFiles(outDir)) }),
    });
  }, 300_000);

  afterAll(async () => {
    await server?.close();
  });

  it('the nav renders DocSearch instead of the local search, on every page', () => {
    expect(docsearch && analytics).toBeTruthy();
    const files = listHtmlFiles(outDir);
    // the fixture's pages (both versions' home pages and a guide) and the 404 page
    expect(files.map((file) => path.relative(outDir, file)).sort()).toEqual(['2.x/index.html', '404.html', 'docs/getting-started.html', 'index.html']);
    for (const file of files) {
      const nav = /<header[^>]*class="[^"]*repack-nav[\s\S]*?<\/header>/.exec(fs.readFileSync(file, 'utf8'))?.[0];
      expect(nav, file).toContain('DocSearch-Button');
      expect(nav, file).not.toMatch(/rp-search-button|repack-search/);
    }
    const bundle = fs
      .readdirSync(path.join(outDir, 'static', 'js'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => fs.readFileSync(path.join(outDir, 'static', 'js', file), 'utf8'))
      .join('\n');
    expect(bundle).toContain(docsearch!.appId);
    expect(bundle).toContain(docsearch!.apiKey);
  });

  it('adds the analytics script, async, to every page including the 404 page', () => {
    for (const file of listHtmlFiles(outDir)) {
      const tags = head(file);
      const script = /<script [^>]*src="https:\/\/plausible\.io\/js\/script\.js"[^>]*><\/script>/.exec(tags)?.[0];
      expect(script, file).toBeDefined();
      expect(script).toMatch(/\sasync[\s>=]/);
      expect(script).toContain(`data-domain="${analytics!.domain}"`);
    }
  });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
  ])('on %s, the DocSearch button in the nav bar opens DocSearch', async (_name, viewport) => {
    const page = await newPage({ viewport });
    await page.context().route('https://plausible.io/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
    await page.goto(`${server.url}/docs/getting-started`);
    await waitForHydration(page);
    const button = page.locator('.repack-nav__bar .DocSearch-Button');
    expect(await button.count()).toBe(1);
    expect(await button.isVisible()).toBe(true);
    expect(await page.locator('.rp-search-button, .repack-search').count()).toBe(0);
    await button.click();
    await expect.poll(() => page.locator('.DocSearch-Modal').isVisible()).toBe(true);
    await page.context().close();
  });

  it('the CSP for this configuration lets analytics load and DocSearch query Algolia, with no violations', async () => {
    const page = await newPage();
    const violations = await watchCsp(page);
    const queried: string[] = [];
    // Third parties answer from here; a request only reaches a route when the CSP allowed it.
    await page.context().route('https://plausible.io/js/script.js', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsLoaded = true;' }),
    );
    await page.context().route(/^https:\/\/[^/]*algolia(net)?\.(net|com|io)\//, (route) => {
      queried.push(new URL(route.request().url()).host);
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 20, processingTimeMS: 1, query: 'chunk', params: '' }],
        }),
      });
    });
    await page.goto(`${server.url}/docs/getting-started`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { __analyticsLoaded?: boolean }).__analyticsLoaded)).toBe(true);
    // DocSearch's button opens the modal once the page is hydrated.
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').first().click();
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBeGreaterThan(0);
    await page.keyboard.type('chunk');
    await expect.poll(() => queried.length).toBeGreaterThan(0);
    expect(queried.every((host) => host.startsWith(docsearch!.appId.toLowerCase()))).toBe(true);
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('a blocked analytics script does not break the page', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.context().route('https://plausible.io/**', (route) => route.abort('blockedbyclient'));
    const response = await page.goto(`${server.url}/docs/getting-started`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.locator('.DocSearch-Button').first().click();
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
