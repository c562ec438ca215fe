/**
 * Opening pages of the built site (`doc_build/`, served by the global setup) in the browser suites:
 * `useOpenPages` (each page in its own context, hydrated, closed after each test) and `useVisits`
 * (each page watched for console problems, closed by the test), the polls the assertions wait
 * with, and reading the scripts a built page loads.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { afterEach, expect } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from './browser';
import { DOC_BUILD, waitForHydration } from './site-pages';

/** A guide page of each version. */
export const GUIDE = '/docs/getting-started';
export const OLD_GUIDE = '/2.x/docs/getting-started';

export const VIEWPORTS = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
] as const;

/** Polls `fn` until the assertion holds, for up to 15 s (searching loads and indexes the whole site). */
export const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, interval: 50, message });

/**
 * `open(route)`: a new page (own context) with `route` loaded and hydrated, closed after the test;
 * from the built site, or from the site at `baseUrl()` (a fixture site's server).
 */
export function useOpenPages(baseUrl?: () => string) {
  const { newPage, siteUrl } = useBrowser();
  const opened: Page[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((page) => page.context().close()));
  });

  async function open(route: string, options: BrowserContextOptions = {}, prepare?: (page: Page) => Promise<void>) {
    const page = await newPage(options);
    opened.push(page);
    await prepare?.(page);
    await page.goto((baseUrl ?? siteUrl)() + route);
    await waitForHydration(page);
    return page;
  }

  return { open, newPage, siteUrl };
}

/** Runs `run` on `page`, then closes the page's context, whether `run` passed or threw. */
export async function withPage<T>(page: Page, run: (page: Page) => Promise<T>): Promise<T> {
  try {
    return await run(page);
  } finally {
    await page.context().close();
  }
}

export interface Visit {
  page: Page;
  status: number | undefined;
  /** Console errors, uncaught errors and hydration warnings seen so far. */
  problems: string[];
}

/** `visit(route)`: opens `route` in a new context and waits until React has hydrated the page; `close(page)` after. */
export function useVisits() {
  const { newPage, siteUrl } = useBrowser();

  async function visit(route: string, options: BrowserContextOptions = {}): Promise<Visit> {
    const page = await newPage(options);
    const problems: string[] = [];
    const url = siteUrl() + route;
    page.on('console', (message: ConsoleMessage) => {
      // Chromium reports the 404 status of the page itself as a console error: that status is wanted.
      if (message.type() === 'error' && message.text().includes('status of 404') && message.location().url === url) return;
      if (message.type() === 'error' || /hydrat/i.test(message.text())) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    const response = await page.goto(url);
    // The shortcut hint of the search button is rendered by an effect: it exists once hydrated.
    await page.locator('.repack-search-button__hotkey').first().waitFor({ state: 'attached' });
    return { page, status: response?.status(), problems };
  }

  async function close(page: Page) {
    await page.context().close();
  }

  return { visit, close, newPage, siteUrl };
}

/** The site footer. */
export const footer = (page: Page) => page.getByRole('contentinfo');

/** The scripts a page's HTML loads before any interaction. */
export function initialScripts(route: string) {
  const file = route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
  const html = fs.readFileSync(path.join(DOC_BUILD, file), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src).filter((src) => src.startsWith('/'));
}

export function readBuilt(src: string) {
  return fs.readFileSync(path.join(DOC_BUILD, src.replace(/^\//, '')), 'utf8');
}
