/**
 * Link gate: every internal link and anchor of the served build resolves.
 *
 * 1. linkinator crawls the site the suite serves (global setup: `doc_build/` with the production
 *    headers), recursively from `/` and `/2.x/`, and from every built page as a seed too so pages
 *    no link reaches (orphans) are checked as well. Absolute links to the production origin
 *    (canonical, Open Graph, hand-written `https://re-pack.dev/...`) are rewritten to the local
 *    server and checked like any internal link. Links to any other host are never fetched (this
 *    machine has no network): they are listed in `e2e/.output/external-links.json`.
 * 2. Anchors are checked here against the element ids of the served HTML, for every `<a href>` with
 *    a `#fragment` on every page (including the 404 document). linkinator's own `checkFragments`
 *    is on too, but it only validates a fragment when it meets the link before it first fetches the
 *    target page, which a crawl seeded with every page rarely does.
 */
import { LinkChecker, LinkState, type LinkResult } from 'linkinator';
import { describe, expect, inject, it } from 'vitest';
import { SITE_ORIGIN } from '../../plugins/seo/meta';
import { listSitePages, mapPool, writeReport } from '../support/site-pages';

const siteUrl = () => inject('siteUrl');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The served route of a URL on the local server (`http://127.0.0.1:1234/docs/a` → `/docs/a`). */
function routeOf(url: string) {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

function isLocal(url: string) {
  try {
    return new URL(url).origin === new URL(siteUrl()).origin;
  } catch {
    return false;
  }
}

/** Production-origin URLs point at the site under test. */
function toLocal(url: string) {
  return url.replace(new RegExp(`^${escapeRegExp(SITE_ORIGIN)}(?=/|$)`), siteUrl());
}

type ParsedPage = { status: number; ids: Set<string>; links: { tag: string; url: string }[] };

/** Which attribute of which element holds a URL. */
const LINK_ATTRIBUTES: Record<string, string[]> = {
  a: ['href'],
  area: ['href'],
  link: ['href'],
  img: ['src'],
  script: ['src'],
  source: ['src'],
  iframe: ['src'],
  meta: ['content'],
};

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) =>
    code[0] === '#'
      ? String.fromCodePoint(code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : Number(code.slice(1)))
      : (ENTITIES[code.toLowerCase()] ?? entity),
  );

/**
 * The start tags of server-rendered HTML (React writes every attribute value in double quotes),
 * outside scripts, styles and comments, with their attributes. A small scanner rather than a DOM:
 * it reads the ≈240 pages in well under a second.
 */
function* startTags(html: string): Generator<{ tag: string; attributes: Map<string, string> }> {
  const markup = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style)\b([^>]*)>[\s\S]*?<\/\1>/gi, '<$1$2>');
  for (const [, tag, rest] of markup.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>\/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)) {
    const attributes = new Map<string, string>();
    for (const [, name, double, single, bare] of rest.matchAll(/([^\s=>\/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
    }
    yield { tag: tag.toLowerCase(), attributes };
  }
}

/** Fetches a served page and lists its element ids (fragment targets) and the links it holds. */
async function parsePage(url: string): Promise<ParsedPage> {
  const response = await fetch(url);
  const html = await response.text();
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) {
    return { status: response.status, ids: new Set(), links: [] };
  }
  const ids = new Set<string>();
  const links: ParsedPage['links'] = [];
  for (const { tag, attributes } of startTags(html)) {
    const id = attributes.get('id');
    if (id) ids.add(id);
    if (tag === 'a' && attributes.get('name')) ids.add(attributes.get('name')!);
    for (const attribute of LINK_ATTRIBUTES[tag] ?? []) {
      const value = attributes.get(attribute)?.trim();
      if (!value || (tag === 'meta' && !/^https?:/i.test(value))) continue;
      try {
        links.push({ tag, url: toLocal(new URL(value, url).href) });
      } catch {
        links.push({ tag, url: value });
      }
    }
  }
  return { status: response.status, ids, links };
}

function describeFailure(result: LinkResult) {
  return (result.failureDetails ?? [])
    .map((detail) => (detail instanceof Error ? detail.message : `HTTP ${detail.status}`))
    .join('; ');
}

describe('links: no broken internal link or anchor', () => {
  it('the HTML scanner reads ids and links as the browser would', () => {
    const html = `<html><head><script>var s = '<a id="fake" href="#no">';</script><!-- <a href="/commented"> -->
      <link rel="canonical" href="https://re-pack.dev/docs/a"></head><body><h2 id="part-1"><a class="rp-header-anchor" href="#part-1" tabindex="-1">#</a></h2>
      <a href="/docs/b?x=1&amp;y=2#sec&#x27;t" data-x='1'>B</a><a name="legacy"></a><img src="/logo.svg" alt=""/></body></html>`;
    const tags = [...startTags(html)];
    expect(tags.filter((tag) => tag.attributes.has('id')).map((tag) => tag.attributes.get('id'))).toEqual(['part-1']);
    expect(tags.filter((tag) => tag.tag === 'a').map((tag) => tag.attributes.get('href') ?? tag.attributes.get('name'))).toEqual([
      '#part-1',
      "/docs/b?x=1&y=2#sec't",
      'legacy',
    ]);
    expect(tags.find((tag) => tag.tag === 'link')?.attributes.get('href')).toBe('https://re-pack.dev/docs/a');
    expect(tags.find((tag) => tag.tag === 'img')?.attributes.get('src')).toBe('/logo.svg');
  });

  // Built pages as served routes, plus the 404 document (served for unknown paths; its links count too).
  const pages = listSitePages();
  const pageUrls = () => [...pages.map((page) => `${siteUrl()}${page.route}`), `${siteUrl()}/404.html`];
  const parsed = new Map<string, Promise<ParsedPage>>();
  const parse = (url: string) => {
    if (!parsed.has(url)) parsed.set(url, parsePage(url));
    return parsed.get(url)!;
  };

  it('crawl from / and /2.x/ (every page seeded) finds no broken internal link', { timeout: 240_000 }, async () => {
    const base = siteUrl();
    const seeds = [...new Set([`${base}/`, `${base}/2.x/`, ...pageUrls()])];
    const checker = new LinkChecker();
    const started = Date.now();
    const { links } = await checker.check({
      path: seeds,
      recurse: true,
      // Two cores serve and crawl at once; more in flight only queues up.
      concurrency: 8,
      timeout: 30_000,
      // The site uses clean URLs: `/docs/a` is a page, not a folder, for resolving `#x` and `b`.
      cleanUrls: true,
      checkFragments: true,
      urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(SITE_ORIGIN)}(?=/|$)`), replacement: base }],
      linksToSkip: async (link) => !isLocal(link),
    });

    const internal = links.filter((link) => isLocal(link.url));
    // Links to other hosts are skipped, so every broken result is an internal link (or an unparsable href).
    const broken = links
      .filter((link) => link.state === LinkState.BROKEN)
      .map((link) => `${routeOf(link.url)} (${link.status ?? 0}${describeFailure(link) ? `: ${describeFailure(link)}` : ''}) linked from ${link.parent ? routeOf(link.parent) : 'seed'}`);
    const uniqueBroken = [...new Set(broken)].sort();
    writeReport('broken-links.json', uniqueBroken);
    const checkedPages = new Set(internal.filter((link) => link.state === LinkState.OK).map((link) => link.url));
    console.log(
      `links: ${internal.length} internal link checks, ${checkedPages.size} distinct internal URLs OK, ` +
        `${uniqueBroken.length} broken, in ${Date.now() - started} ms`,
    );
    // Every built page was reached (seeded pages that answered 200).
    for (const url of pageUrls()) expect(checkedPages, `${routeOf(url)} was not checked`).toContain(url);
    expect(uniqueBroken).toEqual([]);
  });

  it('every #anchor of every page points to an element id of the served target page', { timeout: 180_000 }, async () => {
    const started = Date.now();
    const brokenAnchors: string[] = [];
    let anchorsChecked = 0;
    await mapPool(pageUrls(), 4, async (pageUrl) => {
      const page = await parse(pageUrl);
      for (const link of page.links) {
        if (link.tag !== 'a' && link.tag !== 'area') continue;
        let target: URL;
        try {
          target = new URL(link.url);
        } catch {
          continue; // not a URL at all: reported by the crawl
        }
        const fragment = decodeURIComponent(target.hash.slice(1));
        if (!fragment || !isLocal(target.href)) continue;
        target.hash = '';
        const targetPage = target.href === pageUrl ? page : await parse(target.href);
        anchorsChecked++;
        if (targetPage.status !== 200) {
          brokenAnchors.push(`${routeOf(link.url)} (target page answers ${targetPage.status}) on ${routeOf(pageUrl)}`);
        } else if (!targetPage.ids.has(fragment)) {
          brokenAnchors.push(`${routeOf(link.url)} (no element with id "${fragment}") on ${routeOf(pageUrl)}`);
        }
      }
    });
    const unique = [...new Set(brokenAnchors)].sort();
    writeReport('broken-anchors.json', unique);
    console.log(`anchors: ${anchorsChecked} checked on ${pageUrls().length} pages, ${unique.length} broken, in ${Date.now() - started} ms`);
    expect(anchorsChecked).toBeGreaterThan(pages.length);
    expect(unique).toEqual([]);
  });

  it('lists the external links (not fetched: no network here) in e2e/.output/external-links.json', { timeout: 120_000 }, async () => {
    const external = new Map<string, Set<string>>();
    await mapPool(pageUrls(), 4, async (pageUrl) => {
      for (const link of (await parse(pageUrl)).links) {
        if (!/^https?:/i.test(link.url) || isLocal(link.url)) continue;
        if (!external.has(link.url)) external.set(link.url, new Set());
        external.get(link.url)!.add(routeOf(pageUrl));
      }
    });
    const report = [...external]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([url, linkedFrom]) => ({ url, pages: linkedFrom.size, linkedFrom: [...linkedFrom].sort().slice(0, 10) }));
    const file = writeReport('external-links.json', { count: report.length, links: report });
    console.log(`external links: ${report.length} distinct URLs (not fetched), listed in ${file}`);
    expect(report.every(({ url }) => !url.startsWith(SITE_ORIGIN))).toBe(true);
  });
});
