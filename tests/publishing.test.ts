import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { renderDeployConfigs, renderHashesFile } from '../deploy/configs.mjs';
import { readProjectRouting } from '../deploy/routing.mjs';
import { analyticsForBuild, DOCSEARCH_DEFINE, pluginSeo } from '../plugins/seo';
import {
  absoluteUrl,
  canonicalRoutePath,
  documentTitle,
  fallbackDescription,
  seoTags,
  sitemapPriority,
  type SiteRoutes,
} from '../plugins/seo/meta';
import { compileMappings } from '../plugins/version-links/targets';
import {
  analyticsFromEnv,
  contentSecurityPolicy,
  createHeadersFor,
  cspHash,
  docsearchFromEnv,
  headerSettingsFromEnv,
  IMMUTABLE_CACHE,
  inlineScripts,
  publishingSettingsFromEnv,
  readScriptHashes,
  remoteSearchOrigin,
  REVALIDATE_CACHE,
  type HeaderSettings,
} from '../deploy/security-headers.mjs';

const ROOT = path.join(__dirname, '..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

const HASH = 'sha256-YXrHTO4dyW4axqd5lETt72Vr5znYoHRihmGvaTyFfMw=';
const base: HeaderSettings = { scriptHashes: [HASH], analytics: null, docsearch: null, remoteSearch: null };
const plausible = { domain: 're-pack.dev', scriptSrc: 'https://plausible.io/js/script.js', origin: 'https://plausible.io' };
const algolia = { appId: 'ABC123', apiKey: 'search-only', indexName: 'repack' };

function directives(csp: string) {
  return Object.fromEntries(
    csp.split(';').map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe('Content-Security-Policy', () => {
  it('allows only own scripts and the hashed inline scripts: no unsafe-inline or unsafe-eval for scripts', () => {
    const csp = directives(contentSecurityPolicy(base));
    expect(csp['script-src']).toEqual(["'self'", `'${HASH}'`]);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(JSON.stringify(csp['script-src'])).not.toMatch(/unsafe/);
  });

  it('adds the analytics origin to script-src and connect-src only when analytics is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('plausible');
    const csp = directives(contentSecurityPolicy({ ...base, analytics: plausible }));
    expect(csp['script-src']).toContain('https://plausible.io');
    expect(csp['connect-src']).toContain('https://plausible.io');
  });

  it('adds Algolia to connect-src only when DocSearch is configured', () => {
    expect(contentSecurityPolicy(base)).not.toContain('algolia');
    const csp = directives(contentSecurityPolicy({ ...base, docsearch: algolia }));
    expect(csp['connect-src']).toContain('https://abc123-dsn.algolia.net');
    expect(csp['connect-src']).toContain('https://*.algolia.net');
    expect(csp['script-src']).not.toContain('https://*.algolia.net');
  });

  it('adds the remote search API origin to connect-src only when remote search is configured', () => {
    const csp = (apiUrl: string) => directives(contentSecurityPolicy({ ...base, remoteSearch: { apiUrl } }));
    expect(csp('https://search.example.com/api/search?site=repack')['connect-src']).toEqual(["'self'", 'https://search.example.com']);
    expect(csp('http://127.0.0.1:4123/search')['connect-src']).toEqual(["'self'", 'http://127.0.0.1:4123']);
    expect(csp('https://search.example.com/api')['script-src']).not.toContain('https://search.example.com');
    // An API on the site itself is already allowed by 'self'.
    expect(csp('/api/search')['connect-src']).toEqual(["'self'"]);
    expect(remoteSearchOrigin({ apiUrl: '/api/search' })).toBeNull();
    // Not listed twice when analytics uses the same origin.
    const shared = { ...plausible, scriptSrc: 'https://stats.example.com/js/p.js', origin: 'https://stats.example.com' };
    const both = directives(contentSecurityPolicy({ ...base, analytics: shared, remoteSearch: { apiUrl: 'https://stats.example.com/search' } }));
    expect(both['connect-src']).toEqual(["'self'", 'https://stats.example.com']);
  });

  it('hashes inline scripts the way browsers do and ignores external scripts and data blocks', () => {
    const html = '<script>a()</script><script defer src="/x.js"></script><script type="application/ld+json">{}</script><script type="module">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(cspHash('a()')).toBe('sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4=');
  });
});

describe('environment switches', () => {
  it('analytics is configured by PLAUSIBLE_DOMAIN and switched off by DOCS_ANALYTICS=off', () => {
    expect(analyticsFromEnv({})).toBeNull();
    expect(analyticsFromEnv({ PLAUSIBLE_DOMAIN: 're-pack.dev' })).toEqual(plausible);
    expect(analyticsFromEnv({ PLAUSIBLE_DOMAIN: 're-pack.dev', DOCS_ANALYTICS: 'off' })).toBeNull();
    expect(analyticsFromEnv({ PLAUSIBLE_DOMAIN: 're-pack.dev', PLAUSIBLE_SCRIPT_SRC: 'https://stats.example.com/js/p.js' })?.origin).toBe(
      'https://stats.example.com',
    );
    expect(() => analyticsFromEnv({ PLAUSIBLE_DOMAIN: 'x', PLAUSIBLE_SCRIPT_SRC: 'http://insecure.example/js' })).toThrow(/https/);
  });

  it('analytics is injected into production builds only, never in dev or test runs', () => {
    const env = { PLAUSIBLE_DOMAIN: 're-pack.dev' };
    expect(analyticsForBuild(env, true)).toEqual(plausible);
    expect(analyticsForBuild(env, false)).toBeNull();
    expect(analyticsForBuild({ ...env, VITEST: 'true' }, true)).toBeNull();
    expect(analyticsForBuild({ ...env, NODE_ENV: 'test' }, true)).toBeNull();
  });

  it('remote search is configured by DOCS_SEARCH_API_URL, and its origin reaches the CSP', () => {
    expect(publishingSettingsFromEnv({}).remoteSearch).toBeNull();
    const settings = publishingSettingsFromEnv({ DOCS_SEARCH_API_URL: ' https://search.example.com/api ', DOCS_SEARCH_INDEXES: 'repack' });
    expect(settings.remoteSearch).toEqual({ apiUrl: 'https://search.example.com/api', searchIndexes: ['repack'] });
    expect(headerSettingsFromEnv({ DOCS_SEARCH_API_URL: 'https://search.example.com/api' })).toMatchObject({
      remoteSearch: { apiUrl: 'https://search.example.com/api' },
    });
    expect(directives(contentSecurityPolicy({ ...base, ...settings }))['connect-src']).toContain('https://search.example.com');
  });

  it('DocSearch needs all three DOCSEARCH_* variables', () => {
    expect(docsearchFromEnv({})).toBeNull();
    expect(docsearchFromEnv({ DOCSEARCH_APP_ID: 'ABC123', DOCSEARCH_API_KEY: 'search-only' })).toBeNull();
    expect(
      docsearchFromEnv({ DOCSEARCH_APP_ID: 'ABC123', DOCSEARCH_API_KEY: 'search-only', DOCSEARCH_INDEX_NAME: 'repack' }),
    ).toEqual(algolia);
  });
});

describe('headersFor (preview server and e2e suite)', () => {
  const headersFor = createHeadersFor(base);

  it('gives every response the security headers', () => {
    for (const url of ['/', '/docs/getting-started', '/static/js/index.abc.js', '/sitemap.xml']) {
      const headers = headersFor(url);
      expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(base));
      expect(headers['X-Content-Type-Options']).toBe('nosniff');
      expect(headers['X-Frame-Options']).toBe('DENY');
      expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['Permissions-Policy']).toMatch(/camera=\(\)/);
    }
  });

  it('caches hashed assets forever and revalidates everything else', () => {
    expect(headersFor('/static/js/index.abc.js')['Cache-Control']).toBe(IMMUTABLE_CACHE);
    expect(headersFor('/static/css/styles.abc.css')['Cache-Control']).toBe(IMMUTABLE_CACHE);
    for (const url of ['/', '/docs/getting-started', '/2.x/', '/sitemap.xml', '/llms.txt', '/og-image.png', '/no/such/page']) {
      expect(headersFor(url)['Cache-Control']).toBe(REVALIDATE_CACHE);
    }
  });
});

describe('deploy configs', async () => {
  const settings = headerSettingsFromEnv();
  const routing = await readProjectRouting();
  const vercel = JSON.parse(read('vercel.json'));

  it('are exactly what deploy/generate.mjs writes from deploy/security-headers.mjs and the routing', () => {
    const expected = renderDeployConfigs({ ...settings, routing });
    for (const [file, content] of Object.entries(expected)) {
      expect(read(file), `${file} is stale: run npm run deploy:config`).toBe(content);
    }
    expect(read('deploy/csp-hashes.json')).toBe(renderHashesFile(readScriptHashes()));
    expect(readScriptHashes().length).toBeGreaterThan(0);
  });

  it('vercel.json: static output, clean URLs, no rewrite turning 404s into 200s but the default version\'s permanent address', () => {
    expect(vercel.outputDirectory).toBe('doc_build');
    expect(vercel.buildCommand).toBe('npm run build');
    expect(vercel.cleanUrls).toBe(true);
    expect(vercel.rewrites).toEqual([{ source: '/3.x/:path*', destination: '/:path*' }]);
    expect(vercel.routes).toBeUndefined();
  });

  it('vercel.json: every redirect of docs/_redirects.json, permanent, most specific first', () => {
    expect(routing.redirects.length).toBeGreaterThan(0);
    expect(vercel.redirects).toHaveLength(routing.redirects.length);
    expect(vercel.redirects).toContainEqual({ source: '/docs/code-splitting/concepts', destination: '/docs/code-splitting/concept', statusCode: 301 });
    expect(vercel.redirects).toContainEqual({ source: '/docs/api/node/:path*', destination: '/2.x/api/node/:path*', statusCode: 301 });
    const sources: string[] = vercel.redirects.map((redirect: { source: string }) => redirect.source);
    expect(sources.indexOf('/docs/2x/api/:path*')).toBeLessThan(sources.indexOf('/docs/2x/:path*'));
  });

  it('vercel.json: immutable /static/, revalidated HTML, security headers everywhere', () => {
    const headersAt = (url: string) => {
      const result: Record<string, string> = {};
      for (const rule of vercel.headers as { source: string; headers: { key: string; value: string }[] }[]) {
        if (!new RegExp(`^${rule.source}$`).test(url)) continue;
        for (const { key, value } of rule.headers) {
          expect(result[key], `${key} set twice for ${url}`).toBeUndefined();
          result[key] = value;
        }
      }
      return result;
    };
    expect(headersAt('/static/js/index.abc.js')['Cache-Control']).toBe(IMMUTABLE_CACHE);
    for (const url of ['/', '/docs/getting-started', '/2.x/', '/404.html', '/statics']) {
      expect(headersAt(url)['Cache-Control']).toBe(REVALIDATE_CACHE);
    }
    for (const url of ['/', '/static/js/index.abc.js']) {
      expect(headersAt(url)).toMatchObject(createHeadersFor(settings)(url));
    }
  });

  it('netlify.toml parses and declares the build, the 404 page and the cache and security headers', () => {
    const python = spawnSync('python3', ['-c', 'import json,sys,tomllib; print(json.dumps(tomllib.load(open(sys.argv[1], "rb"))))', path.join(ROOT, 'netlify.toml')], {
      encoding: 'utf8',
    });
    if (python.error) {
      // No Python with tomllib here: the equality check above still pins the content.
      expect(read('netlify.toml')).toContain('[[redirects]]');
      return;
    }
    expect(python.status, python.stderr).toBe(0);
    const netlify = JSON.parse(python.stdout);
    expect(netlify.build).toMatchObject({ command: 'npm run build', publish: 'doc_build' });
    // Redirects, then the default version's permanent address, then the 404 page for the rest.
    expect(netlify.redirects.slice(-3)).toEqual([
      { from: '/3.x', to: '/', status: 200 },
      { from: '/3.x/*', to: '/:splat', status: 200 },
      { from: '/*', to: '/404.html', status: 404 },
    ]);
    expect(netlify.redirects).toContainEqual({ from: '/docs/code-splitting/concepts', to: '/docs/code-splitting/concept', status: 301 });
    expect(netlify.redirects).toContainEqual({ from: '/docs/2x/*', to: '/2.x/docs/:splat', status: 301 });
    expect(netlify.redirects).toHaveLength(routing.redirects.length + 3);
    const rule = (path: string) => netlify.headers.find((header: { for: string }) => header.for === path)?.values;
    expect(rule('/static/*')).toEqual({ 'Cache-Control': IMMUTABLE_CACHE });
    // Netlify merges matching rules, so `/*` must not set Cache-Control (Netlify's default revalidates).
    const all = rule('/*');
    expect(all['Cache-Control']).toBeUndefined();
    const { 'Cache-Control': _cache, ...security } = createHeadersFor(settings)('/');
    expect(all).toEqual(security);
  });

  it('netlify.toml is valid for the 404 page the build emits', () => {
    expect(read('netlify.toml')).toMatch(/to = "\/404\.html"\n\s+status = 404/);
  });
});

describe('canonical policy and sitemap priority', () => {
  const routes: SiteRoutes = {
    defaultVersion: '3.x',
    versions: ['2.x', '3.x'],
    routes: new Set([
      '/',
      '/docs/getting-started',
      '/docs/code-splitting/concept',
      '/api/about',
      '/2.x/',
      '/2.x/docs/getting-started',
      '/2.x/docs/code-splitting/concepts',
      '/2.x/docs/known-issues',
    ]),
  };
  const renamed: SiteRoutes = {
    ...routes,
    mappings: compileMappings({ '2.x': { '3.x': { '/docs/code-splitting/concepts': '/docs/code-splitting/concept' } } }),
  };

  it('3.x pages are their own canonical; 2.x pages point to their 3.x counterpart when it exists', () => {
    expect(canonicalRoutePath({ routePath: '/docs/getting-started', version: '3.x' }, routes)).toBe('/docs/getting-started');
    expect(canonicalRoutePath({ routePath: '/2.x/docs/getting-started', version: '2.x' }, routes)).toBe('/docs/getting-started');
    expect(canonicalRoutePath({ routePath: '/2.x/', version: '2.x' }, routes)).toBe('/');
    expect(canonicalRoutePath({ routePath: '/2.x/docs/known-issues', version: '2.x' }, routes)).toBe('/2.x/docs/known-issues');
  });

  it('a renamed 2.x page points to its 3.x counterpart under the new path (_versions.json)', () => {
    expect(canonicalRoutePath({ routePath: '/2.x/docs/code-splitting/concepts', version: '2.x' }, routes)).toBe(
      '/2.x/docs/code-splitting/concepts',
    );
    expect(canonicalRoutePath({ routePath: '/2.x/docs/code-splitting/concepts', version: '2.x' }, renamed)).toBe(
      '/docs/code-splitting/concept',
    );
    expect(canonicalRoutePath({ routePath: '/docs/code-splitting/concept', version: '3.x' }, renamed)).toBe('/docs/code-splitting/concept');
  });

  it('ranks 3.x above 2.x in the sitemap', () => {
    expect(sitemapPriority({ routePath: '/', version: '3.x' }, '3.x')).toBe('1.0');
    expect(sitemapPriority({ routePath: '/docs/a', version: '3.x' }, '3.x')).toBe('0.8');
    expect(sitemapPriority({ routePath: '/2.x/', version: '2.x' }, '3.x')).toBe('0.4');
    expect(sitemapPriority({ routePath: '/2.x/docs/a', version: '2.x' }, '3.x')).toBe('0.3');
  });

  it('builds absolute URLs on the site origin and base', () => {
    expect(absoluteUrl('/docs/a', { origin: 'https://re-pack.dev', base: '/' })).toBe('https://re-pack.dev/docs/a');
    expect(absoluteUrl('/docs/a', { origin: 'https://x.dev/', base: '/sub/' })).toBe('https://x.dev/sub/docs/a');
  });
});

describe('head tags', () => {
  const site = { origin: 'https://re-pack.dev', base: '/', title: 'Re.Pack', description: 'Site description' };
  const routes: SiteRoutes = { defaultVersion: '3.x', versions: ['2.x', '3.x'], routes: new Set(['/docs/a', '/2.x/docs/a']) };

  it('emits one canonical, og:url, og:image and the Twitter card, escaped', () => {
    const html = seoTags({
      route: { routePath: '/2.x/docs/a', version: '2.x' },
      page: { title: 'A "quoted" <page>', description: 'Uses & and "quotes"' },
      site,
      routes,
    });
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="canonical" href="https://re-pack.dev/docs/a">');
    expect(html).toContain('<meta property="og:url" content="https://re-pack.dev/2.x/docs/a">');
    expect(html).toContain('<meta property="og:image" content="https://re-pack.dev/og-image.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('content="A &quot;quoted&quot; &lt;page&gt; - Re.Pack"');
    expect(html).toContain('content="Uses &amp; and &quot;quotes&quot;"');
    // The default theme's Layout already emits these.
    expect(html).not.toMatch(/og:title|og:description|name="description"/);
  });

  it('leaves out tags the page sets in its frontmatter head', () => {
    const html = seoTags({
      route: { routePath: '/docs/a', version: '3.x' },
      page: { title: 'A', frontmatter: { head: [['meta', { property: 'og:image', content: '/custom.png' }], ['link', { rel: 'canonical', href: 'https://x' }]] } },
      site,
      routes,
    });
    expect(html).not.toContain('og:image"');
    expect(html).not.toContain('rel="canonical"');
    expect(html).toContain('twitter:image');
  });

  it('gives pages without a description or first paragraph one of their own', () => {
    expect(fallbackDescription({ title: 'ConsoleReporter', version: '2.x' }, 'Re.Pack', '3.x')).toBe('ConsoleReporter: Re.Pack 2.x documentation.');
    expect(fallbackDescription({ title: 'Guide', version: '' }, 'Re.Pack', '')).toBe('Guide: Re.Pack documentation.');
    expect(fallbackDescription({ title: 'Re.Pack', frontmatter: { pageType: 'home' } }, 'Re.Pack', '3.x')).toBeUndefined();
    expect(fallbackDescription({ title: '' }, 'Re.Pack', '3.x')).toBeUndefined();
  });

  it('titles pages like the default theme does', () => {
    expect(documentTitle({ title: 'Getting Started' }, 'Re.Pack')).toBe('Getting Started - Re.Pack');
    expect(documentTitle({ title: 'Home', frontmatter: { pageType: 'home' } }, 'Re.Pack')).toBe('Re.Pack');
    expect(documentTitle({ title: 'A', frontmatter: { titleSuffix: '| Docs' } }, 'Re.Pack')).toBe('A | Docs');
  });
});

describe('pluginSeo configuration', () => {
  const docsearchEnv = { DOCSEARCH_APP_ID: 'ABC123', DOCSEARCH_API_KEY: 'search-only', DOCSEARCH_INDEX_NAME: 'repack' };

  async function configure(env: Record<string, string>, isProd: boolean) {
    const added: RspressPlugin[] = [];
    const plugin = pluginSeo({ env });
    const config = await plugin.config!(
      { siteOrigin: 'https://re-pack.dev', title: 'Re.Pack', multiVersion: { default: '3.x', versions: ['2.x', '3.x'] } } as UserConfig,
      { addPlugin: (p) => added.push(p), removePlugin: () => {} },
      isProd,
    );
    return { plugin, config, added: added.map((p) => p.name) };
  }

  it('by default: sitemap and head tags, local search (no DocSearch settings for the theme), no analytics', async () => {
    const { plugin, config, added } = await configure({}, true);
    expect(added).toEqual(['@rspress/plugin-sitemap']);
    expect(config.head).toHaveLength(1);
    expect(config.builderConfig?.html?.tags).toBeUndefined();
    expect(plugin.builderConfig).toEqual({ source: { define: { [DOCSEARCH_DEFINE]: 'null' } } });
  });

  it("with the DOCSEARCH_* variables: the Algolia plugin, and the settings for the theme's Search, which renders DocSearch", async () => {
    const { plugin, added } = await configure(docsearchEnv, true);
    expect(added).toContain('@rspress/plugin-algolia');
    expect(plugin.builderConfig?.source?.define).toEqual({ [DOCSEARCH_DEFINE]: JSON.stringify(algolia) });
    const source = fs.readFileSync(path.join(ROOT, 'theme/components/Search/Search.tsx'), 'utf8');
    expect(source, 'the theme reads the constant plugins/seo defines').toContain(DOCSEARCH_DEFINE);
  });

  it("takes the eval probe out of DocSearch's bundled zod, and nothing else of it", () => {
    const loader = createRequire(import.meta.url)(path.join(ROOT, 'plugins/seo/docsearch/no-eval-probe-loader.cjs')) as (source: string) => string;
    const patched = loader('try{return new Function(""),!0}catch(e){return!1}');
    expect(patched).not.toContain('new Function');
    expect(() => new Function(`return (function(){${patched}})()`)()).not.toThrow();
    expect(loader('const x = 1;')).toBe('const x = 1;');
  });

  it('with PLAUSIBLE_DOMAIN: an async script in production builds only', async () => {
    const env = { PLAUSIBLE_DOMAIN: 're-pack.dev' };
    const prod = await configure(env, true);
    expect(prod.config.builderConfig?.html?.tags).toEqual([
      expect.objectContaining({ tag: 'script', attrs: { async: true, src: plausible.scriptSrc, 'data-domain': 're-pack.dev' } }),
    ]);
    const dev = await configure(env, false);
    expect(dev.config.builderConfig?.html?.tags).toBeUndefined();
  });

  it('requires siteOrigin', async () => {
    const plugin = pluginSeo({ env: {} });
    await expect(async () => plugin.config!({} as UserConfig, { addPlugin: () => {}, removePlugin: () => {} }, true)).rejects.toThrow(
      /siteOrigin/,
    );
  });

  it('reads the same settings the deploy configs are generated from', () => {
    expect(publishingSettingsFromEnv({})).toEqual({ analytics: null, docsearch: null, remoteSearch: null });
  });
});

describe('static SEO files', () => {
  it('robots.txt points to the sitemap on the site origin', () => {
    expect(read('docs/public/robots.txt')).toMatch(/^Sitemap: https:\/\/re-pack\.dev\/sitemap\.xml$/m);
  });

  it('the social image is drawn as a 1200×630 SVG and committed as a PNG under 100 KB', () => {
    expect(read('docs/public/og-image.svg')).toMatch(/<svg [^>]*width="1200" height="630"/);
    const png = fs.readFileSync(path.join(ROOT, 'docs/public/og-image.png'));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeLessThanOrEqual(100 * 1024);
  });
});
