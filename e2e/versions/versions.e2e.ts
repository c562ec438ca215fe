/**
 * Versions on the built site: a page renamed between versions (2.x `code-splitting/concepts`,
 * 3.x `code-splitting/concept`, mapped in docs/2.x/_versions.json) in the switcher, the banner,
 * the canonical link and the sitemap; the default version's permanent address (`/3.x/…`); the
 * redirects of docs/_redirects.json on the suite's server (which applies the host routing, like
 * `npm run preview`), and the 404 page following them on a host that cannot redirect.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../deploy/static-server.mjs';
import { useBrowser } from '../support/browser';
import { builtHeading, DOC_BUILD, waitForHydration, waitForPage } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();
const ORIGIN = 'https://re-pack.dev';
const OLD = '/2.x/docs/code-splitting/concepts';
const NEW = '/docs/code-splitting/concept';

const switcher = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function switchVersion(page: Page, from: string, to: string) {
  await switcher(page).getByRole('button', { name: `Documentation version: ${from}. Switch version` }).click();
  await switcher(page).getByRole('link', { name: to, exact: true }).click();
}

async function canonicalOf(route: string, base = siteUrl()) {
  const response = await fetch(base + route);
  const html = await response.text();
  return { status: response.status, canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] };
}

/** Uncaught errors and React hydration complaints, for a page whose HTML is answered under another address. */
function watchHydration(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (/hydrat|Minified React error #(418|419|421|422|423|425)\b/i.test(message.text())) problems.push(message.text());
  });
  return problems;
}

describe('a page renamed between versions', () => {
  it('the switcher moves from the 2.x page to its 3.x page and back', async () => {
    const page = await newPage();
    await page.goto(siteUrl() + OLD);
    await waitForHydration(page);
    await switchVersion(page, '2.x', '3.x');
    await waitForPage(page, NEW, builtHeading(NEW));
    await switchVersion(page, '3.x', '2.x');
    await waitForPage(page, OLD, builtHeading(OLD));
    await page.context().close();
  });

  it('the older-version banner links to the 3.x page', async () => {
    const page = await newPage();
    await page.goto(siteUrl() + OLD);
    await waitForHydration(page);
    const link = page.getByRole('complementary', { name: 'Older version notice' }).getByRole('link');
    expect(await link.getAttribute('href')).toBe(NEW);
    await link.click();
    await waitForPage(page, NEW, builtHeading(NEW));
    await page.context().close();
  });

  it('the 2.x page names its 3.x counterpart as canonical, and the sitemap lists canonical pages only', async () => {
    expect(await canonicalOf(OLD)).toEqual({ status: 200, canonical: `${ORIGIN}${NEW}` });
    expect(await canonicalOf('/2.x/api/node/classes/OutputPlugin')).toMatchObject({
      canonical: `${ORIGIN}/api/repack/classes/plugins.OutputPlugin`,
    });
    // No 3.x counterpart: its own canonical.
    expect(await canonicalOf('/2.x/api/node/classes/DevServer')).toMatchObject({ canonical: `${ORIGIN}/2.x/api/node/classes/DevServer` });
    const sitemap = fs.readFileSync(path.join(DOC_BUILD, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${ORIGIN}${NEW}</loc>`);
    expect(sitemap).not.toContain(`<loc>${ORIGIN}${OLD}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/2.x/api/node/classes/DevServer</loc>`);
  });
});

describe('the permanent address of the default version', () => {
  it.each([
    ['/3.x/docs/getting-started', '/docs/getting-started'],
    ['/3.x/', '/'],
    ['/3.x/api/repack/classes/RepackPlugin', '/api/repack/classes/RepackPlugin'],
  ])('%s is answered with the 3.x page, whose canonical is the root address %s', async (route, root) => {
    expect(await canonicalOf(route)).toEqual({ status: 200, canonical: `${ORIGIN}${root}` });
  });

  it('hydrates as the 3.x page, shows the root address, and switches versions from there', async () => {
    const page = await newPage();
    const problems = watchHydration(page);
    const response = await page.goto(`${siteUrl()}/3.x/docs/getting-started#install`);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/docs/getting-started#install');
    expect(await page.locator('h1').first().innerText()).toContain(builtHeading('/docs/getting-started'));
    expect(await switcher(page).getByRole('button', { name: /Documentation version: 3\.x/ }).count()).toBe(1);
    await switchVersion(page, '3.x', '2.x');
    await waitForPage(page, '/2.x/docs/getting-started', builtHeading('/2.x/docs/getting-started'));
    expect(problems).toEqual([]);
    await page.context().close();
  });
});

describe('redirects', () => {
  it.each([
    ['/docs/code-splitting/concepts', NEW],
    ['/docs/configuration/guides/svg', '/docs/guides/svg'],
    ['/docs/2x/code-splitting/concepts', OLD],
    ['/docs/api/node/classes/DevServer', '/2.x/api/node/classes/DevServer'],
  ])('the server answers %s with a permanent redirect to %s', async (from, to) => {
    const response = await fetch(siteUrl() + from, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(to);
  });

  it('a reader following an old link lands on the new page', async () => {
    const page = await newPage();
    const response = await page.goto(`${siteUrl()}/docs/code-splitting/concepts?from=old#top`);
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${siteUrl()}/docs/code-splitting/concepts?from=old`);
    await waitForPage(page, NEW, builtHeading(NEW));
    expect(new URL(page.url()).search).toBe('?from=old');
    await page.context().close();
  });
});

describe('on a host that cannot redirect', () => {
  let plainHost: StaticServer;
  beforeAll(async () => {
    // Files, clean URLs and the 404 page only: no redirects, no rewrites.
    plainHost = await startStaticServer({ root: DOC_BUILD });
  });
  afterAll(async () => {
    await plainHost?.close();
  });

  it('the 404 page sends a reader of an old address on to its new page', async () => {
    const page = await newPage();
    const response = await page.goto(`${plainHost.url}/docs/2x/code-splitting/concepts`);
    expect(response?.status()).toBe(404);
    await waitForPage(page, OLD, builtHeading(OLD));
    await page.context().close();
  });

  it('the 404 page tells readers without JavaScript that old addresses are forwarded by script', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${plainHost.url}/docs/code-splitting/concepts`);
    // Playwright's text and role selectors skip <noscript>: read the rendered paragraph itself.
    const notice = page.locator('noscript > p');
    expect(await notice.textContent()).toMatch(/forwarded to their new address by JavaScript, which is off/);
    expect((await notice.boundingBox())?.height).toBeGreaterThan(0);
    expect(await notice.locator('a').getAttribute('href')).toBe('/redirects.json');
    expect(JSON.parse(await (await fetch(`${plainHost.url}/redirects.json`)).text())).toContainEqual(
      expect.objectContaining({ from: '/docs/code-splitting/concepts', to: NEW }),
    );
    await page.context().close();
  });

  it('the 404 page stays a 404 for an address nothing redirects', async () => {
    const page = await newPage();
    await page.goto(`${plainHost.url}/docs/never-existed`);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toBe('/docs/never-existed');
    expect(await page.getByRole('status').textContent()).toBe('');
    await page.context().close();
  });
});
