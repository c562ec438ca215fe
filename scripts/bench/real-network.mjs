/**
 * A real browser on an emulated slow phone, so the Lighthouse simulation is not the only witness:
 * Chromium with DevTools' "Slow 4G" network (562.5 ms latency, 1.6 Mbit/s down, 750 kbit/s up,
 * the preset's figures) and 4x CPU slowdown, set through the DevTools protocol, loads a guide
 * with an empty cache and reports
 * - the first contentful paint and the largest contentful paint;
 * - the first possible interaction: when a sidebar link has React's click handler, i.e. a click
 *   would navigate client-side (checked, then, by clicking it);
 * - the main thread's blocking time from the first paint until the page has loaded and its
 *   network is idle: the part over 50 ms of each task in that window (from Chromium's long task
 *   entries), Lighthouse's total blocking time observed instead of simulated;
 * - that client-side navigation: how long until the next guide's heading shows, and the bytes
 *   it fetched (what the second page adds).
 *
 * The site is served over HTTP/2 and TLS, as the hosts serve it; `--http1` serves it over HTTP/1.1,
 * as the figures before 2026-11-28 16:00 (and the reference's) were measured: there a page's 7th
 * request waits for one of Chromium's 6 connections, a whole throttled round trip (decisions/0011).
 *
 *   node scripts/bench/real-network.mjs [--site doc_build] [--runs 3] [--from /docs/getting-started] [--to /docs/known-issues] [--http1]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBenchChromium, runAsCommand, withServedSite } from './cli.mjs';
import { median } from './lighthouse.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** DevTools' "Slow 4G" preset (request-level throttling: latency x3.75, throughput x0.9). */
export const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
export const CPU_SLOWDOWN = 4;

export const DEFAULT_ROUTES = { from: '/docs/getting-started', to: '/docs/known-issues' };

/**
 * The pages a reader lands on (a guide, the home, an API page), each with the link clicked once it is
 * live and the first possible interaction of the Rspress 1 site this one replaces, measured the same
 * way on this machine kind (issue 34, 2026-11-28).
 */
export const REAL_NETWORK_PAGES = [
  { from: '/docs/getting-started', to: '/docs/known-issues', referenceInteractiveMs: 4000 },
  { from: '/', to: '/docs/getting-started', referenceInteractiveMs: 3690 },
  { from: '/api/repack/client/classes/ScriptManager', to: '/api/repack/client/classes/Script', referenceInteractiveMs: 3790 },
];

/** Runs in the page: paint timings so far. */
function paintTimings() {
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  return new Promise((resolve) => {
    new PerformanceObserver((list, observer) => {
      const entries = list.getEntries();
      observer.disconnect();
      resolve({ fcp, lcp: entries.at(-1)?.startTime ?? null, lcpElement: entries.at(-1)?.element?.tagName ?? null });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Runs before the page's scripts: keeps every long task's start and duration. */
function recordLongTasks() {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__benchLongTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

/** The blocking time of `tasks` (`[start, duration]` in ms) since `fromMs`: each one's part after it, over 50 ms. */
export function blockingTimeSince(tasks, fromMs) {
  return tasks.reduce((sum, [start, duration]) => sum + Math.max(0, start + duration - Math.max(start, fromMs) - 50), 0);
}

/**
 * Runs in the page: true once the link to `href` a reader would tap (in the sidebar where the page
 * has one, else the first on the page) carries React's props (its click handler).
 */
export function linkIsLive(href) {
  const link = document.querySelector(`aside a[href="${href}"]`) ?? document.querySelector(`a[href="${href}"]`);
  if (!link) return false;
  return Object.keys(link).some((key) => key.startsWith('__reactProps$'));
}

/** One cold load of `from`, then a client-side navigation to `to`, on `browser`. */
export async function realNetworkRun(browser, baseUrl, { from, to } = DEFAULT_ROUTES) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    await page.addInitScript(recordLongTasks);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) => requests.set(event.requestId, { url: event.request.url, type: event.type, at: event.timestamp, bytes: 0 }));
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
    });

    const started = Date.now();
    const response = await page.goto(`${baseUrl}${from}`, { waitUntil: 'commit' });
    if (!response || response.status() !== 200) throw new Error(`${from} answered ${response?.status()}`);
    // Milliseconds since navigation start, in the page's clock, when the link became live.
    await page.waitForFunction(linkIsLive, to, { polling: 20, timeout: 60_000 });
    const interactiveMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('load');
    const paints = await page.evaluate(paintTimings);
    const loadBytes = [...requests.values()].reduce((sum, r) => sum + r.bytes, 0);

    // The client-side navigation: what the second page adds.
    await page.waitForLoadState('networkidle').catch(() => {});
    const blockingMs = blockingTimeSince(await page.evaluate(() => window.__benchLongTasks), paints.fcp);
    const before = new Set(requests.keys());
    const documents = [];
    page.on('request', (request) => request.resourceType() === 'document' && documents.push(request.url()));
    const heading = await page.locator('h1').first().innerText();
    const clickAt = Date.now();
    // On a phone the sidebar is a drawer: the link is clicked as the drawer's tap would (its click event).
    await page.evaluate((href) => (document.querySelector(`aside a[href="${href}"]`) ?? document.querySelector(`a[href="${href}"]`)).click(), to);
    await page.waitForURL((url) => url.pathname === to, { timeout: 60_000 });
    // The URL changes before the next page has rendered: wait for its heading.
    await page.waitForFunction((old) => (document.querySelector('h1')?.textContent ?? old) !== old, heading, { timeout: 60_000 });
    const navigationMs = Date.now() - clickAt;
    await page.waitForLoadState('networkidle').catch(() => {});
    const added = [...requests].filter(([id]) => !before.has(id)).map(([, r]) => ({ path: new URL(r.url).pathname, bytes: r.bytes }));
    return {
      fcpMs: paints.fcp,
      lcpMs: paints.lcp,
      lcpElement: paints.lcpElement,
      interactiveMs,
      blockingMs,
      loadBytes,
      wallMs: Date.now() - started,
      navigation: { clientSide: documents.length === 0, settledMs: navigationMs, bytes: added.reduce((sum, r) => sum + r.bytes, 0), files: added },
    };
  } finally {
    await context.close();
  }
}

/** `runs` runs; the median of each figure, and the runs. `chromiumArgs`: the served site's (`serveBenchSite`). */
export async function realNetworkCheck(baseUrl, { runs = 3, chromiumArgs = [], protocol, ...routes } = {}) {
  const browser = await launchBenchChromium(chromiumArgs);
  try {
    const results = [];
    for (let i = 0; i < runs; i += 1) results.push(await realNetworkRun(browser, baseUrl, { ...DEFAULT_ROUTES, ...routes }));
    const pick = (get) => median(results.map(get));
    return {
      network: 'Slow 4G (DevTools preset)',
      protocol: protocol ?? new URL(baseUrl).protocol.replace(':', ''),
      cpuSlowdown: CPU_SLOWDOWN,
      ...DEFAULT_ROUTES,
      ...routes,
      fcpMs: pick((r) => r.fcpMs),
      lcpMs: pick((r) => r.lcpMs),
      interactiveMs: pick((r) => r.interactiveMs),
      blockingMs: pick((r) => r.blockingMs),
      loadBytes: pick((r) => r.loadBytes),
      navigationBytes: pick((r) => r.navigation.bytes),
      navigationMs: pick((r) => r.navigation.settledMs),
      clientSide: results.every((r) => r.navigation.clientSide),
      runs: results,
    };
  } finally {
    await browser.close();
  }
}

export function formatRealNetwork(r) {
  const S = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
  const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  return [
    `Real network (${r.network}, ${r.protocol}, ${r.cpuSlowdown}x CPU, cold cache, median of ${r.runs.length}): ${r.from}`,
    `  first contentful paint ${S(r.fcpMs)}, largest contentful paint ${S(r.lcpMs)}, first possible interaction (sidebar link live) ${S(r.interactiveMs)}, ${KB(r.loadBytes)} transferred`,
    `  main thread blocked from the first paint until the network is idle (each long task's time over 50 ms) ${Math.round(r.blockingMs)} ms`,
    `  click to ${r.to}: ${r.clientSide ? 'client-side' : 'FULL PAGE LOAD'}, next heading shown in ${S(r.navigationMs)}, ${KB(r.navigationBytes)} fetched (${r.runs[0].navigation.files.map((f) => `${path.basename(f.path)} ${KB(f.bytes)}`).join(', ')})`,
  ].join('\n');
}

async function main() {
  const args = { site: path.join(ROOT, 'doc_build'), runs: 3, routes: {}, http1: false };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--site') args.site = path.resolve(value());
    else if (flag === '--runs') args.runs = Number(value());
    else if (flag === '--from') args.routes.from = value();
    else if (flag === '--to') args.routes.to = value();
    else if (flag === '--http1') args.http1 = true;
    else throw new Error(`Unknown option ${argv[i]}`);
  }
  await withServedSite(
    args.site,
    async (site) => {
      const result = await realNetworkCheck(site.url, { runs: args.runs, chromiumArgs: site.chromiumArgs, protocol: site.protocol, ...args.routes });
      console.log(formatRealNetwork(result));
      console.log(JSON.stringify(result.runs.map(({ navigation, ...r }) => ({ ...r, navigationBytes: navigation.bytes })), null, 0));
    },
    { http1: args.http1 },
  );
}

runAsCommand(import.meta.url, main);
