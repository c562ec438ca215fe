/**
 * The app's scripts start after the first paint (plugins/script-loading): the server-rendered
 * page is painted and usable before them, a click before them is a plain link, and once they
 * run, the site is the usual client-side app.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { EARLY_CLICK_KEY, loaderListsOf } from '../../shared/app-scripts.mjs';
import { listFiles } from '../../scripts/bench/output.mjs';
import { COMPILE_HINT } from '../../plugins/script-loading';
import { useBrowser } from '../support/browser';
import { builtHeading, DOC_BUILD, pageHeading, routeOf, waitForHydration, waitForPage } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();
const FROM = '/docs/getting-started';
const TO = '/docs/known-issues';
const APP_SCRIPT = /\/static\/js\/(?!boot\.)[^/]+\.js$/;

describe('app scripts after the first paint', () => {
  it('every page: no bundle script or script preload in the HTML, one loader listing files that exist and start with the compile hint', () => {
    const pages = listFiles(DOC_BUILD).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const firstLoad = new Set<string>();
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const route = routeOf(path.relative(DOC_BUILD, file));
      if (!html.includes('id="__rspress_root"')) continue;
      expect(html, route).not.toMatch(/<link rel="preload"[^>]* as="script"/);
      const tags = [...html.matchAll(/<script\b[^>]*\ssrc="\/static\/js\/[^"]*"[^>]*>/g)].map(([tag]) => tag);
      expect(tags, route).toHaveLength(1);
      const { scripts, preloads } = loaderListsOf(tags[0]);
      expect(scripts.length, route).toBeGreaterThanOrEqual(3);
      for (const url of [...scripts, ...preloads]) {
        expect(fs.existsSync(path.join(DOC_BUILD, url)), `${route}: ${url}`).toBe(true);
        firstLoad.add(url);
      }
    }
    const startsWithHint = (file: string) => fs.readFileSync(file, 'utf8').startsWith(COMPILE_HINT);
    for (const url of firstLoad) expect(startsWithHint(path.join(DOC_BUILD, url)), `${url} is loaded first but compiled lazily`).toBe(true);
    const later = listFiles(path.join(DOC_BUILD, 'static/js')).filter((file) => file.endsWith('.js') && !firstLoad.has(`/${path.relative(DOC_BUILD, file)}`) && !/\/boot\./.test(file));
    expect(later.length, 'chunks no page loads first (search, type hovers, …)').toBeGreaterThan(10);
    for (const file of later) expect(startsWithHint(file), `${file} is loaded later but compiled whole`).toBe(false);
  });

  it('the page paints before any app script is requested, then hydrates; a sidebar link navigates client-side', async () => {
    const page = await newPage();
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    await page.goto(`${siteUrl()}${FROM}`);
    await waitForHydration(page);
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/static\/js\//.test(entry.name) && !/\/boot\./.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    await page.locator(`aside a[href="${TO}"]`).first().click();
    await waitForPage(page, TO, builtHeading(TO));
    expect(documents).toEqual([FROM]);
    await page.context().close();
  });

  it('a click before the scripts have run follows the link as a plain page load, and the next page works', async () => {
    const page = await newPage();
    const held: string[] = [];
    // The first page's scripts never arrive: the reader clicks before the app exists. The next page's do.
    await page.route(APP_SCRIPT, async (route) => {
      if (new URL(route.request().headers().referer ?? siteUrl()).pathname === FROM) {
        held.push(new URL(route.request().url()).pathname);
        return; // left pending
      }
      await route.continue();
    });
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    // Pending scripts hold the `load` event back: the page is read once parsed.
    await page.goto(`${siteUrl()}${FROM}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await pageHeading(page)).toBe(builtHeading(FROM));
    await page.locator(`aside a[href="${TO}"]`).first().click();
    await page.waitForURL((url) => url.pathname === TO);
    await expect.poll(() => pageHeading(page), { timeout: 15_000 }).toBe(builtHeading(TO));
    expect(documents).toEqual([FROM, TO]);
    await waitForHydration(page);
    await page.context().close();
  });

  /** FROM, parsed and painted, with the app's scripts held back until `hydrate()` lets them through. */
  async function openWithScriptsHeld() {
    const page = await newPage();
    const held: Route[] = [];
    let releasing = false;
    await page.route(APP_SCRIPT, async (route) => {
      if (releasing) await route.continue();
      else held.push(route);
    });
    await page.goto(`${siteUrl()}${FROM}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(() => held.length, { timeout: 15_000 }).toBeGreaterThan(0);
    const hydrate = async () => {
      releasing = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await waitForHydration(page);
    };
    return { page, hydrate };
  }

  it('a click on a button before the scripts have run is repeated once the page is hydrated: the search opens', async () => {
    const { page, hydrate } = await openWithScriptsHeld();
    const searchInput = page.getByRole('combobox', { name: 'Search Docs' });
    await page.getByRole('button', { name: /Search Docs/ }).first().click();
    await page.waitForTimeout(300);
    expect(await searchInput.count()).toBe(0);
    await hydrate();
    await expect.poll(() => searchInput.isVisible(), { timeout: 15_000 }).toBe(true);
    // Once: the panel is not toggled shut again, and the loader keeps no click after hydration.
    await page.waitForTimeout(300);
    expect(await searchInput.isVisible()).toBe(true);
    expect(await page.evaluate((key) => (window as unknown as Record<string, unknown>)[key], EARLY_CLICK_KEY)).toBeNull();
    await page.context().close();
  });

  it('a click outside any button before the scripts have run is not repeated', async () => {
    const { page, hydrate } = await openWithScriptsHeld();
    await page.locator('main h1').click();
    await hydrate();
    await page.waitForTimeout(300);
    expect(await page.getByRole('combobox', { name: 'Search Docs' }).count()).toBe(0);
    expect(page.url()).toBe(`${siteUrl()}${FROM}`);
    await page.context().close();
  });

  it('the first key press starts the scripts at once', async () => {
    const page = await newPage();
    // The loader never learns that the page has painted: no Paint Timing, and its frame callback never runs.
    await page.addInitScript(() => {
      Object.defineProperty(window, 'PerformanceObserver', { value: undefined });
      window.requestAnimationFrame = () => 0;
    });
    const requested: string[] = [];
    page.on('request', (request) => {
      if (APP_SCRIPT.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto(`${siteUrl()}${FROM}`);
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(requested).toEqual([]);
    await page.keyboard.press('Tab');
    await expect.poll(() => requested.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await page.context().close();
  });
});
