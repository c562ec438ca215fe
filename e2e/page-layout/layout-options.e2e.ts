/**
 * Behaviours checked on the layout fixture site (e2e/page-layout/fixtures/layout-options): the real
 * configuration and theme with pages the docs should not carry (one per frontmatter switch and
 * page type, tabs, highlighted code) and, where the test needs it, a different configuration:
 * no `outlineTitle`, no edit link, no appearance animation.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, startStaticServer, type StaticServer } from '../support/fixture-site';
import { poll, useOpenPages } from '../support/pages';
import { waitForHydration } from '../support/site-pages';

let site: string;
let server: StaticServer;
const { open, newPage } = useOpenPages(() => server.url);

beforeAll(async () => {
  site = await buildFixture(path.join(__dirname, 'fixtures', 'layout-options'));
  server = await startStaticServer({ root: site });
});

afterAll(async () => {
  await server?.close();
});

const html = (route: string) => fs.readFileSync(path.join(site, `${route.slice(1)}.html`), 'utf8');

const PARTS = {
  navbar: '.rp-nav',
  sidebar: 'aside.rp-doc-layout__sidebar',
  outline: 'aside.rp-doc-layout__outline',
  docFooter: '.rp-doc-footer',
  siteFooter: '.repack-footer',
} as const;
type Part = keyof typeof PARTS;

async function shownParts(page: Page): Promise<Part[]> {
  const shown: Part[] = [];
  for (const [part, selector] of Object.entries(PARTS) as [Part, string][]) {
    if (await page.locator(selector).first().isVisible()) shown.push(part);
  }
  return shown;
}

describe('page layout: frontmatter switches hide parts; blank and custom page types', () => {
  it.each([
    ['/guide', ['navbar', 'sidebar', 'outline', 'docFooter', 'siteFooter']],
    ['/no-navbar', ['sidebar', 'outline', 'docFooter', 'siteFooter']],
    ['/no-sidebar', ['navbar', 'outline', 'docFooter', 'siteFooter']],
    ['/no-outline', ['navbar', 'sidebar', 'docFooter', 'siteFooter']],
    ['/no-footer', ['navbar', 'sidebar', 'outline']],
    ['/blank', []],
  ] as [string, Part[]][])('%s shows %j', async (route, parts) => {
    const page = await open(route);
    expect(await shownParts(page)).toEqual(parts);
    expect(await page.locator('h1').first().isVisible()).toBe(true);
    // The prerendered HTML already leaves the hidden parts out.
    const markup = html(route);
    if (!parts.includes('navbar')) expect(markup).not.toContain('class="rp-nav');
    if (!parts.includes('siteFooter')) expect(markup).not.toContain('class="repack-footer"');
  });

  it('renders a custom page with its own component, under the nav bar', async () => {
    const page = await open('/custom');
    expect(await page.getByTestId('custom-widget').innerText()).toContain("Rendered by the page's own component.");
    expect(await shownParts(page)).toEqual(['navbar', 'siteFooter']);
  });

  it('URL switches work on top of the frontmatter', async () => {
    const page = await open('/no-sidebar?outline=0&navbar=0');
    await poll(() => shownParts(page)).toEqual(['docFooter', 'siteFooter']);
  });
});

describe('motion: no view transition when enableAppearanceAnimation is off', () => {
  it('switches light/dark without a view transition when enableAppearanceAnimation is off', async () => {
    const page = await open('/guide', { colorScheme: 'light' }, async (p) => {
      await p.context().addInitScript(() => {
        const w = window as unknown as { __viewTransitions: number };
        w.__viewTransitions = 0;
        const start = (Document.prototype as { startViewTransition?: (...args: unknown[]) => unknown }).startViewTransition;
        if (start) {
          (Document.prototype as { startViewTransition?: (...args: unknown[]) => unknown }).startViewTransition = function (this: Document, ...args: unknown[]) {
            w.__viewTransitions += 1;
            return start.apply(this, args);
          };
        }
      });
    });
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { __viewTransitions: number }).__viewTransitions)).toBe(0);
  });
});

describe('outline: the default title when outlineTitle is not configured', () => {
  it('keeps the default "ON THIS PAGE" when outlineTitle is not configured', async () => {
    const page = await open('/guide');
    expect((await page.locator('.rp-outline__title').first().innerText()).trim()).toBe('ON THIS PAGE');
  });
});

describe('doc footer: without git history, repository URL or page feedback plugin', () => {
  it('dates a page git has no history for from its file, and has no edit link without a repository URL, nor page feedback without its plugin', async () => {
    const page = await open('/guide');
    const footer = page.locator('.rp-doc-footer');
    await poll(() => footer.locator('.rp-last-updated').innerText()).toMatch(/^Last Updated: \S.*\d/);
    expect(await page.locator('.rp-edit-link').count()).toBe(0);
    expect(await page.locator('.repack-feedback').count()).toBe(0);
    expect(html('/guide')).not.toContain('repack-feedback');
    expect(await footer.locator('.rp-prev-next-page__item__desc').allInnerTexts()).toEqual(['Previous Page', 'Next page']);
  });
});

describe('tabs: the choice stored per group, a bad stored value falls back to the default tab', () => {
  const KEY = 'rspress.tabs.package-manager';
  const selected = (page: Page) =>
    page.locator('.rp-tabs').evaluateAll((groups) => groups.map((group) => group.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? null));
  const store = (values: Record<string, string>) => async (page: Page) => {
    await page.context().addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) window.localStorage.setItem(key, value);
    }, values);
  };

  it('keeps the choice per group in localStorage, for every tabs of the group', async () => {
    const page = await open('/tabs');
    expect(await selected(page)).toEqual(['npm', 'npm', 'iOS']);
    await page.getByRole('tab', { name: 'yarn' }).first().click();
    await poll(() => selected(page)).toEqual(['yarn', 'yarn', 'iOS']);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), KEY)).toBe('1');
    expect(await page.locator('.rp-tabs__content__item--active').first().innerText()).toBe('yarn add @callstack/repack');
    await page.reload();
    await waitForHydration(page);
    await poll(() => selected(page)).toEqual(['yarn', 'yarn', 'iOS']);
  });

  it.each(['pnpm', '7', '-1', '1.5', ''])('falls back to the default tab for the stored value %j', async (value) => {
    const page = await open('/tabs', {}, store({ [KEY]: value, 'rspress.tabs.platform': value }));
    await poll(() => selected(page)).toEqual(['npm', 'npm', 'iOS']);
  });

  it('uses a valid stored choice', async () => {
    const page = await open('/tabs', {}, store({ [KEY]: '2', 'rspress.tabs.platform': '0' }));
    await poll(() => selected(page)).toEqual(['pnpm', 'pnpm', 'Android']);
  });
});

describe('search: text that only appears in a code block', () => {
  it('finds text that only appears in a code block', async () => {
    const page = await open('/guide');
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search Docs' }).fill('quokkaBundleConfig');
    const option = page.locator('.repack-search-panel [role="option"]').first();
    await poll(() => option.locator('mark').innerText()).toBe('quokkaBundleConfig');
    expect(await option.locator('a').getAttribute('href')).toBe('/guide#configuring');
  });
});

describe('code blocks: highlighted lines from the meta and the language label', () => {
  it('highlights the lines named in the meta (```ts {2-3}) and labels the language', async () => {
    const page = await open('/guide');
    const block = page.locator('.rp-codeblock').first();
    expect(await block.locator('.repack-codeblock__lang').innerText()).toBe('ts');
    const lines = await block.locator('code .line').evaluateAll((items) => items.map((line) => line.classList.contains('highlighted')));
    expect(lines.slice(0, 5)).toEqual([false, true, true, false, false]);
    expect(await page.locator('.rp-codeblock').nth(1).locator('.repack-codeblock__lang').innerText()).toBe('bash');
  });
});
