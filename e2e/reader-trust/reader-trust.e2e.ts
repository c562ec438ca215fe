/**
 * What tells readers they can trust and improve the docs, on both versions: breadcrumbs with
 * BreadcrumbList structured data, page feedback and the edit link on the built site
 * (doc_build/), and the announcement bar on a two-version fixture that configures one
 * (e2e/reader-trust/fixtures/reader-trust), served with the production CSP and the hashes of its build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHeadersFor, hashInlineScripts, listHtmlFiles, readScriptHashes } from '../../deploy/security-headers.mjs';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { watchCsp } from '../support/csp';
import { buildFixture, startStaticServer, type StaticServer } from '../support/fixture-site';
import { DOC_BUILD, ROOT, builtHeading, waitForHydration, waitForPage } from '../support/site-pages';
import { withPage } from '../support/pages';
import { startPartialPageServer } from '../support/partial-page';

const { newPage, siteUrl } = useBrowser();
const WAIT = { timeout: 10_000 };
const ORIGIN = 'https://re-pack.dev';
const REPOSITORY = 'https://github.com/callstack/repack-website';

async function open(url: string, options: BrowserContextOptions & { hydrate?: boolean } = {}, prepare?: (page: Page) => Promise<void>) {
  const { hydrate = true, ...contextOptions } = options;
  const page = await newPage(contextOptions);
  await prepare?.(page);
  if (!hydrate) await page.route('**/static/js/**', (route: Route) => route.abort());
  await page.goto(url);
  if (hydrate) await waitForHydration(page);
  return page;
}

type Crumbs = { texts: string[]; links: (string | null)[]; current: string | null; jsonLd: unknown };
const crumbsOf = (page: Page): Promise<Crumbs> =>
  page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Breadcrumb"]');
    const items = [...(nav?.querySelectorAll('li') ?? [])];
    const script = nav?.querySelector('script[type="application/ld+json"]');
    return {
      texts: items.map((item) => item.textContent ?? ''),
      links: items.map((item) => item.querySelector('a')?.getAttribute('href') ?? null),
      current: nav?.querySelector('[aria-current="page"]')?.textContent ?? null,
      jsonLd: script ? JSON.parse(script.textContent ?? '') : null,
    };
  });

const listItems = (entries: [name: string, path: string][]) => ({
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: entries.map(([name, route], index) => ({ '@type': 'ListItem', position: index + 1, name, item: ORIGIN + route })),
});

describe('breadcrumbs', () => {
  it.each([
    {
      route: '/docs/code-splitting/glossary',
      texts: ['Docs', 'Code Splitting', 'Glossary'],
      links: ['/docs/getting-started', null, null],
      jsonLd: [['Docs', '/docs/getting-started'], ['Glossary', '/docs/code-splitting/glossary']],
    },
    {
      route: '/2.x/docs/getting-started',
      texts: ['Docs', 'Getting Started'],
      links: ['/2.x/docs/getting-started', null],
      jsonLd: [['Docs', '/2.x/docs/getting-started'], ['Getting Started', '/2.x/docs/getting-started']],
    },
    {
      route: '/api/repack/classes/RepackPlugin',
      texts: ['API', '@callstack/repack', 'Classes', 'RepackPlugin'],
      links: ['/api/about', '/api/repack/', null, null],
      jsonLd: [['API', '/api/about'], ['@callstack/repack', '/api/repack/'], ['RepackPlugin', '/api/repack/classes/RepackPlugin']],
    },
    {
      route: '/2.x/api/node/classes/DevServer',
      texts: ['API', '@callstack/repack', 'Classes', 'DevServer'],
      links: ['/2.x/api/about', '/2.x/api/node/', null, null],
      jsonLd: [['API', '/2.x/api/about'], ['@callstack/repack', '/2.x/api/node/'], ['DevServer', '/2.x/api/node/classes/DevServer']],
    },
  ] as { route: string; texts: string[]; links: (string | null)[]; jsonLd: [string, string][] }[])(
    '$route: the section path from the sidebar, as links, with the same trail as BreadcrumbList data',
    async ({ route, texts, links, jsonLd }) => {
      // In the prerendered page already, which is what search engines read.
      await withPage(await open(siteUrl() + route, { hydrate: false }), async (page) => {
        expect(await crumbsOf(page)).toEqual({ texts, links, current: texts.at(-1), jsonLd: listItems(jsonLd) });
      });
      await withPage(await open(siteUrl() + route), async (page) => {
        expect(await crumbsOf(page)).toEqual({ texts, links, current: texts.at(-1), jsonLd: listItems(jsonLd) });
        for (const link of links.filter((href): href is string => href !== null)) {
          expect((await page.request.get(siteUrl() + link)).status(), link).toBe(200);
        }
      });
    },
  );

  it('follows client-side navigation, and a crumb is a real link that navigates', async () => {
    await withPage(await open(siteUrl() + '/docs/code-splitting/glossary'), async (page) => {
      await page.locator('.rp-doc-layout__sidebar a', { hasText: 'Module Federation' }).first().click();
      await waitForPage(page, '/docs/module-federation', builtHeading('/docs/module-federation'));
      await expect.poll(() => crumbsOf(page).then((crumbs) => crumbs.texts), WAIT).toEqual(['Docs', 'Module Federation']);
      expect((await crumbsOf(page)).jsonLd).toEqual(listItems([['Docs', '/docs/getting-started'], ['Module Federation', '/docs/module-federation']]));
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Docs' }).click();
      await waitForPage(page, '/docs/getting-started', builtHeading('/docs/getting-started'));
    });
  });

  it('structured data is a data block the CSP has nothing against, and pages outside the sidebars have no trail', async () => {
    const page = await newPage();
    const violations = await watchCsp(page);
    await page.goto(siteUrl() + '/api/repack/classes/RepackPlugin');
    await waitForHydration(page);
    await withPage(page, async () => {
      expect(await violations()).toEqual([]);
      expect(await page.locator('script[type="application/ld+json"]').count()).toBe(1);
      await page.goto(siteUrl() + '/contributing/writing-docs');
      await waitForHydration(page);
      expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).count()).toBe(0);
      expect(await violations()).toEqual([]);
    });
  });
});

describe('page feedback', () => {
  const question = (page: Page) => page.getByRole('group', { name: 'Was this page helpful?' });

  it.each([
    ['/docs/getting-started', '3.x'],
    ['/2.x/docs/code-splitting/glossary', '2.x'],
    ['/api/repack/classes/RepackPlugin', '3.x'],
  ])('%s: "No" opens a GitHub issue about the page (%s); "Yes" thanks the reader', async (route, version) => {
    await withPage(await open(siteUrl() + route), async (page) => {
      const title = builtHeading(route);
      const no = question(page).getByRole('link', { name: 'No' });
      expect(await no.getAttribute('target')).toBe('_blank');
      const issue = new URL((await no.getAttribute('href'))!);
      expect(`${issue.origin}${issue.pathname}`).toBe(`${REPOSITORY}/issues/new`);
      expect(issue.searchParams.get('title')).toBe(`Docs feedback: ${title} (${version})`);
      expect(issue.searchParams.get('body')).toContain(`Page: ${ORIGIN}${route}\nVersion: ${version}\nTitle: ${title}\n`);

      const status = page.locator('.repack-feedback [role="status"]');
      expect(await status.innerText()).toBe('');
      await question(page).getByRole('button', { name: 'Yes' }).click();
      await expect.poll(() => status.innerText(), WAIT).toBe('Thanks for letting us know!');
      expect(await question(page).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('true');

      // The issue form opens in a new tab (answered here: the tests have no network).
      await page.context().route('https://github.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>New issue</title>' }));
      const popup = page.context().waitForEvent('page');
      await no.click();
      const opened = await popup;
      expect(opened.url()).toContain('github.com/callstack/repack-website/issues/new');
      await opened.close();
      await expect.poll(() => status.innerText(), WAIT).toMatch(/issue that opened in a new tab/);
    });
  });

  it.each([DESKTOP, MOBILE])('reserves its height in the prerendered page, so hydrating it moves nothing (%o)', async (viewport) => {
    const route = siteUrl() + '/docs/code-splitting/glossary';
    const heightOf = (page: Page) => page.locator('.repack-feedback').evaluate((box) => box.getBoundingClientRect().height);
    const before = await withPage(await open(route, { viewport, hydrate: false }), heightOf);
    const after = await withPage(await open(route, { viewport }), async (page) => {
      await question(page).waitFor(WAIT);
      return heightOf(page);
    });
    expect(after).toBe(before);
  });

  it('is only on doc pages, and a new page asks again', async () => {
    for (const route of ['/', '/no/such/page', '/2.x/']) {
      await withPage(await open(siteUrl() + route), async (page) => {
        expect(await page.locator('.repack-feedback').count(), route).toBe(0);
      });
    }
    await withPage(await open(siteUrl() + '/docs/getting-started'), async (page) => {
      await question(page).getByRole('button', { name: 'Yes' }).click();
      await page.locator('.rp-doc-footer a.rp-prev-next-page__next').click();
      await waitForPage(page, (pathname) => pathname !== '/docs/getting-started', /\S/);
      await expect.poll(() => page.locator('.repack-feedback [role="status"]').innerText(), WAIT).toBe('');
      expect(await question(page).getByRole('button', { name: 'Yes' }).getAttribute('aria-pressed')).toBe('false');
    });
  });
});

describe('edit link', () => {
  it.each(['/docs/getting-started', '/2.x/docs/getting-started', '/docs/code-splitting/glossary', '/api/about'])(
    "%s: opens GitHub's editor on the page's source file",
    async (route) => {
      await withPage(await open(siteUrl() + route), async (page) => {
        const hrefs = await page.getByRole('link', { name: 'Edit this page on GitHub' }).evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        expect(hrefs.length).toBeGreaterThan(0);
        for (const href of hrefs) {
          const prefix = `${REPOSITORY}/edit/main/docs/`;
          expect(href.startsWith(prefix), href).toBe(true);
          expect(fs.existsSync(path.join(ROOT, 'docs', href.slice(prefix.length))), href).toBe(true);
        }
      });
    },
  );

  it('never on generated API pages, of either version', async () => {
    for (const route of ['/api/repack/classes/RepackPlugin', '/2.x/api/node/classes/DevServer']) {
      const html = fs.readFileSync(path.join(DOC_BUILD, `${route}.html`), 'utf8');
      expect(html, route).not.toContain('rp-edit-link');
      expect(html, route).toContain('class="repack-feedback"');
    }
  });
});

describe('announcement bar (fixture with an announcement)', () => {
  let site: string;
  let server: StaticServer;
  let scriptHashes: string[];

  beforeAll(async () => {
    site = await buildFixture(path.join(__dirname, 'fixtures', 'reader-trust'));
    // Served as production would be after `npm run deploy:config`: the CSP allows the hashes of the build's inline scripts.
    scriptHashes = hashInlineScripts(listHtmlFiles(site));
    server = await startStaticServer({
      root: site,
      headersFor: createHeadersFor({ analytics: null, docsearch: null, remoteSearch: null, scriptHashes }),
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const url = (route: string) => server.url + route;
  const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });
  /**
   * Records where the nav bar's top edge is in every frame from the first paint on
   * (requestAnimationFrame runs before each paint); `navBarTops(page)` reads them once the page has
   * settled. The bar sits right above the nav bar: one that showed, hid or resized itself after the
   * first paint would move it. Layout-shift entries also report moves the bar cannot cause: on a busy
   * CI machine, the previous-page link's icon moved 6 px within its own line ("svg: 741 → 735") and
   * nothing else was reported.
   */
  const recordNavBarTops = (page: Page) =>
    page.addInitScript(() => {
      const tops: number[] = [];
      Object.assign(window, { repackNavBarTops: tops });
      const sample = () => {
        const top = document.querySelector('header')?.getBoundingClientRect().top;
        if (top !== undefined && top !== tops.at(-1)) tops.push(top);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  const navBarTops = async (page: Page) => {
    await page.waitForTimeout(500);
    return page.evaluate(() => (window as unknown as { repackNavBarTops: number[] }).repackNavBarTops);
  };
  const dismissed = (id: string) => async (page: Page) => {
    await page.context().addInitScript((value) => window.localStorage.setItem('repack-announcement-dismissed', value), id);
  };
  /**
   * The page keeps its fallback font: when the web font arrives after the first paint (a busy
   * machine), the bar's message can wrap on another line with it, a shift of the font's doing
   * that hides whether the bar itself moved anything (fonts.e2e.ts tests the font).
   */
  const withoutWebFonts = (page: Page) => page.route(/\.woff2$/, (route) => route.abort());

  it('one hash more than the recorded ones allows the bar script, whatever the page or version', () => {
    const recorded = readScriptHashes();
    expect(scriptHashes.filter((hash) => !recorded.includes(hash))).toHaveLength(1);
    const scripts = listHtmlFiles(site).filter((file) => fs.readFileSync(file, 'utf8').includes('data-id="fixture-4"'));
    expect(scripts.length).toBeGreaterThan(4);
  });

  it.each(['/', '/docs/intro', '/2.x/', '/2.x/docs/setup/install'])('%s: shown above the nav bar, after the skip link, with a working link', async (route) => {
    const page = await newPage();
    const violations = await watchCsp(page);
    await withoutWebFonts(page);
    await recordNavBarTops(page);
    await page.goto(url(route));
    await waitForHydration(page);
    await withPage(page, async () => {
      expect(await bar(page).innerText()).toContain('Re.Pack Fixture 4 is out.');
      const order = await page.evaluate(() => {
        const skip = document.querySelector('.repack-skip-link')!;
        const region = document.querySelector('.repack-announcement')!;
        const header = document.querySelector('header')!;
        return [skip.compareDocumentPosition(region), region.compareDocumentPosition(header)].map((position) => Boolean(position & Node.DOCUMENT_POSITION_FOLLOWING));
      });
      expect(order).toEqual([true, true]);
      const [barBox, navBox] = await Promise.all([bar(page).boundingBox(), page.locator('header').boundingBox()]);
      expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(navBox!.y + 1);
      const close = bar(page).getByRole('button', { name: 'Dismiss announcement' });
      const closeBox = (await close.boundingBox())!;
      expect(Math.min(closeBox.width, closeBox.height)).toBeGreaterThanOrEqual(24);
      expect(await bar(page).getByRole('link', { name: 'Read the introduction' }).getAttribute('href')).toBe('/docs/intro');
      expect(await navBarTops(page), 'the nav bar moved after the first paint').toHaveLength(1);
      expect(await violations()).toEqual([]);
    });
  });

  it('dismissed with the keyboard: hidden at once, focus moves on to the nav bar, and it stays hidden on other pages and versions', async () => {
    await withPage(await open(url('/docs/intro'), { viewport: MOBILE }), async (page) => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Dismiss announcement');
      await page.keyboard.press('Enter');
      await expect.poll(() => bar(page).isVisible(), WAIT).toBe(false);
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
      expect(await page.evaluate(() => window.localStorage.getItem('repack-announcement-dismissed'))).toBe('fixture-4');
      await page.goto(url('/2.x/docs/setup/install'));
      await waitForHydration(page);
      expect(await bar(page).isVisible()).toBe(false);
    });
  });

  it('a dismissed bar is hidden before hydration, without shifting the page; another dismissed announcement does not hide this one', async () => {
    for (const [stored, shown] of [
      ['fixture-4', false],
      ['fixture-3', true],
    ] as const) {
      const prepare = async (page: Page) => {
        await withoutWebFonts(page);
        await recordNavBarTops(page);
        await dismissed(stored)(page);
      };
      await withPage(await open(url('/2.x/docs/intro'), { hydrate: false }, prepare), async (page) => {
        expect(await bar(page).isVisible(), stored).toBe(shown);
      });
      await withPage(await open(url('/docs/intro'), {}, prepare), async (page) => {
        expect(await bar(page).isVisible(), stored).toBe(shown);
        expect(await navBarTops(page), `${stored}: the nav bar moved after the first paint`).toHaveLength(1);
      });
    }
  });

  it.each([DESKTOP, MOBILE])('has its height before its dismiss button has arrived, so nothing under it moves when it does (%o)', async (viewport) => {
    const partialPages = await startPartialPageServer(site);
    try {
      await withPage(await newPage({ viewport }), async (page) => {
        const cut = { marker: '</p>', after: 'class="repack-announcement"' } as const;
        expect(await partialPages.movedWhenTheRestArrives(page, '/2.x/docs/setup/install', cut)).toEqual([]);
      });
    } finally {
      await partialPages.close();
    }
  });

  it('page feedback is on here too: the fixture keeps the feedback plugin', async () => {
    await withPage(await open(url('/2.x/docs/intro')), async (page) => {
      const no = page.getByRole('group', { name: 'Was this page helpful?' }).getByRole('link', { name: 'No' });
      expect(new URL((await no.getAttribute('href'))!).searchParams.get('title')).toBe('Docs feedback: Introduction (2.x)');
    });
  });
});
