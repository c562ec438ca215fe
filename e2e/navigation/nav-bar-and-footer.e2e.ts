/** The nav bar (version switcher, theme toggle, mobile nav screen, hiding on scroll) and the site footer of the built site. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MOBILE } from '../support/browser';
import { VIEWPORTS, footer, useVisits } from '../support/pages';
import { waitForPage } from '../support/site-pages';

const { visit, close, siteUrl } = useVisits();

const header = (page: Page) => page.locator('header.repack-nav');
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('nav bar', () => {
  it('shows logo, title, nav items, search, version switcher, theme toggle and social links on desktop', async () => {
    const { page } = await visit('/docs/getting-started');
    const nav = mainNav(page);
    const logo = nav.getByRole('img', { name: 'Re.Pack' });
    expect(await logo.getAttribute('src')).toBe('/logo-light.svg');
    expect([await logo.getAttribute('width'), await logo.getAttribute('height')]).toEqual(['132', '32']);
    expect(await nav.getByRole('link', { name: 'Re.Pack Docs' }).getAttribute('href')).toBe('/');

    const docs = nav.locator('.rp-nav-menu').getByRole('link', { name: 'Docs' });
    expect(await docs.getAttribute('href')).toBe('/docs/getting-started');
    expect(await docs.locator('xpath=..').getAttribute('class')).toContain('rp-nav-menu__item--active');
    expect(await nav.locator('.rp-nav-menu').getByRole('link', { name: 'API' }).getAttribute('href')).toBe('/api/about');
    const examples = nav.locator('.rp-nav-menu').getByRole('link', { name: 'Examples' });
    expect(await examples.getAttribute('href')).toBe('https://github.com/callstack/repack-examples');
    expect(await examples.getAttribute('target')).toBe('_blank');
    expect(await examples.getAttribute('rel')).toBe('noopener noreferrer');

    expect(await nav.getByRole('button', { name: 'Search Docs' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: /Documentation version: 3\.x/ }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Dark theme' }).isVisible()).toBe(true);
    for (const name of ['GitHub', 'X', 'Discord']) expect(await nav.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
    await close(page);
  });

  it('opens Examples in a new tab', async () => {
    const { page } = await visit('/');
    // No network in tests: answer for GitHub.
    await page.context().route('https://github.com/**', (route) => route.fulfill({ body: 'Examples' }));
    const [popup] = await Promise.all([
      page.context().waitForEvent('page'),
      mainNav(page).locator('.rp-nav-menu').getByRole('link', { name: 'Examples' }).click(),
    ]);
    expect(popup.url()).toContain('github.com/callstack/repack-examples');
    expect(page.url()).toBe(`${siteUrl()}/`);
    await close(page);
  });

  it('shows the dark logo and a pressed theme toggle in dark mode, and switches back to light', async () => {
    const { page } = await visit('/docs/getting-started', { colorScheme: 'dark' });
    const nav = mainNav(page);
    expect(await nav.getByRole('img', { name: 'Re.Pack' }).getAttribute('src')).toBe('/logo-dark.svg');
    const toggle = nav.getByRole('button', { name: 'Dark theme' });
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await close(page);
  });

  it('folds the theme toggle and social links into a "More options" menu at 1024 px', async () => {
    const { page } = await visit('/docs/getting-started', { viewport: { width: 1024, height: 800 } });
    const nav = mainNav(page);
    expect(await nav.getByRole('link', { name: 'GitHub', exact: true }).isVisible()).toBe(false);
    expect(await nav.locator('.rp-nav-menu').getByRole('link', { name: 'Docs' }).isVisible()).toBe(true);
    const more = nav.getByRole('button', { name: 'More options' });
    await more.click();
    expect(await nav.getByRole('link', { name: 'GitHub', exact: true }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await close(page);
  });

  describe('version switcher', () => {
    it('is a crawlable link in the prerendered HTML', async () => {
      const html = await (await fetch(`${siteUrl()}/docs/getting-started`)).text();
      expect(html).toMatch(/<a[^>]+href="\/2\.x\/docs\/getting-started"[^>]*>2\.x<\/a>/);
    });

    it('moves /docs/getting-started to /2.x/docs/getting-started with the pointer', async () => {
      const { page } = await visit('/docs/getting-started');
      await mainNav(page).getByRole('button', { name: /Documentation version: 3\.x/ }).click();
      await mainNav(page).getByRole('link', { name: '2.x', exact: true }).click();
      await waitForPage(page, '/2.x/docs/getting-started', 'Getting Started');
      await close(page);
    });

    it('moves /docs/getting-started to /2.x/docs/getting-started by keyboard', async () => {
      const { page } = await visit('/docs/getting-started');
      const button = mainNav(page).getByRole('button', { name: /Documentation version: 3\.x/ });
      await button.focus();
      await page.keyboard.press('Enter');
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('2.x');
      await page.keyboard.press('Enter');
      await waitForPage(page, '/2.x/docs/getting-started', 'Getting Started');
      await close(page);
    });

    it('is in the mobile nav screen', async () => {
      const { page } = await visit('/docs/getting-started', { viewport: MOBILE });
      await page.getByRole('button', { name: 'Main menu' }).click();
      const screen = page.locator('.repack-nav-screen');
      await screen.getByRole('button', { name: /Documentation version: 3\.x/ }).click();
      await screen.getByRole('link', { name: '2.x', exact: true }).click();
      await waitForPage(page, '/2.x/docs/getting-started', 'Getting Started');
      await expect.poll(() => page.getByRole('button', { name: 'Main menu' }).getAttribute('aria-expanded')).toBe('false');
      await close(page);
    });
  });

  it('shows the older-version banner on 2.x pages, linking to the 3.x page', async () => {
    const { page } = await visit('/2.x/docs/getting-started');
    const banner = page.getByRole('complementary', { name: 'Older version notice' });
    expect(await banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link').getAttribute('href')).toBe('/docs/getting-started');
    await close(page);
  });

  describe('on mobile', () => {
    it('collapses the menu into a nav screen opened from a button', async () => {
      const { page } = await visit('/docs/getting-started', { viewport: MOBILE });
      const nav = mainNav(page);
      expect(await nav.locator('.rp-nav-menu').isVisible()).toBe(false);
      expect(await nav.getByRole('button', { name: 'Search Docs' }).isVisible()).toBe(true);
      const menu = nav.getByRole('button', { name: 'Main menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await menu.click();
      const screen = page.locator('.repack-nav-screen');
      await screen.waitFor();
      for (const name of ['Docs', 'API', 'Examples', 'GitHub', 'X', 'Discord']) {
        expect(await screen.getByRole('link', { name, exact: true }).isVisible()).toBe(true);
      }
      expect(await screen.getByRole('link', { name: 'Examples' }).getAttribute('target')).toBe('_blank');
      expect(await screen.getByRole('button', { name: 'Dark theme' }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await screen.isVisible()).toBe(false);
      await close(page);
    });

    it('closes the nav screen on route change', async () => {
      const { page } = await visit('/docs/getting-started', { viewport: MOBILE });
      await page.getByRole('button', { name: 'Main menu' }).click();
      await page.locator('.repack-nav-screen').getByRole('link', { name: 'API', exact: true }).click();
      await waitForPage(page, '/api/about', 'About the API reference');
      await expect.poll(() => page.getByRole('button', { name: 'Main menu' }).getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.repack-nav-screen').isVisible()).toBe(false);
      await close(page);
    });

    it('closes the nav screen when the window grows to 768 px', async () => {
      const { page } = await visit('/docs/getting-started', { viewport: MOBILE });
      // At 768 px the button itself is hidden, so it must be found among hidden elements too.
      const menu = page.getByRole('button', { name: 'Main menu', includeHidden: true });
      await menu.click();
      expect(await page.locator('.repack-nav-screen').isVisible()).toBe(true);
      await page.setViewportSize({ width: 768, height: 812 });
      await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('.repack-nav-screen').isVisible()).toBe(false);
      expect(await mainNav(page).locator('.rp-nav-menu').isVisible()).toBe(true);
      await close(page);
    });
  });

  describe.each(VIEWPORTS)('on %s', (_, viewport) => {
    it('hides on scrolling down and shows again on scrolling up, the sticky columns following it', async () => {
      const { page } = await visit('/docs/getting-started', { viewport });
      const bottomOfBar = () => header(page).evaluate((bar) => bar.getBoundingClientRect().bottom);
      const stickyTops = () =>
        page.evaluate(() =>
          [...document.querySelectorAll('.rp-doc-layout__sidebar, .rp-doc-layout__outline, .rp-doc-layout__menu')].map((column) => getComputedStyle(column).top),
        );
      expect(await bottomOfBar()).toBeGreaterThan(0);
      const shownTops = await stickyTops();
      expect(shownTops.length).toBeGreaterThan(0);
      expect(shownTops.every((top) => top !== '0px')).toBe(true);
      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 600);
      await expect.poll(bottomOfBar).toBeLessThanOrEqual(0);
      await expect.poll(stickyTops).toEqual(shownTops.map(() => '0px'));
      await header(page).getByRole('link').first().focus();
      await expect.poll(bottomOfBar, { message: 'the focus brings the bar back' }).toBeGreaterThan(0);
      await expect.poll(stickyTops).toEqual(shownTops);
      await page.locator('main').getByRole('link').last().evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
      await page.mouse.wheel(0, 600);
      await expect.poll(bottomOfBar, { message: 'with the focus out of it, the bar goes again' }).toBeLessThanOrEqual(0);
      await page.mouse.wheel(0, -200);
      await expect.poll(bottomOfBar).toBeGreaterThan(0);
      await close(page);
    });
  });
});

describe('site footer', () => {
  describe.each(VIEWPORTS)('on %s', (_, viewport) => {
    it.each(['/', '/docs/getting-started', '/2.x/docs/about'])('%s has the copyright line and three social links', async (route) => {
      const { page } = await visit(route, { viewport });
      const siteFooter = footer(page);
      expect(await siteFooter.getByText('Copyright © 2024 Callstack Open Source').isVisible()).toBe(true);
      const links = siteFooter.locator('.repack-social-links > li > a');
      expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('aria-label')))).toEqual(['GitHub', 'X', 'Discord']);
      for (const link of await links.all()) expect(await link.getAttribute('target')).toBe('_blank');
      await close(page);
    });
  });

  it('puts further social links in a "more" popup, usable by keyboard', async () => {
    const { page } = await visit('/docs/getting-started');
    const siteFooter = footer(page);
    const more = siteFooter.getByRole('button', { name: /More social links/ });
    expect(await siteFooter.getByRole('link', { name: 'npm' }).count()).toBe(0);
    await more.focus();
    await page.keyboard.press('Enter');
    expect(await more.getAttribute('aria-expanded')).toBe('true');
    const npm = siteFooter.getByRole('link', { name: 'npm' });
    expect(await npm.getAttribute('href')).toBe('https://www.npmjs.com/package/@callstack/repack');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('npm');
    await page.keyboard.press('Escape');
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/More social links/);
    await close(page);
  });
});
