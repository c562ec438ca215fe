#!/usr/bin/env node
/**
 * `npm run bench`: how fast the site builds for writers and loads for readers.
 *
 *   node scripts/bench.mjs [--config rspress.config.ts] [--runs 5] [--skip builds,dev,browser,lighthouse,real-network,search]
 *                          [--lock-file /tmp/rspress-build.lock] [--out bench-results/bench.json] [--chunks] [--http1]
 *
 * Builds go to bench-results/site with their own Rspack cache (bench-results/.cache), so the
 * benchmark leaves doc_build/ and the project's build cache alone. Measured:
 * - cold build without the TypeDoc cache (API pages generated), cold build with it (restored),
 *   warm rebuild (everything cached), `rspress dev` until the first pages answer (twice: its
 *   cache cold, then warm); wall time and peak memory (summed RSS of the process tree);
 * - the output: pages, bytes, search index per version, fonts, images, and for four pages the
 *   HTML and the JS/CSS loaded before `load` (in Chromium, gzip transfer and decoded);
 * - Lighthouse, mobile preset, median of `--runs` runs, on the same four pages served gzipped
 *   by the preview server;
 * - search: time to the first result at 4x CPU, cold (index not loaded) and warm, per version
 *   (scripts/bench/search-latency.mjs), with the machine's load average at the time;
 * - first, the real-network check (scripts/bench/real-network.mjs): Chromium with Slow 4G and 4x
 *   CPU loading a guide, the home and an API page cold (paints, first possible interaction), then
 *   a client-side navigation from each (its bytes), against the reference's first interaction;
 *   served over HTTP/2 and TLS as the hosts serve it, with `--http1` over HTTP/1.1 as figures
 *   before 2026-11-28 16:00 were (the other checks are served over HTTP/1.1).
 * With `--chunks`, also the composition of each page's first-load JS (packages and modules per
 * file, from a build with source maps in bench-results/chunks-site; see scripts/bench/chunks.mjs).
 * With `--lock-file` (or BENCH_LOCK_FILE) the builds wait for `flock` on that file, so they do
 * not overlap other builds of a shared machine. Prints a table and writes the JSON report.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { measureFirstLoad } from './bench/browser.mjs';
import { serveBenchSite } from './bench/cli.mjs';
import { buildWithSourceMaps, chunkComposition, formatComposition } from './bench/chunks.mjs';
import { lighthouseMedians } from './bench/lighthouse.mjs';
import { REAL_NETWORK_PAGES, formatRealNetwork, realNetworkCheck } from './bench/real-network.mjs';
import { measureDevServer, runMeasured } from './bench/proc.mjs';
import { formatSearchLatency, loadAverage, searchLatency } from './bench/search-latency.mjs';
import { fontFiles, imageFiles, imagesWithoutSize, listFiles, searchIndexes, siteSummary, staticFirstLoad } from './bench/output.mjs';
import { headersFor } from '../deploy/security-headers.mjs';
import { startStaticServer } from '../deploy/static-server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_PAGES = ['/', '/docs/getting-started', '/api/repack/classes/RepackPlugin', '/2.x/api/node/classes/DevServer'];

/** The Rspress 1 site this one replaces, measured on the same kind of machine. */
export const REFERENCE = {
  coldBuildMs: 16_300,
  pages: 239,
  firstLoadJsGzip: 209 * 1024,
  firstLoadJsRaw: 821 * 1024,
  cssGzip: 11.9 * 1024,
  searchIndexGzip: { '3.x': 58 * 1024, '2.x': 43 * 1024 },
  lighthouse: { '/': 83, '/docs/getting-started': 71, '/api/repack/classes/RepackPlugin': 72 },
  lcpMs: [3300, 3800],
};

function parseArgs(argv) {
  const args = { config: 'rspress.config.ts', runs: 5, skip: new Set(), lockFile: process.env.BENCH_LOCK_FILE, out: 'bench-results/bench.json' };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--config') args.config = value();
    else if (flag === '--runs') args.runs = Number(value());
    else if (flag === '--skip') for (const s of value().split(',')) args.skip.add(s.trim());
    else if (flag === '--lock-file') args.lockFile = value();
    else if (flag === '--out') args.out = value();
    else if (flag === '--phase') args.phase = value();
    else if (flag === '--chunks') args.chunks = true;
    else if (flag === '--http1') args.http1 = true;
    else if (flag === '--help') {
      console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
      process.exit(0);
    } else throw new Error(`Unknown option ${argv[i]}`);
  }
  return args;
}

const BENCH_DIR = path.join(ROOT, 'bench-results');
const SITE_DIR = path.join(BENCH_DIR, 'site');
const CACHE_DIR = path.join(BENCH_DIR, '.cache');
const TYPEDOC_CACHE = path.join(ROOT, 'node_modules', '.cache', 'repack-typedoc');
const RSPRESS = path.join(ROOT, 'node_modules', '.bin', 'rspress');

/** The project's config with the output and the Rspack cache moved under bench-results/. */
function writeBenchConfig(configFile) {
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  const file = path.join(BENCH_DIR, 'bench.config.ts');
  const importPath = path.relative(BENCH_DIR, path.resolve(ROOT, configFile)).replace(/\\/g, '/').replace(/\.ts$/, '');
  fs.writeFileSync(
    file,
    `// Written by scripts/bench.mjs: ${configFile} with its output and build cache under bench-results/.
import config from '${importPath.startsWith('.') ? importPath : `./${importPath}`}';

const builderConfig = config.builderConfig ?? {};
const buildCache = builderConfig.performance?.buildCache;
export default {
  ...config,
  outDir: ${JSON.stringify(SITE_DIR)},
  builderConfig: {
    ...builderConfig,
    performance: {
      ...builderConfig.performance,
      buildCache: buildCache === false ? false : { ...(typeof buildCache === 'object' ? buildCache : {}), cacheDirectory: ${JSON.stringify(CACHE_DIR)} },
    },
  },
};
`,
  );
  return file;
}

/** Generated API folders carry a `.typedoc-key` marker; without it the plugin regenerates or restores them. */
function removeTypedocMarkers() {
  const docs = path.join(ROOT, 'docs');
  for (const file of listFiles(docs)) if (path.basename(file) === '.typedoc-key') fs.rmSync(file, { force: true });
}

async function benchBuilds(args) {
  const config = writeBenchConfig(args.config);
  const build = async (label, prepare) => {
    prepare();
    process.stdout.write(`  ${label}… `);
    const result = await runMeasured(RSPRESS, ['build', '-c', config], { cwd: ROOT });
    const typedoc = result.output.match(/\[typedoc\] API reference ready in (\d+) ms: ([^\n]*)/);
    console.log(`${(result.ms / 1000).toFixed(1)} s`);
    return { ms: Math.round(result.ms), cpuMs: result.cpuMs, peakTreeRss: result.peakTreeRss, peakProcessHwm: result.peakProcessHwm, typedocMs: typedoc ? Number(typedoc[1]) : null, typedoc: typedoc?.[2] ?? null };
  };
  const clean = () => {
    fs.rmSync(SITE_DIR, { recursive: true, force: true });
    fs.rmSync(CACHE_DIR, { recursive: true, force: true });
  };
  const results = {};
  if (!args.skip.has('builds')) {
    results.coldNoTypedocCache = await build('cold build, no TypeDoc cache', () => {
      clean();
      fs.rmSync(TYPEDOC_CACHE, { recursive: true, force: true });
      removeTypedocMarkers();
    });
    results.coldTypedocCache = await build('cold build, TypeDoc cache', () => {
      clean();
      removeTypedocMarkers();
    });
    results.warm = await build('warm rebuild', () => {});
  }
  if (!args.skip.has('dev')) {
    const dev = async (label, prepare) => {
      prepare();
      process.stdout.write(`  ${label}… `);
      const result = await measureDevServer({ cwd: ROOT, config });
      console.log(`${(result.firstPageMs / 1000).toFixed(1)} s`);
      return { firstPageMs: Math.round(result.firstPageMs), allPagesMs: Math.round(result.allPagesMs), peakTreeRss: result.peakTreeRss, peakProcessHwm: result.peakProcessHwm };
    };
    results.devColdCache = await dev('rspress dev, cold cache', () => fs.rmSync(path.join(CACHE_DIR), { recursive: true, force: true }));
    results.devWarm = await dev('rspress dev, warm cache', () => {});
  }
  return results;
}

/** Runs the build phase in a child holding `flock` on the lock file, when one is given. */
function benchBuildsLocked(args) {
  const resultFile = path.join(BENCH_DIR, '.builds.json');
  fs.rmSync(resultFile, { force: true });
  const childArgs = [fileURLToPath(import.meta.url), '--phase', `builds:${resultFile}`, '--config', args.config, ...(args.skip.size ? ['--skip', [...args.skip].join(',')] : [])];
  const command = args.lockFile ? ['flock', [args.lockFile, process.execPath, ...childArgs]] : [process.execPath, childArgs];
  if (args.lockFile) console.log(`  (waiting for ${args.lockFile})`);
  const run = spawnSync(command[0], command[1], { cwd: ROOT, stdio: 'inherit' });
  if (run.status !== 0) throw new Error(`build phase failed (${run.status})`);
  return JSON.parse(fs.readFileSync(resultFile, 'utf8'));
}

async function benchOutput(root) {
  const summary = siteSummary(root);
  const firstLoad = Object.fromEntries(BENCH_PAGES.map((route) => [route, staticFirstLoad(root, route)]));
  const fontPreloads = Object.fromEntries(BENCH_PAGES.map((route) => [route, firstLoad[route].assets.filter((a) => a.type === 'font').map((a) => a.url)]));
  return {
    ...summary,
    searchIndex: searchIndexes(root),
    fonts: fontFiles(root),
    fontPreloads,
    images: imageFiles(root),
    imagesWithoutSize: imagesWithoutSize(root),
    firstLoad,
  };
}

async function benchBrowser(url) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const out = {};
    for (const route of BENCH_PAGES) {
      const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
      const page = await context.newPage();
      out[route] = await measureFirstLoad(page, `${url}${route}`);
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function benchSearch(url, runs) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const loadBefore = loadAverage();
    const results = await searchLatency(browser, url, { runs });
    return { results, loadAverage: `${loadBefore} before, ${loadAverage()} after` };
  } finally {
    await browser.close();
  }
}

/** Lighthouse on the bench pages. */
async function benchLighthouse(url, runs) {
  const targets = BENCH_PAGES.map((route) => `${url}${route}`);
  const medians = await lighthouseMedians(targets, runs, {
    onRun: (target, r) => console.log(`  lighthouse ${target.slice(url.length)}: performance ${r.performance}, LCP ${Math.round(r.lcpMs)} ms, TBT ${Math.round(r.tbtMs)} ms`),
  });
  for (const [target, summary] of Object.entries(medians)) if (summary.error) console.log(`  lighthouse ${target.slice(url.length)} failed: ${summary.error}`);
  return Object.fromEntries(BENCH_PAGES.map((route) => [route, medians[`${url}${route}`]]));
}

const KB = (bytes) => (bytes == null ? '–' : `${(bytes / 1024).toFixed(1)} KB`);
const MB = (bytes) => (bytes == null ? '–' : `${(bytes / 1024 / 1024).toFixed(0)} MB`);
const S = (ms) => (ms == null ? '–' : `${(ms / 1000).toFixed(1)} s`);

export function targetsOf(report) {
  const guide = '/docs/getting-started';
  const b = report.builds ?? {};
  const lh = report.lighthouse ?? {};
  const firstLoad = report.browser?.[guide]?.js?.transfer ?? report.output?.firstLoad?.[guide]?.js?.gzip;
  const rows = [];
  // What a reader on a slow phone gets comes first (issue 34): first interaction within 0.6 x the reference's, first paint within 1.1 s.
  for (const page of report.realNetwork ?? []) {
    const limit = Math.round(page.referenceInteractiveMs * 0.6);
    rows.push([`real network: first interaction ${page.from}`, `≤ ${S(limit)} (0.6 × reference ${S(page.referenceInteractiveMs)})`, page.interactiveMs, (v) => v <= limit, S]);
    rows.push([`real network: first contentful paint ${page.from}`, '≤ 1.10 s', page.fcpMs, (v) => v <= 1100, S]);
  }
  for (const route of BENCH_PAGES) {
    const r = lh[route];
    if (!r || r.error) continue;
    rows.push([`Lighthouse performance ${route}`, '≥ 98', r.performance, (v) => v >= 98, String]);
    rows.push([`a11y / best practices / SEO ${route}`, '100 / 100 / 100', [r.accessibility, r.bestPractices, r.seo], (v) => v.every((x) => x >= 100), (v) => v.join(' / ')]);
    rows.push([`CLS ${route}`, '0', r.cls, (v) => v === 0, (v) => v.toFixed(3)]);
  }
  const firstLoadLimit = 0.65 * REFERENCE.firstLoadJsGzip;
  rows.push(
    ['first-load JS, guide page (gzip)', `≤ ${KB(firstLoadLimit)} (0.65 × reference)`, firstLoad, (v) => v <= firstLoadLimit, KB],
    ['first-load CSS (gzip)', '≤ 15 KB', report.browser?.[guide]?.css?.transfer ?? report.output?.firstLoad?.[guide]?.css?.gzip, (v) => v <= 15 * 1024, KB],
    ['HTML of the guide page without its inlined CSS (gzip)', '≤ 16 KB', report.output?.firstLoad?.[guide]?.markup?.gzip, (v) => v <= 16 * 1024, KB],
    ['CSS inlined in the guide page (gzip)', '≤ 9 KB', report.output?.firstLoad?.[guide]?.inlineCss?.gzip, (v) => v <= 9 * 1024, KB],
    ...(report.output?.searchIndex ?? []).map((index) => [`search index ${index.version} (gzip)`, '≤ 60 KB', index.gzip, (v) => v <= 60 * 1024, KB]),
    ['cold build incl. API generation', '≤ 20 s', b.coldNoTypedocCache?.ms, (v) => v <= 20_000, S],
    ['warm rebuild, API cached', '≤ 10 s', b.warm?.ms, (v) => v <= 10_000, S],
    ['dev server first page', '≤ 5 s', b.devWarm?.firstPageMs ?? b.devColdCache?.firstPageMs, (v) => v <= 5_000, S],
  );
  return rows
    .filter(([, , value]) => value != null)
    .map(([name, target, value, ok, format]) => ({ name, target, value, shown: format(value), met: ok(value) }));
}

export function formatReport(report) {
  const lines = [];
  const b = report.builds ?? {};
  lines.push(`Re.Pack docs benchmark, ${report.date} (${report.machine.label}: ${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node})`);
  lines.push('');
  for (const page of report.realNetwork ?? []) lines.push(formatRealNetwork(page), '');
  if (Object.keys(b).length) {
    lines.push('| build | wall time | CPU time (user+sys) | peak memory (process tree) |');
    lines.push('| --- | --- | --- | --- |');
    const row = (name, r, key = 'ms') => r && lines.push(`| ${name} | ${S(r[key])} | ${S(r.cpuMs)} | ${MB(r.peakTreeRss)} |`);
    row('cold build, TypeDoc cache empty (API pages generated)', b.coldNoTypedocCache);
    row('cold build, TypeDoc cache warm', b.coldTypedocCache);
    row('warm rebuild', b.warm);
    row('`rspress dev` → first page, cold cache', b.devColdCache, 'firstPageMs');
    row('`rspress dev` → first page, warm cache', b.devWarm, 'firstPageMs');
    lines.push('');
  }
  const o = report.output;
  if (o) {
    lines.push(`Output: ${o.pages} pages, ${o.files} files, ${(o.totalBytes / 1024 / 1024).toFixed(1)} MB (html ${MB(o.bytesByKind.html)}, js ${MB(o.bytesByKind.js)}, md/txt ${MB((o.bytesByKind.md ?? 0) + (o.bytesByKind.txt ?? 0))})`);
    lines.push('');
    lines.push('| page | HTML gzip (inlined CSS) | first-load JS gzip (raw) | CSS files gzip (raw) | JS requests | fonts before load | Lighthouse perf / a11y / BP / SEO | LCP | TBT | CLS |');
    lines.push('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const route of BENCH_PAGES) {
      const s = o.firstLoad[route];
      const br = report.browser?.[route];
      const lh = report.lighthouse?.[route]?.error ? undefined : report.lighthouse?.[route];
      const js = br ? `${KB(br.js.transfer)} (${KB(br.js.decoded)})` : `${KB(s.js.gzip)} (${KB(s.js.raw)}) static`;
      const css = br ? `${KB(br.css.transfer)} (${KB(br.css.decoded)})` : `${KB(s.css.gzip)} (${KB(s.css.raw)}) static`;
      const lhCell = lh ? `${lh.performance} / ${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}` : '–';
      lines.push(
        `| \`${route}\` | ${KB(s.html.gzip)} (${KB(s.inlineCss.gzip)}) | ${js} | ${css} | ${br ? br.js.files.length : s.js.files.length} | ${br ? KB(br.font.transfer) : '–'} | ${lhCell} | ${lh ? S(lh.lcpMs) : '–'} | ${lh ? `${Math.round(lh.tbtMs)} ms` : '–'} | ${lh ? lh.cls.toFixed(3) : '–'} |`,
      );
    }
    lines.push('');
    lines.push(`Search index: ${o.searchIndex.map((i) => `${i.version} ${KB(i.gzip)} gzip (${KB(i.raw)} raw, ${i.pages} pages; page texts fetched per result: ${i.pageTexts.files} files, largest ${KB(i.pageTexts.largestGzip)} gzip)`).join('; ')}${report.browser ? `; fetched on page load: ${BENCH_PAGES.some((r) => report.browser[r].searchIndexFetched) ? 'YES' : 'no'}` : ''}`);
    lines.push(`Fonts: ${o.fonts.map((f) => `${path.basename(f.file)} ${KB(f.bytes)}`).join(', ')}; preloaded: ${[...new Set(Object.values(o.fontPreloads).flat())].map((f) => path.basename(f)).join(', ') || 'none'}`);
    const bigImages = o.images.filter((i) => !i.svg && i.bytes > 100 * 1024);
    lines.push(`Images: ${o.images.length} (${o.images.filter((i) => i.svg).length} SVG), largest raster ${KB(Math.max(0, ...o.images.filter((i) => !i.svg).map((i) => i.bytes)))}; over 100 KB: ${bigImages.map((i) => i.file).join(', ') || 'none'}; <img> without width/height: ${o.imagesWithoutSize.length}`);
    lines.push('');
  }
  if (report.search) lines.push(formatSearchLatency(report.search.results, report.search.loadAverage), '');
  const targets = targetsOf(report);
  if (targets.length) {
    lines.push('| target | goal | measured | met |');
    lines.push('| --- | --- | --- | --- |');
    for (const t of targets) lines.push(`| ${t.name} | ${t.target} | ${t.shown} | ${t.met ? 'yes' : 'no'} |`);
  }
  return lines.join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.phase?.startsWith('builds:')) {
    const results = await benchBuilds(args);
    fs.writeFileSync(args.phase.slice('builds:'.length), JSON.stringify(results));
    return;
  }
  const report = {
    date: new Date().toISOString(),
    machine: {
      label: '2-core node machine',
      cores: os.cpus().length,
      memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
      node: process.version,
      chromium: spawnSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? null,
    },
    config: args.config,
    reference: REFERENCE,
  };
  console.log('Builds');
  const lastBuilds = path.join(BENCH_DIR, '.builds.json');
  if (!args.skip.has('builds') || !args.skip.has('dev')) report.builds = benchBuildsLocked(args);
  else if (fs.existsSync(lastBuilds)) {
    // Builds skipped: report the last measured ones, marked as such.
    report.builds = JSON.parse(fs.readFileSync(lastBuilds, 'utf8'));
    report.buildsFrom = new Date(fs.statSync(lastBuilds).mtimeMs).toISOString();
    console.log(`  (skipped: last measured ${report.buildsFrom})`);
  }
  const root = fs.existsSync(path.join(SITE_DIR, 'index.html')) ? SITE_DIR : path.join(ROOT, 'doc_build');
  report.site = path.relative(ROOT, root);
  console.log(`Output (${report.site})`);
  report.output = await benchOutput(root);
  const server = await startStaticServer({ root, port: 0, headersFor });
  try {
    if (!args.skip.has('browser')) report.browser = await benchBrowser(server.url);
    if (!args.skip.has('search')) {
      process.stdout.write('  search, time to first result (4x CPU)… ');
      report.search = await benchSearch(server.url, Math.min(args.runs, 3));
      console.log('done');
    }
    if (!args.skip.has('lighthouse')) {
      report.lighthouse = await benchLighthouse(server.url, args.runs);
    }
    if (!args.skip.has('real-network')) {
      report.realNetwork = [];
      const site = await serveBenchSite(root, { http1: args.http1 });
      try {
        for (const { from, to, referenceInteractiveMs } of REAL_NETWORK_PAGES) {
          process.stdout.write(`  real network (Slow 4G, 4x CPU, ${site.protocol}) ${from}… `);
          const result = await realNetworkCheck(site.url, { runs: args.runs, from, to, chromiumArgs: site.chromiumArgs, protocol: site.protocol });
          report.realNetwork.push({ ...result, referenceInteractiveMs });
          console.log(`FCP ${Math.round(result.fcpMs)} ms, interactive ${Math.round(result.interactiveMs)} ms (reference ${referenceInteractiveMs} ms)`);
        }
      } finally {
        await site.close();
      }
    }
  } finally {
    await server.close();
  }
  if (args.chunks) {
    console.log('Chunk composition (build with source maps)');
    const chunksSite = path.join(BENCH_DIR, 'chunks-site');
    buildWithSourceMaps(chunksSite, args.config);
    report.chunks = Object.fromEntries(BENCH_PAGES.map((route) => [route, chunkComposition(chunksSite, route)]));
  }
  report.targets = targetsOf(report);
  const out = path.resolve(ROOT, args.out);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log('');
  console.log(formatReport(report));
  console.log('');
  for (const [route, chunks] of Object.entries(report.chunks ?? {})) console.log(`${formatComposition(route, chunks)}\n`);
  console.log(`Written to ${path.relative(ROOT, out)}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
