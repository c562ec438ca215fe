#!/usr/bin/env node
/**
 * `npm run bench:search`: compares search engines on the built site (run `npm run build` first).
 *
 *   node scripts/bench/search-engines.mjs [--site doc_build] [--runs 3] [--throttle 4] [--out bench-results/search-engines.json]
 *
 * Engines: FlexSearch as Rspress 2 configures it (the baseline), the site's MiniSearch engine
 * (theme/logic/search), Orama, and Pagefind (its own index of the built HTML, chunked).
 * Measured per version:
 * - relevance on the suite of e2e/search/fixtures/search-queries.json: hit@3 and mean reciprocal rank,
 *   with every page's rank among the pages listed (a heading target counts as its page here;
 *   the suite's own test, e2e/search/relevance.e2e.ts, also ranks headings among suggestions);
 * - bytes fetched (gzip) from opening search to the first result: data (the index and what the
 *   results need: the page texts the suggestions quote, or Pagefind's chunks and fragments) and
 *   code (the engine as its package ships it for browsers: minified for FlexSearch and
 *   Pagefind, not for MiniSearch and Orama, which the site's bundler minifies);
 * - time to the first result in Chromium with the CPU slowed down `--throttle` times (a phone),
 *   from a cold cache, median of `--runs`.
 * Prints a table and writes the JSON report. Work files go to bench-results/search-engines/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { readOptions } from './cli.mjs';
import * as pagefind from 'pagefind';
import { chromium } from 'playwright-core';
import ts from 'typescript';
import { startStaticServer } from '../../deploy/static-server.mjs';
import { rankOf, readQueries, summarize } from './relevance.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const LIMIT = 7;
/** The query timed in the browser. */
const TIMED_QUERY = 'code splitting';
const ENGINES = ['flexsearch', 'minisearch', 'orama', 'pagefind'];
const ENGINE_NAMES = {
  flexsearch: 'FlexSearch (Rspress, baseline)',
  minisearch: 'MiniSearch (chosen)',
  orama: 'Orama',
  pagefind: 'Pagefind',
  site: 'MiniSearch in the site panel (built and minified; from Ctrl+K, 150 ms debounce included)',
};
const IMPORTS = {
  flexsearch: '/node_modules/flexsearch/dist/flexsearch.bundle.module.min.mjs',
  minisearch: '/node_modules/minisearch/dist/es/index.js',
  '@orama/orama': '/node_modules/@orama/orama/dist/browser/index.js',
};


/** The site's engine, transpiled to JavaScript that Node and Chromium both load. */
function transpileSiteEngine(libDir) {
  fs.mkdirSync(libDir, { recursive: true });
  const source = path.join(ROOT, 'theme/logic/search');
  fs.copyFileSync(path.join(source, 'abbreviations.json'), path.join(libDir, 'abbreviations.json'));
  for (const name of ['terms', 'match', 'localIndex']) {
    const { outputText } = ts.transpileModule(fs.readFileSync(path.join(source, `${name}.ts`), 'utf8'), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
    });
    const js = outputText
      .replace(/from '\.\/abbreviations\.json';/, "from './abbreviations.json' with { type: 'json' };")
      .replace(/from '\.\/(\w+)';/g, "from './$1.js';");
    fs.writeFileSync(path.join(libDir, `${name}.js`), js);
  }
}

/** The built index of each version, and where its files are. */
function builtIndexes(site) {
  const dir = path.join(site, 'static');
  const files = fs.readdirSync(dir).filter((name) => /^search_index\.\d+_x\./.test(name));
  if (files.length === 0) throw new Error(`No search index in ${dir}: run npm run build first`);
  return files.map((name) => ({
    version: name.match(/^search_index\.(\d+_x)\./)[1].replace('_', '.'),
    file: `static/${name}`,
    pages: JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')),
  }));
}

/** Pagefind's index of one version: the built HTML of its pages, their content element only. */
async function buildPagefind(site, index, outputPath) {
  const { index: pagefindIndex, errors } = await pagefind.createIndex({ rootSelector: '.rspress-doc', forceLanguage: 'en' });
  if (!pagefindIndex) throw new Error(`Pagefind: ${errors.join('; ')}`);
  for (const { routePath } of index.pages) {
    const file = path.join(site, routePath.endsWith('/') ? `${routePath}index.html` : `${routePath}.html`);
    await pagefindIndex.addHTMLFile({ url: routePath, content: fs.readFileSync(file, 'utf8') });
  }
  await pagefindIndex.writeFiles({ outputPath });
}

const HARNESS = `<!doctype html>
<meta charset="utf-8">
<title>Search engines</title>
<script type="importmap">${JSON.stringify({ imports: IMPORTS })}</script>
<script type="module">
  async function searcher(engine, version, indexFile) {
    if (engine === 'pagefind') {
      const pagefind = await import('/pagefind-' + version + '/pagefind.js');
      await pagefind.options({ basePath: '/pagefind-' + version + '/' });
      return async (query) => {
        const found = await pagefind.search(query);
        return (await Promise.all(found.results.slice(0, ${LIMIT}).map((result) => result.data()))).map((data) => data.url);
      };
    }
    const [{ build }, pages] = await Promise.all([import('/engines/' + engine + '.mjs'), fetch('/site/' + indexFile).then((r) => r.json())]);
    const search = await build(pages, ${LIMIT});
    const texts = new Map(pages.map((page) => [page.routePath, page.textFile]));
    // Like the search panel: the first results show once the texts they quote are in (of the first three pages found, which usually fill the list).
    return async (query) => {
      const links = await search(query);
      await Promise.all(links.slice(0, 3).map((link) => texts.get(link)).filter(Boolean).map((file) => fetch('/site/' + file).then((r) => r.json())));
      return links;
    };
  }
  window.firstResult = async (engine, version, indexFile, query) => {
    const start = performance.now();
    const search = await searcher(engine, version, indexFile);
    const links = await search(query);
    const ms = performance.now() - start;
    return { ms, links };
  };
  window.searchAll = async (engine, version, indexFile, queries) => {
    const search = await searcher(engine, version, indexFile);
    const out = [];
    for (const query of queries) out.push(await search(query));
    return out;
  };
</script>`;

/** Data: the index and what results need (page texts, Pagefind's index chunks and fragments); code: the rest. */
const isData = (url) => ['/site/', '/static/search', '.pf_', 'pagefind-entry.json', '/index/', '/fragment/'].some((part) => url.includes(part));

/** Records the gzip bytes of every response of a page and its workers, as data and code. */
function recordBytes(page) {
  const responses = [];
  page.on('response', (response) => responses.push(response));
  return async () => {
    const seen = [...responses];
    let data = 0;
    let code = 0;
    for (const response of seen) {
      const { responseBodySize } = await response.request().sizes();
      if (isData(response.url())) data += responseBodySize;
      else code += responseBodySize;
    }
    return { data, code };
  };
}

/** The site's own search panel on the built site: open search on a guide, type the query, until the first suggestion shows. */
async function measureSitePanel(browser, siteUrl, version, throttle) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
  const page = await context.newPage();
  await page.goto(`${siteUrl}${version === '2.x' ? '/2.x' : ''}/docs/getting-started`, { waitUntil: 'networkidle' });
  // The moment the first suggestion is in the page, and the resources received by then.
  await page.evaluate(() => {
    window.__searchStart = performance.now();
    new MutationObserver((_, observer) => {
      if (document.querySelector('.repack-search-panel [role="option"]')) {
        window.__firstOption = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search Docs' }).fill(TIMED_QUERY);
  await page.waitForFunction(() => window.__firstOption !== undefined);
  const { ms, resources } = await page.evaluate(() => ({
    ms: window.__firstOption - window.__searchStart,
    resources: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= window.__searchStart && entry.responseEnd <= window.__firstOption)
      .map((entry) => ({ url: entry.name, bytes: entry.encodedBodySize })),
  }));
  await context.close();
  const sum = (list) => list.reduce((total, entry) => total + entry.bytes, 0);
  return { ms, data: sum(resources.filter((entry) => isData(entry.url))), code: sum(resources.filter((entry) => !isData(entry.url))) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const args = readOptions(process.argv.slice(2), { site: 'doc_build', runs: 3, throttle: 4, out: 'bench-results/search-engines.json' }, 'scripts/bench/search-engines.mjs');
  const site = path.resolve(ROOT, args.site);
  const work = path.join(ROOT, 'bench-results/search-engines');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(path.join(work, 'engines'), { recursive: true });
  transpileSiteEngine(path.join(work, 'lib'));
  for (const engine of ['flexsearch', 'minisearch', 'orama']) {
    fs.copyFileSync(path.join(ROOT, 'scripts/bench/search-engines', `${engine}.mjs`), path.join(work, 'engines', `${engine}.mjs`));
  }
  fs.symlinkSync(site, path.join(work, 'site'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(work, 'node_modules'));
  fs.writeFileSync(path.join(work, 'index.html'), HARNESS);
  fs.writeFileSync(path.join(work, '404.html'), 'Not found');

  const suite = readQueries();
  const indexes = builtIndexes(site).filter((index) => suite[index.version]);
  const report = { query: TIMED_QUERY, throttle: args.throttle, runs: args.runs, results: [] };
  // Engines list pages: a heading target is ranked as its page.
  const ranksOf = (queries, answers) => queries.map(({ target }, i) => rankOf(answers[i], target.split('#')[0]));

  for (const index of indexes) {
    await buildPagefind(site, index, path.join(work, `pagefind-${index.version}`));
  }
  await pagefind.close();

  const server = await startStaticServer({ root: work });
  const siteServer = await startStaticServer({ root: site });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const watch = (page) => page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico')) console.warn(`${response.status()} ${response.url()}`);
  });
  try {
    for (const index of indexes) {
      const queries = suite[index.version];
      for (const engine of ENGINES) {
        let answers;
        if (engine === 'pagefind') {
          const page = await browser.newPage();
          watch(page);
          await page.goto(`${server.url}/`);
          await page.waitForFunction(() => 'searchAll' in window);
          answers = await page.evaluate(([e, v, f, q]) => window.searchAll(e, v, f, q), [engine, index.version, index.file, queries.map((q) => q.query)]);
          await page.close();
        } else {
          const { build } = await import(pathToFileURL(path.join(work, 'engines', `${engine}.mjs`)).href);
          const search = await build(index.pages, LIMIT);
          answers = [];
          for (const { query } of queries) answers.push(await search(query));
        }
        const relevance = summarize(ranksOf(queries, answers));

        const timings = [];
        for (let run = 0; run < args.runs; run += 1) {
          const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
          const page = await context.newPage();
          watch(page);
          await page.goto(`${server.url}/`);
          await page.waitForFunction(() => 'firstResult' in window);
          const bytes = recordBytes(page);
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: args.throttle });
          const { ms } = await page.evaluate(([e, v, f, q]) => window.firstResult(e, v, f, q), [engine, index.version, index.file, TIMED_QUERY]);
          timings.push({ ms, ...(await bytes()) });
          await context.close();
        }
        const result = {
          version: index.version,
          engine,
          queries: queries.length,
          hitAt3: relevance.hitAt3,
          mrr: relevance.mrr,
          dataBytesBeforeFirstResult: median(timings.map((t) => t.data)),
          codeBytesBeforeFirstResult: median(timings.map((t) => t.code)),
          msToFirstResult: median(timings.map((t) => t.ms)),
        };
        report.results.push(result);
        console.log(JSON.stringify(result));
      }
      const panel = [];
      for (let run = 0; run < args.runs; run += 1) panel.push(await measureSitePanel(browser, siteServer.url, index.version, args.throttle));
      const ours = report.results.find((r) => r.version === index.version && r.engine === 'minisearch');
      const result = {
        version: index.version,
        engine: 'site',
        queries: ours.queries,
        hitAt3: ours.hitAt3,
        mrr: ours.mrr,
        dataBytesBeforeFirstResult: median(panel.map((t) => t.data)),
        codeBytesBeforeFirstResult: median(panel.map((t) => t.code)),
        msToFirstResult: median(panel.map((t) => t.ms)),
      };
      report.results.push(result);
      console.log(JSON.stringify(result));
    }
  } finally {
    await browser.close();
    await server.close();
    await siteServer.close();
  }

  const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const lines = [
    `| engine | version | hit@3 | MRR | gzip bytes before first result: data + code | time to first result (${args.throttle}× CPU throttle, median of ${args.runs}) |`,
    '| --- | --- | --- | --- | --- | --- |',
    ...report.results.map(
      (r) => `| ${ENGINE_NAMES[r.engine]} | ${r.version} | ${(r.hitAt3 * 100).toFixed(1)} % | ${r.mrr.toFixed(3)} | ${KB(r.dataBytesBeforeFirstResult)} + ${KB(r.codeBytesBeforeFirstResult)} | ${Math.round(r.msToFirstResult)} ms |`,
    ),
  ];
  console.log(`\nSearch engines on ${path.relative(ROOT, site)} (query timed: "${TIMED_QUERY}")\n${lines.join('\n')}`);
  fs.mkdirSync(path.dirname(path.resolve(ROOT, args.out)), { recursive: true });
  fs.writeFileSync(path.resolve(ROOT, args.out), `${JSON.stringify(report, null, 2)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
