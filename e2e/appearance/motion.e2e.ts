/**
 * Motion on the built site: the content fades in after a client-side navigation and light/dark
 * switches with a view transition (`enableAppearanceAnimation`), both left out for readers who
 * prefer reduced motion.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';
import { builtHeading, waitForPage } from '../support/site-pages';

const { open } = useOpenPages();

/** Records `Element.animate` ids and `document.startViewTransition` calls, before any page script runs. */
async function recordMotion(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __animations: string[]; __viewTransitions: number };
    w.__animations = [];
    w.__viewTransitions = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      w.__animations.push(typeof options === 'object' && options ? String(options.id ?? '') : '');
      return animate.call(this, keyframes, options);
    };
    const start = (Document.prototype as { startViewTransition?: (...args: unknown[]) => unknown }).startViewTransition;
    if (start) {
      (Document.prototype as { startViewTransition?: (...args: unknown[]) => unknown }).startViewTransition = function (this: Document, ...args: unknown[]) {
        w.__viewTransitions += 1;
        return start.apply(this, args);
      };
    }
  });
}

const motion = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __animations: string[]; __viewTransitions: number };
    return { animations: [...w.__animations], viewTransitions: w.__viewTransitions };
  });

/** Clicks an in-site sidebar link to another page and waits for that page's heading. */
async function followSidebarLink(page: Page) {
  const current = new URL(page.url()).pathname;
  const links = page.locator('aside.rp-doc-layout__sidebar a.rp-sidebar-item[href^="/"]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => candidate !== current && !candidate.endsWith('/'));
  expect(href, 'a sidebar link to another page').toBeDefined();
  await page.locator(`aside.rp-doc-layout__sidebar a.rp-sidebar-item[href="${href}"]`).first().click();
  await waitForPage(page, href!, builtHeading(href!));
  return href!;
}

describe('motion: content fade-in and light/dark view transition, left out for reduced motion', () => {
  it('fades the content in after a navigation', async () => {
    const page = await open(GUIDE, {}, recordMotion);
    expect((await motion(page)).animations).not.toContain('repack-content-fade');
    await followSidebarLink(page);
    await poll(async () => (await motion(page)).animations).toContain('repack-content-fade');
  });

  it('does not animate the content for readers who prefer reduced motion', async () => {
    const page = await open(GUIDE, { reducedMotion: 'reduce' }, recordMotion);
    await followSidebarLink(page);
    // The fade would start with the page data (which also sets the title): wait two frames past it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await motion(page)).animations).not.toContain('repack-content-fade');
  });

  it('switches light/dark with a view transition (enableAppearanceAnimation is on)', async () => {
    const page = await open(GUIDE, { colorScheme: 'light' }, recordMotion);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect((await motion(page)).viewTransitions).toBe(1);
  });

  it('switches light/dark without a transition for readers who prefer reduced motion', async () => {
    const page = await open(GUIDE, { colorScheme: 'light', reducedMotion: 'reduce' }, recordMotion);
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect((await motion(page)).viewTransitions).toBe(0);
  });
});
