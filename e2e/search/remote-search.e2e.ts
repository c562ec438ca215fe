/**
 * Remote search and analytics, checked on a fixture site (e2e/search/fixtures/remote-search) built
 * with the deploy switches set: DOCS_SEARCH_API_URL pointing at a search API this test runs on
 * 127.0.0.1 (answering, failing or slow, as each test needs), DOCS_SEARCH_INDEXES naming two
 * indexes, and PLAUSIBLE_DOMAIN for the analytics script. It is served with the headers the same
 * switches give the deployed site (deploy/security-headers.mjs), whose CSP must let the browser
 * reach the search API.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHeadersFor, hashInlineScripts, listHtmlFiles, publishingSettingsFromEnv } from '../../deploy/security-headers.mjs';
import { useBrowser } from '../support/browser';
import { watchCsp } from '../support/csp';
import { buildFixture, startStaticServer, type StaticServer } from '../support/fixture-site';
import { waitForHydration, waitForPage } from '../support/site-pages';

const { newPage } = useBrowser();
const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, interval: 50, message });

const ANALYTICS_DOMAIN = 'fixture.re-pack.dev';
const ANALYTICS_SCRIPT = 'https://plausible.io/js/script.js';
const SITE_TITLE = 'Remote search fixture';

type ApiMode = 'ok' | 'fail' | 'drop' | 'invalid';
const api = {
  mode: 'ok' as ApiMode,
  /** Milliseconds to wait before answering, per keyword (default 0). */
  delays: {} as Record<string, number>,
  requests: [] as URLSearchParams[],
  /** Keywords answered so far (also when the browser had given up on the request). */
  answered: [] as string[],
};

function hits(keyword: string) {
  return [
    {
      index: 'repack',
      hits: [
        {
          title: 'Guide',
          routePath: '/guide',
          toc: [{ id: 'chunks', text: 'Chunks', depth: 2, charIndex: 28 }],
          content: `Intro about ${keyword} loading.\n\nAsync ${keyword}s are loaded on demand, from a remote server, with retries and a cache.`,
        },
      ],
    },
    { index: 'rspack', hits: [] },
  ];
}

const apiServer = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  api.requests.push(url.searchParams);
  const keyword = url.searchParams.get('keyword') ?? '';
  const answer = () => {
    api.answered.push(keyword);
    const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Type': 'application/json' };
    if (api.mode === 'drop') return req.socket.destroy();
    if (api.mode === 'fail') return res.writeHead(500, headers).end(JSON.stringify({ error: 'index unavailable' }));
    if (api.mode === 'invalid') return res.writeHead(200, headers).end(JSON.stringify({ results: [] }));
    res.writeHead(200, headers).end(JSON.stringify(hits(keyword)));
  };
  const delay = api.delays[keyword] ?? 0;
  if (delay) setTimeout(answer, delay);
  else answer();
});

let site: string;
let server: StaticServer;
let apiUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => apiServer.listen(0, '127.0.0.1', resolve));
  const { port } = apiServer.address() as { port: number };
  apiUrl = `http://127.0.0.1:${port}/search`;
  const switches = { DOCS_SEARCH_API_URL: apiUrl, DOCS_SEARCH_INDEXES: 'repack,rspack', PLAUSIBLE_DOMAIN: ANALYTICS_DOMAIN };
  site = await buildFixture(path.join(__dirname, 'fixtures', 'remote-search'), switches);
  server = await startStaticServer({
    root: site,
    headersFor: createHeadersFor({ ...publishingSettingsFromEnv(switches), scriptHashes: hashInlineScripts(listHtmlFiles(site)) }),
  });
});

afterAll(async () => {
  await server?.close();
  apiServer.closeAllConnections();
  await new Promise((resolve) => apiServer.close(resolve));
});

const opened: Page[] = [];
beforeEach(() => {
  api.mode = 'ok';
  api.delays = {};
  api.requests = [];
  api.answered = [];
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close()));
});

interface Session {
  page: Page;
  requests: string[];
  errors: string[];
  cspViolations: () => Promise<string[]>;
}

async function open(route = '/guide'): Promise<Session> {
  const page = await newPage();
  opened.push(page);
  const cspViolations = await watchCsp(page);
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  // Analytics would call plausible.io: answer it locally (the blocked case is tested below).
  await page.context().route('https://plausible.io/**', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }));
  await page.goto(server.url + route);
  await waitForHydration(page);
  return { page, requests, errors, cspViolations };
}

async function search({ page }: Session, query: string) {
  await page.keyboard.press('Control+k');
  const input = page.getByRole('combobox', { name: 'Search Docs' });
  await poll(() => input.isVisible()).toBe(true);
  await input.fill(query);
  return input;
}

const results = (page: Page) => page.locator('.rp-search-panel__results');

describe('remote search (DOCS_SEARCH_API_URL): asks the search API, allowed by the CSP', () => {
  it("is allowed by the site's CSP: the API origin is in connect-src, and searching reports no violation", async () => {
    const response = await fetch(`${server.url}/guide`);
    const connectSrc = /connect-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1].split(' ');
    expect(connectSrc).toEqual(["'self'", 'https://plausible.io', new URL(apiUrl).origin]);
    const session = await open();
    await search(session, 'chunk');
    await poll(() => session.page.locator('.repack-search-panel [role="option"]').count()).toBeGreaterThan(0);
    expect(api.requests).toHaveLength(1);
    expect(await session.cspViolations()).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('asks the API once per pause in typing, and never downloads the local index', async () => {
    const session = await open();
    expect(fs.readFileSync(path.join(site, 'guide.html'), 'utf8')).not.toMatch(/<link[^>]+search_index/);
    const input = await search(session, '');
    // Type "chunk" a key every 30 ms (in the page, so the timing is exact): one request, for "chunk".
    await input.evaluate(async (element: HTMLInputElement) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const value of ['c', 'ch', 'chu', 'chun', 'chunk']) {
        setValue.call(element, value);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
    });
    await poll(() => session.page.locator('.repack-search-panel [role="option"]').count()).toBeGreaterThan(0);
    expect(api.requests.map((params) => Object.fromEntries(params))).toEqual([
      { keyword: 'chunk', limit: '7', searchIndexes: 'repack,rspack', lang: 'en' },
    ]);
    // After a pause, the next change is searched again.
    await input.fill('chunks');
    await poll(() => api.requests.length).toBe(2);
    expect(api.requests[1].get('keyword')).toBe('chunks');
    expect(session.requests.filter((url) => url.includes('search_index'))).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  it('shows each index in its own tab, with the hits marked', async () => {
    const session = await open();
    await search(session, 'chunk');
    const tabs = session.page.getByRole('tab');
    await poll(() => tabs.allInnerTexts()).toEqual([`${SITE_TITLE} 2`, 'rspack 0']);
    expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
    const marks = await session.page.locator('.repack-search-panel [role="option"] mark').allInnerTexts();
    expect(marks.map((mark) => mark.toLowerCase())).toEqual(['chunk', 'chunk']);
    const links = await session.page.locator('.repack-search-panel [role="option"] a').evaluateAll((items) => items.map((a) => a.getAttribute('href')));
    expect(links).toEqual(['/guide#chunks', '/guide']);
    await tabs.nth(1).click();
    await poll(() => results(session.page).getByRole('tabpanel').innerText()).toBe(
      'No results for "chunk". Please try again with a different keyword.',
    );
  });

  it.each([
    ['fails (HTTP 500)', 'fail'],
    ['drops the connection', 'drop'],
    ['answers something else than a list of groups', 'invalid'],
  ] as const)('logs the error and shows "No results found" when the API %s', async (_, mode) => {
    api.mode = mode;
    const session = await open();
    await search(session, 'chunk');
    await poll(() => results(session.page).innerText()).toBe('No results found');
    expect(session.errors.some((text) => text.includes('[search] Remote search failed'))).toBe(true);
    expect(session.errors.filter((text) => text.startsWith('uncaught'))).toEqual([]);
  });

  it('waits for a slow API, showing that it is searching, then shows the answer', async () => {
    api.delays = { chunk: 1500 };
    const session = await open();
    const input = await search(session, 'chunk');
    const started = Date.now();
    await poll(() => input.getAttribute('aria-busy')).toBe('true');
    expect(await results(session.page).count()).toBe(0);
    await poll(() => session.page.locator('.repack-search-panel [role="option"]').count()).toBe(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(await input.getAttribute('aria-busy')).toBe('false');
  });

  it('drops a slow answer to an older query', async () => {
    api.delays = { stale: 1500 };
    const session = await open();
    const input = await search(session, 'stale');
    await poll(() => api.requests.length).toBe(1);
    await input.fill('chunk');
    const marks = async () => (await session.page.locator('.repack-search-panel [role="option"] mark').allInnerTexts()).map((mark) => mark.toLowerCase());
    await poll(marks).toEqual(['chunk', 'chunk']);
    // Once the API has answered the older query, and the browser has rendered a frame since,
    // the results are still those of the newer one (the older request was cancelled).
    await poll(() => api.answered.includes('stale')).toBe(true);
    await session.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await marks()).toEqual(['chunk', 'chunk']);
    expect(session.errors).toEqual([]);
  });
});

describe('analytics (PLAUSIBLE_DOMAIN): a non-blocking script the page works without', () => {
  it('injects the analytics script, loaded without blocking the page', () => {
    for (const file of ['index.html', 'guide.html', '404.html']) {
      const markup = fs.readFileSync(path.join(site, file), 'utf8');
      const script = new RegExp(`<script [^>]*src="${ANALYTICS_SCRIPT.replace(/[.]/g, '\\.')}"[^>]*>`).exec(markup)?.[0];
      expect(script, file).toBeDefined();
      expect(script).toMatch(/\s(async|defer)[\s>=]/);
      expect(script).toContain(`data-domain="${ANALYTICS_DOMAIN}"`);
    }
  });

  it('keeps the page working when the analytics script is blocked', async () => {
    const page = await newPage();
    opened.push(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.context().route('https://plausible.io/**', (route) => route.abort('blockedbyclient'));
    await page.goto(`${server.url}/guide`);
    await waitForHydration(page);
    expect(await page.locator('h1').first().innerText()).toMatch(/Guide$/);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search Docs' }).fill('chunk');
    await poll(() => page.locator('.repack-search-panel [role="option"]').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.locator('a[href="/"]').first().click();
    await waitForPage(page, '/', /Remote search fixture$/);
    expect(errors).toEqual([]);
  });
});
