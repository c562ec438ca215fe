/**
 * The requests a page makes before its first possible interaction, on the bench's emulated slow
 * phone (scripts/bench/real-network.mjs: Slow 4G, 4x CPU, cold): when each started and ended
 * (ms since the document's request), its bytes, priority, what requested it, and its wave: 1 for
 * the document, then one more than the request of whatever found it (the HTML's parser or preload
 * scanner: 2; a script of wave 2: 3, …). On Slow 4G every wave costs at least one round trip
 * (562.5 ms), so what the first render needs should be in wave 2 (decisions/0011). The waves and
 * their order are set by the throttling; the times depend on the machine's load.
 *
 *   node scripts/bench/waterfall.mjs [--site doc_build] [--from /docs/getting-started]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withSiteAndBrowser, runAsCommand } from './cli.mjs';
import { CPU_SLOWDOWN, linkIsLive, REAL_NETWORK_PAGES, SLOW_4G } from './real-network.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The URL of the document or script whose parsing or running made the request (CDP `Initiator`). */
export function initiatorUrl(initiator) {
  if (initiator.url) return initiator.url;
  for (let stack = initiator.stack; stack; stack = stack.parent) {
    const frame = stack.callFrames.find((callFrame) => callFrame.url);
    if (frame) return frame.url;
  }
  return undefined;
}

/**
 * `requests` (`{ url, initiator }`, in the order they were made, the document first) with their
 * wave: 1 for the first, then one more than the wave of the request for their initiator's URL
 * (2 when that URL was not requested, e.g. the browser itself).
 */
export function withWaves(requests) {
  const waveOfUrl = new Map();
  return requests.map((request, index) => {
    const wave = index === 0 ? 1 : (waveOfUrl.get(request.initiator) ?? 1) + 1;
    if (!waveOfUrl.has(request.url)) waveOfUrl.set(request.url, wave);
    return { ...request, wave };
  });
}

/** One line per request, times in ms since the first one started. */
export function formatWaterfall(requests) {
  const start = requests[0]?.startMs ?? 0;
  const ms = (value) => (value == null ? '–' : String(Math.round(value - start))).padStart(6);
  const name = (url) => (url ? new URL(url).pathname : 'browser');
  return [
    'wave  start    end      KB  priority     type        request  <- initiator',
    ...requests.map((r) =>
      [String(r.wave).padStart(4), ms(r.startMs), ms(r.endMs), (r.bytes / 1024).toFixed(1).padStart(7), r.priority.padEnd(12), r.type.padEnd(11), name(r.url), ` <- ${r.initiatorType} ${name(r.initiator)}`].join(' '),
    ),
  ].join('\n');
}

/** One cold load of `from` until a link to `to` is live: the requests made until then, with waves, and the page's marks. */
export async function waterfallRun(browser, baseUrl, { from, to }) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const requests = new Map();
    cdp.on('Network.requestWillBeSent', (event) =>
      requests.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        priority: event.request.initialPriority,
        initiatorType: event.initiator.type,
        initiator: initiatorUrl(event.initiator),
        startMs: event.timestamp * 1000,
        bytes: 0,
      }),
    );
    cdp.on('Network.resourceChangedPriority', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.priority += `→${event.newPriority}`;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, { endMs: event.timestamp * 1000, bytes: event.encodedDataLength });
    });
    await page.goto(`${baseUrl}${from}`, { waitUntil: 'commit' });
    await page.waitForFunction(linkIsLive, to, { polling: 20, timeout: 60_000 });
    const marks = await page.evaluate(() => ({
      interactiveMs: performance.now(),
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    }));
    return { requests: withWaves([...requests.values()]), ...marks };
  } finally {
    await context.close();
  }
}

async function main() {
  const args = { site: path.join(ROOT, 'doc_build'), from: undefined };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--site') args.site = path.resolve(value());
    else if (flag === '--from') args.from = value();
    else throw new Error(`Unknown option ${argv[i]} (options: --site <folder>, --from <one of ${REAL_NETWORK_PAGES.map((p) => p.from).join(', ')}>)`);
  }
  const pages = REAL_NETWORK_PAGES.filter((page) => args.from === undefined || page.from === args.from);
  if (!pages.length) throw new Error(`--from ${args.from} is not a bench page (${REAL_NETWORK_PAGES.map((p) => p.from).join(', ')})`);
  await withSiteAndBrowser(args.site, async (url, browser) => {
    for (const page of pages) {
      const run = await waterfallRun(browser, url, page);
      const S = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
      console.log(`\n${page.from}: first contentful paint ${S(run.fcpMs)}, first possible interaction ${S(run.interactiveMs)} (Slow 4G, ${CPU_SLOWDOWN}x CPU, cold)`);
      console.log(formatWaterfall(run.requests));
    }
  });
}

runAsCommand(import.meta.url, main);
