/**
 * What the default theme does with packages Rspress declares, some of which the browser bundle
 * loads on first use (theme/rspress-internals): the mobile sidebar drawer locks the page's scrolling while open, the sidebar
 * brings the current page's item into view, and a slow page load shows the progress bar.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from '../support/browser';
import { GUIDE, poll, useOpenPages } from '../support/pages';
import { builtHeading, waitForPage } from '../support/site-pages';

const { open } = useOpenPages();

const bodyOverflow = (page: Page) => page.evaluate(() => document.body.style.overflow);

describe('the mobile sidebar drawer', () => {
  it('locks the page scrolling while open', async () => {
    const page = await open(GUIDE, { viewport: MOBILE });
    expect(await bodyOverflow(page)).toBe('');
    await page.locator('.rp-sidebar-menu__left').click();
    await poll(() => bodyOverflow(page)).toBe('hidden');
    // A click beside the drawer closes it.
    await page.mouse.click(MOBILE.width - 5, MOBILE.height - 5);
    await poll(() => bodyOverflow(page)).toBe('');
  });
});

describe('the sidebar shows the current page', () => {
  it('scrolls its item into view when the page opens far down a long sidebar', async () => {
    const first = await open('/api/repack/classes/RepackPlugin', { viewport: DESKTOP });
    const hrefs = await first.locator('.rp-doc-layout__sidebar a[href^="/api/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    const last = hrefs.filter((href) => !href.includes('#')).at(-1)!;
    const page = await open(last, { viewport: DESKTOP });
    const placement = () =>
      page.locator('.rp-doc-layout__sidebar .rp-sidebar-item--active').first().evaluate((item) => {
        const sidebar = item.closest('.rp-doc-layout__sidebar')!;
        const box = sidebar.getBoundingClientRect();
        const rect = item.getBoundingClientRect();
        return { scrolled: sidebar.scrollTop > 0, inView: rect.top >= box.top && rect.bottom <= box.bottom };
      });
    await poll(placement).toEqual({ scrolled: true, inView: true });
  });
});

describe('a slow page load', () => {
  it('shows the progress bar at the top until the page is there', async () => {
    const page = await open(GUIDE, { viewport: DESKTOP });
    const next = page.locator('.rp-doc-footer a.rp-prev-next-page__next');
    const route = (await next.getAttribute('href'))!;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/static/js/async/**', async (request) => {
      await held;
      await request.continue();
    });
    await next.click();
    const bar = page.locator('#nprogress .bar');
    await poll(() => bar.isVisible()).toBe(true);
    expect(await bar.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);
    release();
    await waitForPage(page, route, builtHeading(route));
    await poll(() => page.locator('#nprogress').count()).toBe(0);
  });
});
