/**
 * Multi-language behaviours, checked on a two-language fixture site (e2e/languages/fixtures/two-languages:
 * English at `/`, Chinese under `/zh/`, `route.localeRedirect: 'auto'`): the first visit goes to the
 * browser's language and is remembered, the 404 page links home in the language of the URL, and
 * the language switch keeps the page, in the nav bar and in the small-screen nav screen.
 */
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOBILE, useBrowser } from '../support/browser';
import { buildFixture, startStaticServer, type StaticServer } from '../support/fixture-site';
import { pageHeading, waitForHydration, waitForPage } from '../support/site-pages';

const { newPage } = useBrowser();
const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, interval: 50, message });

/** Where Rspress remembers that the first visit (and its redirect) happened. */
const VISITED_KEY = 'rspress-visited';

let server: StaticServer;

beforeAll(async () => {
  server = await startStaticServer({ root: await buildFixture(path.join(__dirname, 'fixtures', 'two-languages')) });
});

afterAll(async () => {
  await server?.close();
});

const opened: Page[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close()));
});

async function context(options: BrowserContextOptions & { visited?: boolean } = {}) {
  const { visited, ...contextOptions } = options;
  const page = await newPage(contextOptions);
  opened.push(page);
  if (visited) await page.context().addInitScript((key) => window.localStorage.setItem(key, '1'), VISITED_KEY);
  return page;
}

async function visit(page: Page, route: string) {
  await page.goto(server.url + route);
  await waitForHydration(page);
}

const pathname = (page: Page) => new URL(page.url()).pathname;

describe("languages: the first visit goes to the browser's language", () => {
  it("sends a first visit to the browser's language and remembers it", async () => {
    const page = await context({ locale: 'zh-CN' });
    await visit(page, '/guide');
    await waitForPage(page, '/zh/guide', '中文指南');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), VISITED_KEY)).toBe('1');
    // Later visits go where they ask.
    await visit(page, '/guide');
    expect(pathname(page)).toBe('/guide');
    expect(await pageHeading(page)).toBe('English guide');
  });

  it('leaves a first visit in the default language where it is', async () => {
    const page = await context({ locale: 'en-US' });
    await visit(page, '/');
    expect(pathname(page)).toBe('/');
    expect(await pageHeading(page)).toBe('English home');
    expect(await page.evaluate((key) => window.localStorage.getItem(key), VISITED_KEY)).toBe('1');
  });

  it('sends a Chinese-language URL to English for an English browser, on the first visit only', async () => {
    const page = await context({ locale: 'en-GB' });
    await visit(page, '/zh/guide');
    await poll(() => pathname(page)).toBe('/guide');
    await visit(page, '/zh/guide');
    expect(pathname(page)).toBe('/zh/guide');
  });
});

describe('languages: the 404 page links home in the language of the URL', () => {
  it.each([
    ['/zh/no/such/page', '/zh/', '中文首页'],
    ['/no/such/page', '/', 'English home'],
  ])('%s links home to %s', async (route, home, title) => {
    const page = await context({ visited: true });
    const response = await page.goto(server.url + route);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    const link = page.locator('.repack-not-found__home, .rp-not-found__home-link').first();
    await poll(() => link.getAttribute('href')).toBe(home);
    await link.click();
    await waitForPage(page, home, title);
  });
});

describe('languages: the language switch keeps the page', () => {
  it('keeps the page when switching language, both ways', async () => {
    const page = await context({ visited: true });
    await visit(page, '/guide');
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('link', { name: '简体中文' }).click();
    await waitForPage(page, '/zh/guide', '中文指南');
    await page.getByRole('button', { name: /Language: 简体中文/ }).click();
    await page.getByRole('link', { name: 'English' }).click();
    await waitForPage(page, '/guide', 'English guide');
  });

  it('on a small screen, switches language from the nav screen and keeps the page, both ways', async () => {
    const page = await context({ visited: true, viewport: MOBILE });
    await visit(page, '/guide');
    const languageButton = (label: string) => page.getByRole('button', { name: `Language: ${label}. Switch language` });
    // The bar has no room for it: the switch is in the nav screen only.
    const barSwitch = page.locator('.repack-nav__end > .repack-language-switcher');
    expect(await barSwitch.count()).toBe(1);
    expect(await barSwitch.isHidden()).toBe(true);
    expect(await languageButton('English').count()).toBe(0);

    const switchTo = async (from: string, to: string) => {
      await page.getByRole('button', { name: 'Main menu' }).click();
      const navScreen = page.locator('.repack-nav-screen');
      await poll(() => navScreen.isVisible()).toBe(true);
      expect(await navScreen.getByText(from === 'English' ? 'Languages' : '语言').isVisible()).toBe(true);
      await languageButton(from).click();
      await navScreen.getByRole('link', { name: to }).click();
    };

    await switchTo('English', '简体中文');
    await waitForPage(page, '/zh/guide', '中文指南');
    await poll(() => page.locator('.repack-nav-screen').isVisible()).toBe(false);
    await switchTo('简体中文', 'English');
    await waitForPage(page, '/guide', 'English guide');
  });
});
