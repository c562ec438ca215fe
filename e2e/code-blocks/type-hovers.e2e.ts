/**
 * Type hovers on the names of guide samples (plugins/type-hovers): not in the HTML, set up in the
 * browser once a reader reaches for a code block; keyboard, pointer and touch open an accessible
 * popover whose link leads to an existing API page and anchor.
 */
import fs from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { htmlFileFor } from '../../scripts/bench/output.mjs';
import { MOBILE, useBrowser } from '../support/browser';
import { DOC_BUILD, useAppearance, waitForHydration } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();

const NAME = 'button.type-hover';

/** Opens a guide and waits until its code blocks have their names as buttons. */
async function openGuide(page: Page, route: string) {
  const response = await page.goto(siteUrl() + route);
  expect(response?.status(), route).toBe(200);
  await waitForHydration(page);
  await page.locator('pre code').first().hover();
  await page.locator(NAME).first().waitFor();
}

const dialog = (page: Page) => page.getByRole('dialog', { name: /^Type of / });

describe('type hovers', () => {
  it('are not in the built HTML of a guide', () => {
    for (const route of ['/docs/getting-started', '/2.x/docs/getting-started', '/docs/module-federation']) {
      const html = fs.readFileSync(htmlFileFor(DOC_BUILD, route), 'utf8');
      expect(html, route).not.toContain('type-hover');
    }
  });

  it('open from the keyboard with the declaration and an API link, and close with Escape, focus back on the name', async () => {
    const page = await newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await openGuide(page, '/docs/getting-started');
    const name = page.locator(NAME, { hasText: /^RepackPlugin$/ }).first();
    await name.focus();
    await page.keyboard.press('Enter');
    const popover = dialog(page);
    await expect.poll(() => popover.isVisible()).toBe(true);
    expect(await popover.getAttribute('aria-label')).toBe('Type of RepackPlugin');
    expect(await popover.locator('pre').textContent()).toContain('RepackPlugin');
    expect(await popover.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-expanded')).toBe('true');

    await page.keyboard.press('Tab');
    const link = popover.getByRole('link');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await link.getAttribute('href')).toBe('/api/repack/classes/RepackPlugin');

    await page.keyboard.press('Escape');
    expect(await popover.isVisible()).toBe(false);
    expect(await name.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await name.getAttribute('aria-expanded')).toBe('false');

    // One tab stop per block: the arrow keys move between its names.
    const names = name.locator('xpath=ancestor::code').locator(NAME);
    const tabStops = await names.evaluateAll((buttons) => buttons.filter((button) => (button as HTMLElement).tabIndex === 0).length);
    expect(tabStops).toBe(1);
    await page.keyboard.press('ArrowRight');
    const next = await page.evaluate(() => document.activeElement?.textContent);
    expect(next).not.toBe('RepackPlugin');
    expect(await names.allTextContents()).toContain(next);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('come to a page reached by a client-side navigation too', async () => {
    const page = await newPage();
    await openGuide(page, '/docs/getting-started');
    await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
    await page.locator('a[href="/docs/module-federation"]').first().click();
    await page.waitForURL(/\/docs\/module-federation$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await page.locator('pre code').first().hover();
    await page.locator(NAME, { hasText: /^ScriptManager$/ }).first().waitFor();
    await page.context().close();
  });

  it('link to API pages and anchors that exist, with the version of the page', async () => {
    const page = await newPage();
    await openGuide(page, '/2.x/docs/getting-started');
    const name = page.locator(NAME, { hasText: /^getPlatform$/ }).first();
    await name.click();
    const href = await dialog(page).getByRole('link').getAttribute('href');
    expect(href).toBe('/2.x/api/node/functions/getPlatform');

    const hrefs = await page.evaluate(async () => {
      const found = new Set<string>();
      for (const button of document.querySelectorAll<HTMLButtonElement>('button.type-hover')) {
        button.click();
        const link = document.querySelector<HTMLAnchorElement>('[role="dialog"] a');
        if (link) found.add(link.getAttribute('href')!);
      }
      return [...found];
    });
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.some((link) => link.includes('#'))).toBe(true);
    for (const link of hrefs) {
      expect(link, link).toMatch(/^\/2\.x\/api\//);
      const [route, anchor] = link.split('#');
      const response = await page.goto(siteUrl() + route);
      expect(response?.status(), link).toBe(200);
      if (anchor) expect(await page.locator(`[id="${anchor}"]`).count(), link).toBeGreaterThan(0);
    }
    await page.context().close();
  });

  it('open on pointing and stay while the pointer is on the popover', async () => {
    const page = await newPage();
    await openGuide(page, '/docs/getting-started');
    const name = page.locator(NAME, { hasText: /^RepackPlugin$/ }).first();
    await name.hover();
    const popover = dialog(page);
    await expect.poll(() => popover.isVisible()).toBe(true);
    await popover.hover();
    await page.waitForTimeout(500);
    expect(await popover.isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await expect.poll(() => popover.isVisible()).toBe(false);
    await page.context().close();
  });

  it('open with a tap at 375 px, inside the screen and below the name, and close with a tap elsewhere', async () => {
    const page = await newPage({ viewport: MOBILE, hasTouch: true, isMobile: true });
    const response = await page.goto(`${siteUrl()}/docs/getting-started`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    const name = page.locator(NAME, { hasText: /^RepackPlugin$/ }).first();
    await name.waitFor();
    await name.scrollIntoViewIfNeeded();
    await name.tap();
    const popover = dialog(page);
    await expect.poll(() => popover.isVisible()).toBe(true);
    const box = (await popover.boundingBox())!;
    const nameBox = (await name.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
    // The popover never covers the name it belongs to.
    expect(box.y >= nameBox.y + nameBox.height || box.y + box.height <= nameBox.y).toBe(true);
    await page.locator('h1').tap();
    await expect.poll(() => popover.isVisible()).toBe(false);
    await page.context().close();
  });

  it('pass axe with a popover open, in both themes', async () => {
    for (const appearance of ['light', 'dark'] as const) {
      const page = await newPage();
      await useAppearance(page, appearance);
      await openGuide(page, '/docs/getting-started');
      await page.locator(NAME, { hasText: /^RepackPlugin$/ }).first().click();
      await expect.poll(() => dialog(page).isVisible()).toBe(true);
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      const failing = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(failing.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`), appearance).toEqual([]);
      await page.context().close();
    }
  });
});
