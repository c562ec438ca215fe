/** A client-side navigation to a page whose code is gone (a stale tab after a deploy), on the built site. */
import { describe, expect, it } from 'vitest';
import { GUIDE, useOpenPages } from '../support/pages';
import { builtHeading, waitForPage } from '../support/site-pages';

const { open } = useOpenPages();

describe('navigation: a page whose code fails to load is loaded in full, not left blank', () => {
  it('logs the error and loads the page in full instead of leaving a blank page', async () => {
    const errors: string[] = [];
    const loaded = new Set<string>();
    const page = await open(GUIDE, {}, async (p) => {
      p.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      p.on('response', (response) => loaded.add(new URL(response.url()).pathname));
    });
    // A stale tab after a deploy: the chunks this page has not loaded yet are gone.
    await page.context().route('**/static/js/async/**', (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('failed'),
    );
    const current = new URL(page.url()).pathname;
    const href = await page
      .locator('aside.rp-doc-layout__sidebar a.rp-sidebar-item[href^="/"]')
      .evaluateAll((anchors, here) => anchors.map((a) => a.getAttribute('href')).find((h) => h && h !== here && !h.endsWith('/')), current);
    expect(href).toBeTruthy();
    await page.locator(`aside.rp-doc-layout__sidebar a.rp-sidebar-item[href="${href}"]`).first().click();
    await waitForPage(page, href!, builtHeading(href!));
    expect(await page.locator('body').innerText()).not.toBe('');
    expect(errors.some((text) => text.includes('Loading a page failed'))).toBe(true);
  });

  it("the same when the missing code is another section's routes (plugins/route-table): the API link from a guide", async () => {
    const errors: string[] = [];
    const loaded = new Set<string>();
    const documents: string[] = [];
    const page = await open(GUIDE, {}, async (p) => {
      p.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      p.on('response', (response) => loaded.add(new URL(response.url()).pathname));
      p.on('request', (request) => request.resourceType() === 'document' && documents.push(new URL(request.url()).pathname));
    });
    await page.context().route('**/static/js/async/**', (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('failed'),
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'API', exact: true }).click();
    await waitForPage(page, '/api/about', builtHeading('/api/about'));
    expect(documents).toEqual([GUIDE, '/api/about']);
    expect(errors.some((text) => text.includes('Loading a page failed'))).toBe(true);
  });
});
