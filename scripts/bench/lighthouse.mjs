/**
 * Lighthouse (mobile preset: Moto G Power viewport, simulated slow 4G and 4x CPU slowdown)
 * on Debian's Chromium. Each run gets a fresh browser.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export async function lighthouseRun(url, { chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {}) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
    const failing = (category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: numeric('first-contentful-paint'),
      lcpMs: numeric('largest-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      speedIndexMs: numeric('speed-index'),
      lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      failing: {
        performance: failing('performance'),
        accessibility: failing('accessibility'),
        bestPractices: failing('best-practices'),
        seo: failing('seo'),
      },
    };
  } finally {
    await chrome.kill();
  }
}

export const median = (values) => {
  const list = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (!list.length) return null;
  const mid = list.length >> 1;
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
};

const SUMMARY_KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcpMs', 'lcpMs', 'tbtMs', 'cls', 'speedIndexMs'];

function summary(results, errors) {
  if (!results.length) return { error: errors.join('; '), runs: [] };
  const medians = Object.fromEntries(SUMMARY_KEYS.map((key) => [key, median(results.map((r) => r[key]))]));
  const failing = {};
  for (const category of Object.keys(results[0].failing)) failing[category] = [...new Set(results.flatMap((r) => r.failing[category]))];
  return { ...medians, lcpElement: results[0].lcpElement, failing, runs: results, ...(errors.length ? { retriedErrors: errors } : {}) };
}

/**
 * `runs` Lighthouse runs of each of `urls`, interleaved (the first run of every URL, then the
 * second, …): this machine's speed drifts by a factor of two within minutes, and interleaving
 * lets the drift weigh on every URL alike. Per URL: the median of each number, and every run.
 * `run` (a Lighthouse run of one URL) and `onRun` (told of each result) are for tests and progress.
 */
export async function lighthouseMedians(urls, runs = 3, { run = lighthouseRun, onRun } = {}) {
  const results = new Map(urls.map((url) => [url, { runs: [], errors: [] }]));
  for (let i = 0; i < runs; i += 1) {
    for (const url of urls) {
      const { runs: done, errors } = results.get(url);
      // A run can fail on a busy machine (NO_NAVSTART, timeouts): try it again, twice.
      for (let attempt = 0; ; attempt += 1) {
        try {
          const result = await run(url);
          done.push(result);
          onRun?.(url, result);
          break;
        } catch (error) {
          errors.push(String(error?.message ?? error).split('\n')[0]);
          if (attempt >= 2) break;
        }
      }
    }
  }
  return Object.fromEntries(urls.map((url) => [url, summary(results.get(url).runs, results.get(url).errors)]));
}
