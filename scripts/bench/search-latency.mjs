#!/usr/bin/env node
/**
 * Time to the first search result on the built site, in Chromium with the CPU slowed down
 * (4× by default, a mid-range phone), on a guide of each version:
 * - cold: the search panel opened with Ctrl+K on a freshly loaded page (its code and the
 *   version's index not loaded yet) and the query typed at once; timed from the Ctrl+K
 *   keystroke and from the query's input event to the first suggestion on screen;
 * - warm: in the same panel, the index loaded, each further query (other pages' texts still
 *   to fetch) from its input event to its first suggestion.
 * The panel waits 150 ms after the last keystroke before it searches (SEARCH_DEBOUNCE_MS):
 * included. Medians of `--runs` fresh browser contexts.
 *
 *   node scripts/bench/search-latency.mjs [--site doc_build] [--runs 3] [--throttle 4]
 *
 * Also a step of `npm run bench` (scripts/bench.mjs). Other processes on the machine slow it
 * down: report the load (`uptime`) with the figures.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readOptions, withSiteAndBrowser, runAsCommand } from './cli.mjs';
import { median } from './lighthouse.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const SEARCH_CPU_SLOWDOWN = 4;
/** Per version: the guide search is opened on, the query typed first (cold), then the warm ones. */
export const SEARCH_LATENCY_PAGES = [
  { version: '3.x', route: '/docs/getting-started', cold: 'chunk download timeout', warm: ['code splitting', 'minify release bundle'] },
  { version: '2.x', route: '/2.x/docs/getting-started', cold: 'chunk download timeout', warm: ['code splitting', 'minify release bundle'] },
];

const OPTION = '.repack-search-panel [role="option"]';

/** Runs in the page: notes the next query's first input event and the frame its first suggestion shows in. */
function watchNextResult(option) {
  window.__benchInputAt = undefined;
  window.__benchResultAt = undefined;
  document.addEventListener('input', (event) => (window.__benchInputAt ??= event.timeStamp), { capture: true, once: true });
  const seen = () => {
    if (!document.querySelector(option)) return false;
    requestAnimationFrame(() => (window.__benchResultAt = performance.now()));
    return true;
  };
  if (seen()) return;
  new MutationObserver((_, observer) => {
    if (seen()) observer.disconnect();
  }).observe(document.body, { childList: true, subtree: true });
}

/** One cold search, then the warm ones, in a fresh context of `browser`. */
export async function searchLatencyRun(browser, baseUrl, { route, cold, warm }, throttle = SEARCH_CPU_SLOWDOWN) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const response = await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    if (response?.status() !== 200) throw new Error(`${route} answered ${response?.status()}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    const input = page.getByRole('combobox', { name: 'Search Docs' });
    const result = async () => {
      await page.waitForFunction(() => window.__benchResultAt !== undefined, null, { timeout: 60_000 });
      return page.evaluate(() => ({ inputAt: window.__benchInputAt, resultAt: window.__benchResultAt }));
    };

    await page.evaluate(watchNextResult, OPTION);
    const openedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    await input.fill(cold);
    const first = await result();
    const out = { cold: { query: cold, fromOpenMs: first.resultAt - openedAt, fromInputMs: first.resultAt - first.inputAt }, warm: [] };

    for (const query of warm) {
      await input.fill('');
      await page.waitForFunction((option) => !document.querySelector(option), OPTION, { timeout: 10_000 });
      await page.evaluate(watchNextResult, OPTION);
      await input.fill(query);
      const next = await result();
      out.warm.push({ query, fromInputMs: next.resultAt - next.inputAt });
    }
    return out;
  } finally {
    await context.close();
  }
}

/** Medians over `runs` runs per version. */
export async function searchLatency(browser, baseUrl, { runs = 3, throttle = SEARCH_CPU_SLOWDOWN, pages = SEARCH_LATENCY_PAGES } = {}) {
  const results = [];
  for (const target of pages) {
    const measured = [];
    for (let run = 0; run < runs; run += 1) measured.push(await searchLatencyRun(browser, baseUrl, target, throttle));
    results.push({
      version: target.version,
      route: target.route,
      throttle,
      runs,
      cold: { query: target.cold, fromOpenMs: median(measured.map((m) => m.cold.fromOpenMs)), fromInputMs: median(measured.map((m) => m.cold.fromInputMs)) },
      warm: target.warm.map((query, position) => ({ query, fromInputMs: median(measured.map((m) => m.warm[position].fromInputMs)) })),
    });
  }
  return results;
}

export function formatSearchLatency(results, loadAverage) {
  const ms = (value) => `${Math.round(value)} ms`;
  const lines = [
    `Search, time to the first result (${results[0]?.throttle ?? SEARCH_CPU_SLOWDOWN}× CPU, median of ${results[0]?.runs ?? 0}, 150 ms debounce included${loadAverage ? `, load average ${loadAverage}` : ''}):`,
    '| version | cold: from Ctrl+K | cold: from typing | warm: from typing |',
    '| --- | --- | --- | --- |',
  ];
  for (const r of results) {
    lines.push(`| ${r.version} ("${r.cold.query}") | ${ms(r.cold.fromOpenMs)} | ${ms(r.cold.fromInputMs)} | ${r.warm.map((w) => `${ms(w.fromInputMs)} ("${w.query}")`).join(', ')} |`);
  }
  return lines.join('\n');
}

export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function main() {
  const args = readOptions(process.argv.slice(2), { site: 'doc_build', runs: 3, throttle: SEARCH_CPU_SLOWDOWN }, 'scripts/bench/search-latency.mjs');
  await withSiteAndBrowser(path.resolve(ROOT, args.site), async (url, browser) => {
    const before = loadAverage();
    const results = await searchLatency(browser, url, args);
    console.log(formatSearchLatency(results, `${before} before, ${loadAverage()} after`));
  });
}

runAsCommand(import.meta.url, main);
