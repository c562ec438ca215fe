/**
 * First load as a browser sees it: the JS and CSS (and fonts) a page received before its
 * `load` event, from the Resource Timing entries of a fresh
 * browser context (empty cache). `transfer` is the encoded body (gzip from the server),
 * `decoded` the body once inflated.
 */

/** Runs in the page. */
function collectResourceTiming() {
  const [navigation] = performance.getEntriesByType('navigation');
  const loadAt = navigation.loadEventStart || performance.now();
  return {
    loadAt,
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      initiatorType: entry.initiatorType,
      startTime: entry.startTime,
      responseEnd: entry.responseEnd,
      transfer: entry.encodedBodySize,
      decoded: entry.decodedBodySize,
    })),
  };
}

export function kindOf(url) {
  const pathname = new URL(url).pathname;
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  if (/\.(woff2?|ttf|otf)$/.test(pathname)) return 'font';
  if (/search_index\..*\.json$/.test(pathname)) return 'search-index';
  if (/\.(svg|png|jpe?g|gif|webp|avif|ico)$/.test(pathname)) return 'image';
  return 'other';
}

/**
 * Loads `url` in `page` (a Playwright page of a new context) and sums what arrived before
 * `load`. `settleMs` then keeps the page open that long on an idle network, to list what it
 * fetches right after load (a search index prefetched on load would show there).
 */
export async function measureFirstLoad(page, url, { settleMs = 1500 } = {}) {
  const response = await page.goto(url, { waitUntil: 'load' });
  if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
  await page.waitForLoadState('networkidle', { timeout: settleMs + 5000 }).catch(() => {});
  const { loadAt, resources } = await page.evaluate(collectResourceTiming);
  const firstLoad = (r) => r.responseEnd <= loadAt + 1;
  const before = resources.filter(firstLoad);
  const sum = (kind) => {
    const list = before.filter((r) => kindOf(r.url) === kind);
    return {
      transfer: list.reduce((a, r) => a + r.transfer, 0),
      decoded: list.reduce((a, r) => a + r.decoded, 0),
      files: list.map((r) => new URL(r.url).pathname),
    };
  };
  return {
    url,
    js: sum('js'),
    css: sum('css'),
    font: sum('font'),
    image: sum('image'),
    afterLoad: resources.filter((r) => !firstLoad(r)).map((r) => ({ path: new URL(r.url).pathname, kind: kindOf(r.url), transfer: r.transfer })),
    searchIndexFetched: resources.some((r) => kindOf(r.url) === 'search-index'),
  };
}
