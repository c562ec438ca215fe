/**
 * Route sections (plugins/route-table): a page's first load carries the routes, page list and
 * sidebars of its own section only; a link into another section loads that section's chunk and
 * still navigates client-side, with the other section's sidebar, breadcrumbs and overview.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';
import { builtHeading, DOC_BUILD, waitForHydration, waitForPage } from '../support/site-pages';

const { newPage, siteUrl } = useOpenPages();
const API_PAGE = '/api/repack/classes/RepackPlugin';

/**
 * The chunk of a page's section: the first script preload of its HTML (plugins/route-table puts it
 * before the page's own chunk).
 */
function sectionChunkOf(route: string): string {
  const html = fs.readFileSync(path.join(DOC_BUILD, `${route.replace(/^\//, '')}.html`), 'utf8');
  const chunk = /<link rel="preload" href="([^"]+)" as="script">/.exec(html)?.[1];
  if (!chunk) throw new Error(`${route}: its HTML preloads no script`);
  return chunk;
}

const SECTION_PAGES = { docs: GUIDE, api: API_PAGE, oldDocs: '/2.x/docs/getting-started', oldApi: '/2.x/api/node/classes/DevServer' };

/** A page recording the documents and the app's JS files it requests. */
async function recordingPage(): Promise<{ page: Page; documents: string[]; scripts: string[] }> {
  const page = await newPage();
  const documents: string[] = [];
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'document') documents.push(pathname);
    else if (/^\/static\/js\/.*\.js$/.test(pathname) && !/\/boot\./.test(pathname)) scripts.push(pathname);
  });
  return { page, documents, scripts };
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' });
/** The sidebar's highlighted item (the default sidebar item's active class). */
const currentSidebarLink = (page: Page) => sidebar(page).locator('a.rp-sidebar-item--active').getAttribute('href');

describe('route sections', () => {
  it('a guide loads its own section only; the API link loads the API section and navigates client-side, and Back returns', async () => {
    const { page, documents, scripts } = await recordingPage();
    await page.goto(`${siteUrl()}${GUIDE}`);
    await waitForHydration(page);
    const chunks = Object.fromEntries(Object.entries(SECTION_PAGES).map(([name, route]) => [name, sectionChunkOf(route)]));
    expect(new Set(Object.values(chunks)).size, 'each section has a chunk of its own').toBe(4);
    expect(scripts).toContain(chunks.docs);
    expect(scripts).not.toContain(chunks.api);
    expect(await sidebar(page).locator(`a[href="${API_PAGE}"]`).count()).toBe(0);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await waitForPage(page, '/api/about', builtHeading('/api/about'));
    expect(scripts).toContain(chunks.api);
    expect(scripts.filter((file) => file === chunks.oldDocs || file === chunks.oldApi)).toEqual([]);
    await poll(() => currentSidebarLink(page)).toBe('/api/about');
    await sidebar(page).locator(`a[href="${API_PAGE}"]`).first().click();
    await waitForPage(page, API_PAGE, builtHeading(API_PAGE));
    await poll(() => currentSidebarLink(page)).toBe(API_PAGE);

    await page.goBack();
    await page.goBack();
    await waitForPage(page, GUIDE, builtHeading(GUIDE));
    await poll(() => currentSidebarLink(page)).toBe(GUIDE);
    expect(documents).toEqual([GUIDE]);
    await page.context().close();
  });

  it('an API page opened first, then the guides: the docs sidebar, breadcrumbs and overview come with their section', async () => {
    const { page, documents } = await recordingPage();
    await page.goto(`${siteUrl()}${API_PAGE}`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs', exact: true }).click();
    await waitForPage(page, GUIDE, builtHeading(GUIDE));
    await poll(() => currentSidebarLink(page)).toBe(GUIDE);
    await poll(() => page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').allInnerTexts()).toContain('Docs');
    await sidebar(page).locator('a[href="/docs/"]').first().click();
    // The overview's heading has its permalink mark after the text.
    await waitForPage(page, '/docs/', new RegExp(`^${builtHeading('/docs/')}`));
    // The overview lists the section's pages from the page list, as its prerendered HTML does.
    const built = fs.readFileSync(path.join(DOC_BUILD, 'docs', 'index.html'), 'utf8');
    const builtLinks = new Set([...built.matchAll(/<a\b[^>]*href="(\/docs\/[^"#]+)"/g)].map((match) => match[1]));
    const shown = await page.locator('main a[href^="/docs/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!.replace(/#.*$/, '')));
    expect(shown.length).toBeGreaterThan(10);
    for (const href of shown) expect(builtLinks, href).toContain(href);
    expect(documents).toEqual([API_PAGE]);
    await page.context().close();
  });
});
