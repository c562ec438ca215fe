/**
 * The first render (plugins/first-render): every page carries its critical CSS, the stylesheet
 * no longer holds the first paint, and the page looks the same, in both appearances, before
 * and after the stylesheet arrives. Sizes are in budgets.e2e.ts.
 */
import fs from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DARK_APPEARANCE_CLASSES } from '../../plugins/rspress-internals';
import { firstLoadAssetsOfHtml, htmlFileFor } from '../../scripts/bench/output.mjs';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { watchCsp } from '../support/csp';
import { DOC_BUILD, listSitePages, waitForHydration } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();

const STYLESHEET = /\/static\/css\/[^/]+\.css$/;
const APP_SCRIPTS = /\/static\/js\//;
const SAMPLE = ['/', '/docs/getting-started', '/api/repack/classes/RepackPlugin', '/2.x/api/node/classes/DevServer', '/no/such/page'];

/** Holds every request for the stylesheet until `release()`. */
async function holdStylesheet(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(STYLESHEET, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Runs in the page: each rendered element of `<body>` with its box and the look of its text and background. */
function describeRendered(first: boolean) {
  const win = window as unknown as { __rendered?: Element[] };
  if (first) win.__rendered = [...document.body.querySelectorAll('*')].filter((element) => element.getClientRects().length > 0);
  const where = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
      parts.unshift(`${node.tagName.toLowerCase()}:nth-child(${[...(node.parentElement?.children ?? [])].indexOf(node) + 1})`);
    }
    return parts.join('>');
  };
  return (win.__rendered ?? []).map((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const look = ['display', 'visibility', 'opacity', 'font', 'color', 'background-color', 'border-color'].map((name) => style.getPropertyValue(name)).join(' | ');
    return `${where(element)} @${[box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(',')} ${look}`;
  });
}

/** Runs in the page: the layout shifts since `since` (ms), as `value@startTime`. */
function layoutShiftsSince(since: number) {
  return new Promise<string[]>((resolve) => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect();
      resolve(list.getEntries().filter((entry) => entry.startTime > since).map((entry) => `${(entry as unknown as { value: number }).value}@${Math.round(entry.startTime)}`));
    }).observe({ type: 'layout-shift', buffered: true });
    // The observer reports buffered entries at once, and nothing when there are none.
    requestAnimationFrame(() => requestAnimationFrame(() => resolve([])));
  });
}

describe('critical CSS', () => {
  it('every page inlines one <style> in <head>, preloads the stylesheet there and links it at the end of <body>', () => {
    const pages = listSitePages(undefined, { include404: true });
    expect(pages.length).toBeGreaterThan(200);
    const problems: string[] = [];
    for (const { file, route } of pages) {
      const html = fs.readFileSync(file, 'utf8');
      const [head, body] = html.split(/<\/head>/i);
      const styles = head.match(/<style\b[^>]*>/gi) ?? [];
      const css = firstLoadAssetsOfHtml(html).filter((asset) => asset.type === 'css');
      const headLinks = firstLoadAssetsOfHtml(head).filter((asset) => asset.type === 'css');
      const bodyLinks = firstLoadAssetsOfHtml(body).filter((asset) => asset.type === 'css');
      if (styles.length !== 1) problems.push(`${route}: ${styles.length} <style> elements in <head>`);
      if (!css.length) problems.push(`${route}: no stylesheet`);
      if (headLinks.some((asset) => asset.how !== 'preload style')) problems.push(`${route}: a stylesheet blocks the first paint in <head>`);
      if (!/<link href="[^"]+\.css" rel="stylesheet"><\/body>/.test(body)) problems.push(`${route}: the stylesheet is not linked at the end of <body>`);
      if (headLinks.map((asset) => asset.url).join() !== bodyLinks.map((asset) => asset.url).join()) problems.push(`${route}: preloads ${headLinks.map((a) => a.url)} but links ${bodyLinks.map((a) => a.url)}`);
      if (!/<style>[^<]*@font-face\{font-family:Open Sans;/.test(head)) problems.push(`${route}: the text font's @font-face is not inlined`);
    }
    expect(problems).toEqual([]);
  });

  it("every page's appearance script sets DARK_APPEARANCE_CLASSES", () => {
    const problems: string[] = [];
    for (const { file, route } of listSitePages(undefined, { include404: true })) {
      const script = /<script>(\{[^<]*rspress-theme-appearance[^<]*)<\/script>/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
      const toggled = [...script.matchAll(/documentElement\.classList\.toggle\('([^']+)', isDark\)/g)].map((match) => match[1]);
      if (toggled.join() !== DARK_APPEARANCE_CLASSES.join()) problems.push(`${route}: toggles [${toggled}]`);
    }
    expect(problems).toEqual([]);
  });

  describe.each(['light', 'dark'] as const)('%s appearance', (appearance) => {
    it.each(SAMPLE.flatMap((route) => [[route, 'desktop', DESKTOP] as const, [route, 'mobile', MOBILE] as const]))(
      '%s (%s): painted before the stylesheet arrives, and nothing moves or changes colour when it does',
      async (route, _size, viewport) => {
        const page = await newPage({ viewport, colorScheme: appearance, reducedMotion: 'reduce' });
        try {
          // Without the app's scripts, what changes when the stylesheet arrives is the stylesheet's doing.
          await page.route(APP_SCRIPTS, (request) => request.abort());
          const release = await holdStylesheet(page);
          await page.goto(`${siteUrl()}${route}`, { waitUntil: 'commit' });
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(appearance === 'dark');
          const before = await page.evaluate(describeRendered, true);
          expect(before.length).toBeGreaterThan(20);
          // A layout reading (describeRendered) sees changes, such as the font's swap, that are only
          // reported as shifts at the next rendered frame: those frames pass before the stylesheet is let in.
          const since = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))));
          release();
          await page.waitForLoadState('load');
          await page.waitForFunction(() => [...document.querySelectorAll('link[rel="stylesheet"]')].every((link) => (link as HTMLLinkElement).sheet));
          const after = await page.evaluate(describeRendered, false);
          expect(after.flatMap((line, index) => (line === before[index] ? [] : [`${before[index]}\n  → ${line}`])).slice(0, 10), 'elements the stylesheet moved or restyled (box, then display | visibility | opacity | font | color | background | border)').toEqual([]);
          expect(await page.evaluate(layoutShiftsSince, since)).toEqual([]);
        } finally {
          await page.context().close();
        }
      },
    );
  });

  it('the app waits for the stylesheet: no script runs before it arrives, then the page hydrates with no CSP report', async () => {
    const route = '/docs/getting-started';
    const page = await newPage({ viewport: MOBILE });
    try {
      const violations = await watchCsp(page);
      const scripts = firstLoadAssetsOfHtml(fs.readFileSync(htmlFileFor(DOC_BUILD, route), 'utf8'))
        .filter((asset) => asset.type === 'js')
        .map((asset) => asset.url);
      const fetched = new Set<string>();
      page.on('requestfinished', (request) => fetched.add(new URL(request.url()).pathname));
      const release = await holdStylesheet(page);
      await page.goto(`${siteUrl()}${route}`, { waitUntil: 'commit' });
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      await expect.poll(() => scripts.filter((url) => !fetched.has(url)), { timeout: 30_000 }).toEqual([]);
      const state = await page.evaluate(() => ({
        domContentLoaded: performance.getEntriesByType('navigation')[0] && (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart,
        rendered: Object.keys(document.getElementById('__rspress_root') ?? {}).some((key) => key.startsWith('__reactContainer$')),
      }));
      expect(state).toEqual({ domContentLoaded: 0, rendered: false });
      release();
      await waitForHydration(page);
      expect(await violations()).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});

describe('entry scripts', () => {
  it.each(SAMPLE)('%s: every script the HTML loads is fetched at high priority', async (route) => {
    const page = await newPage({ viewport: MOBILE });
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      const priorities = new Map<string, string>();
      cdp.on('Network.requestWillBeSent', (event) => {
        if (event.type === 'Script') priorities.set(new URL(event.request.url).pathname, event.request.initialPriority);
      });
      const response = await page.goto(`${siteUrl()}${route}`);
      const scripts = firstLoadAssetsOfHtml(await response!.text()).filter((asset) => asset.type === 'js');
      await waitForHydration(page);
      expect(scripts.length).toBeGreaterThan(3);
      expect(scripts.map((asset) => `${asset.url} ${priorities.get(asset.url)}`)).toEqual(scripts.map((asset) => `${asset.url} High`));
    } finally {
      await page.context().close();
    }
  });
});
