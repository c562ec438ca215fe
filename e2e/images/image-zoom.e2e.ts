/** Zooming content images on the built site (the theme's own plugin, on medium-zoom). */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE, initialScripts, poll, readBuilt, useOpenPages } from '../support/pages';
import { builtHeading, waitForPage } from '../support/site-pages';

const { open } = useOpenPages();

describe('image zoom: content images zoom, after client-side navigation too, the library loaded on demand', () => {
  const visibleImage = (page: Page) => page.locator('.rspress-doc img:visible').first();

  it('zooms a content image, and again after a client-side navigation; the library loads on demand', async () => {
    for (const src of initialScripts(GUIDE)) expect(readBuilt(src), src).not.toContain('medium-zoom-image--opened');
    const page = await open(GUIDE);
    await visibleImage(page).scrollIntoViewIfNeeded();
    await poll(() => visibleImage(page).getAttribute('class')).toContain('medium-zoom-image');
    await visibleImage(page).click();
    await poll(() => page.locator('.medium-zoom-overlay').isVisible()).toBe(true);
    // Escape closes the zoom once its opening animation is over.
    await poll(async () => {
      await page.keyboard.press('Escape');
      return page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));
    }).toBe(false);

    // Another page with images, reached with the client-side router.
    const withImage = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('aside.rp-doc-layout__sidebar a.rp-sidebar-item[href^="/"]')];
      for (const link of links) {
        if (link.pathname === location.pathname || link.offsetParent === null) continue;
        const html = await (await fetch(link.href)).text();
        if (/class="[^"]*\brspress-doc\b[^"]*"[\s\S]*<img /.test(html)) return link.getAttribute('href');
      }
      return null;
    });
    expect(withImage, 'another guide page with an image').toBeTruthy();
    await page.locator(`aside.rp-doc-layout__sidebar a.rp-sidebar-item[href="${withImage}"]`).first().click();
    await waitForPage(page, withImage!, builtHeading(withImage!));
    await poll(() => visibleImage(page).getAttribute('class')).toContain('medium-zoom-image');
    await visibleImage(page).scrollIntoViewIfNeeded();
    await visibleImage(page).click();
    await poll(() => page.locator('.medium-zoom-overlay').isVisible()).toBe(true);
  });
});
