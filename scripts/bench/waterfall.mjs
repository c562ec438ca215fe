/**
 * The requests a page makes before its first possible interaction, on the bench's emulated slow
 * phone (scripts/bench/real-network.mjs: Slow 4G, 4x CPU, cold): when each started and ended
 * (ms since the document's request), its bytes, priority, what requested it, and its wave: 1 for
 * the document, then one more than the request of whatever found it (the HTML's parser or preload
 * scanner: 2; a script of wave 2: 3, …). On Slow 4G every wave costs at least one round trip
 * (562.5 ms), so what the first render needs should be in wave 2 (decisions/0011). The waves and
 * their order are set by the throttling; the times depend on the machine's load. `queued` is how
 * long a request waited before it was sent (for a connection: HTTP/1.1 gives 6 per host, each
 * held for a whole throttled request; includes opening one), `conn` the connection it went on.
 *
 * Served over HTTP/2 and TLS as the hosts serve it, or with `--http1` over HTTP/1.1.
 *
 *   node scripts/bench/waterfall.mjs [--site doc_build] [--from /docs/getting-started] [--http1]
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
  const queued = (r) => (r.sentMs == null ? '–' : String(Math.max(0, Math.round(r.sentMs - r.startMs)))).padStart(6);
  const name = (url) => (url ? new URL(url).pathname : 'browser');
  return [
    'wave  start    end queued  conn      KB  priority     type        request  <- initiator',
    ...requests.map((r) =>
      [
        String(r.wave).padStart(4),
        ms(r.startMs),
        ms(r.endMs),
        queued(r),
        String(r.connectionId ?? '–').padStart(5),
        (r.bytes / 1024).toFixed(1).padStart(7),
        r.priority.padEnd(12),
        r.type.padEnd(11),
        name(r.url),
        ` <- ${r.initiatorType} ${name(r.initiator)}`,
      ].join(' '),
    ),
  ].join('\n');
}

/**
 * Waiting longer than this (about half the throttled round trip) to be sent is waiting for a
 * connection another throttled request holds; HTTP/2's scheduling of low-priority requests stays below it.
 */
export const QUEUED_MS = 300;

/** How many of wave `wave`'s requests (sent ones) waited over `QUEUED_MS` to be sent, and the longest wait. */
export function queuedInWave(requests, wave) {
  const waits = requests.filter((r) => r.wave === wave && r.sentMs != null).map((r) => r.sentMs - r.startMs);
  return { count: waits.filter((ms) => ms > QUEUED_MS).length, of: waits.length, longestMs: Math.max(0, ...waits) };
}

/**
 * When a request was sent (ms, the clock of `requestWillBeSent`'s timestamp) and on which connection,
 * from CDP `Network.responseReceived`: its `timing` counts from `requestTime` (seconds).
 */
export function sendingOf(response) {
  const { timing, connectionId } = response;
  return { sentMs: timing ? timing.requestTime * 1000 + timing.sendStart : undefined, connectionId };
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
    cdp.on('Network.responseReceived', (event) => {
      const request = requests.get(event.requestId);
      if (request) Object.assign(request, sendingOf(event.response));
    });
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
  const args = { site: path.join(ROOT, 'doc_build'), from: undefined, http1: false };
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--site') args.site = path.resolve(value());
    else if (flag === '--from') args.from = value();
    else if (flag === '--http1') args.http1 = true;
    else throw new Error(`Unknown option ${argv[i]} (options: --site <folder>, --http1, --from <one of ${REAL_NETWORK_PAGES.map((p) => p.from).join(', ')}>)`);
  }
  const pages = REAL_NETWORK_PAGES.filter((page) => args.from === undefined || page.from === args.from);
  if (!pages.length) throw new Error(`--from ${args.from} is not a bench page (${REAL_NETWORK_PAGES.map((p) => p.from).join(', ')})`);
  await withSiteAndBrowser(
    args.site,
    async (url, browser, site) => {
      for (const page of pages) {
        const run = await waterfallRun(browser, url, page);
        const S = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(2)} s`);
        const queued = queuedInWave(run.requests, 2);
        console.log(`\n${page.from}: first contentful paint ${S(run.fcpMs)}, first possible interaction ${S(run.interactiveMs)} (Slow 4G, ${CPU_SLOWDOWN}x CPU, cold, ${site.protocol})`);
        console.log(formatWaterfall(run.requests));
        console.log(`wave 2: ${queued.count} of ${queued.of} requests waited over ${QUEUED_MS} ms to be sent, the longest ${Math.round(queued.longestMs)} ms`);
      }
    },
    { http1: args.http1 },
  );
}

runAsCommand(import.meta.url, main);
