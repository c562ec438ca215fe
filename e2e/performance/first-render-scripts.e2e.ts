/**
 * Every script the first render needs is requested by the page's HTML (a `<script src>` or a
 * `<link rel="preload" as="script">`), none is found only once another script runs: on a slow
 * link each such discovery is one more round trip before the page is interactive (decisions/0011).
 * Scripts the HTML does not name are held back (never answered): the page must still hydrate.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE, useBrowser } from '../support/browser';
import { waitForHydration } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();

/** The bench's pages (a guide, the home, an API page), a 2.x guide, an overview and the 404 page. */
const PAGES = ['/docs/getting-started', '/', '/api/repack/client/classes/ScriptManager', '/2.x/docs/getting-started', '/docs/', '/no-such-page'];

/** The paths of the scripts `html` loads or preloads. */
function scriptsNamedBy(html: string): Set<string> {
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"|<link\b(?=[^>]*\srel="(?:preload|modulepreload)")(?=[^>]*\sas="script")[^>]*\shref="([^"]+)"/g)];
  return new Set(tags.map((match) => new URL(match[1] ?? match[2], 'http://site').pathname));
}

/** Loads `route` answering only the scripts its HTML names: whether it hydrates, and the scripts held back. */
async function hydratesWithNamedScriptsOnly(page: Page, route: string): Promise<{ named: Set<string>; hydrated: boolean; held: string[] }> {
  const named = scriptsNamedBy(await (await page.request.get(`${siteUrl()}${route}`)).text());
  const held: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (request) => {
      const pathname = new URL(request.request().url()).pathname;
      if (named.has(pathname)) await request.continue();
      else held.push(pathname);
    },
  );
  await page.goto(`${siteUrl()}${route}`, { waitUntil: 'commit' });
  const hydrated = await waitForHydration(page, 15_000).then(
    () => true,
    () => false,
  );
  return { named, hydrated, held };
}

describe('the first render needs only scripts the HTML requests', () => {
  it.each(PAGES)('%s hydrates with the scripts its HTML names', async (route) => {
    const page = await newPage({ viewport: MOBILE });
    const { named, hydrated, held } = await hydratesWithNamedScriptsOnly(page, route);
    await page.context().close();
    expect(named.size, 'the HTML names no script').toBeGreaterThan(0);
    expect(hydrated, `not hydrated; held back: ${held.join(', ')}`).toBe(true);
  });
});
