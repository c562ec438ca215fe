/**
 * Behaviours the Rspress 1 theme had and Rspress 2 dropped or changed, checked on the built site
 * (`doc_build/`, served with the production headers). Behaviours that need another configuration
 * or pages the docs should not carry are checked on fixture sites, in the other
 * `behaviours-*.e2e.ts` files.
 */
import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { APPEARANCE_KEY, builtHeading, DOC_BUILD, waitForHydration, waitForPage } from './site-pages';

const { newPage, siteUrl } = useBrowser();

const GUIDE = '/docs/getting-started';
const OLD_GUIDE = '/2.x/docs/getting-started';

/** Polls `fn` until the assertion holds, for up to 15 s (searching loads and indexes the whole site). */
const poll = <T>(fn: () => Promise<T> | T, message?: string) => expect.poll(fn, { timeout: 15_000, interval: 50, message });

const opened: Page[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((page) => page.context().close()));
});

/** A new page (own context) with `route` loaded and hydrated. */
async function open(route: string, options: BrowserContextOptions = {}, prepare?: (page: Page) => Promise<void>) {
  const page = await newPage(options);
  opened.push(page);
  await prepare?.(page);
  await page.goto(siteUrl() + route);
  await waitForHydration(page);
  return page;
}

/** Records `Element.animate` ids and `document.startViewTransition` calls, before any page script runs. */
async function recordMotion(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __animations: string[]; __viewTransitions: number };
    w.__animations = [];
    w.__viewTransitions = 0;
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      w.__animations.push(typeof options === 'object' && options ? String(options.id ?? '') : '');
      return animate.call(this, keyframes, options);
    };
    const start = (Document.prototype as { startViewTransition?: (...args: unknown[]) => unknown }).startViewTransition;
    if (start) {
      (Document.prototype as { startViewTransition?: (...args: unknown[]) => unknown }).startViewTransition = function (this: Document, ...args: unknown[]) {
        w.__viewTransitions += 1;
        return start.apply(this, args);
      };
    }
  });
}

const motion = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __animations: string[]; __viewTransitions: number };
    return { animations: [...w.__animations], viewTransitions: w.__viewTransitions };
  });

/** Clicks an in-site sidebar link to another page and waits for that page's heading. */
async function followSidebarLink(page: Page) {
  const current = new URL(page.url()).pathname;
  const links = page.locator('aside.rp-doc-layout__sidebar a.rp-sidebar-item[href^="/"]');
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const href = hrefs.find((candidate) => candidate !== current && !candidate.endsWith('/'));
  expect(href, 'a sidebar link to another page').toBeDefined();
  await page.locator(`aside.rp-doc-layout__sidebar a.rp-sidebar-item[href="${href}"]`).first().click();
  await waitForPage(page, href!, builtHeading(href!));
  return href!;
}

/** The scripts a page's HTML loads before any interaction. */
function initialScripts(route: string) {
  const file = route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`;
  const html = fs.readFileSync(path.join(DOC_BUILD, file), 'utf8');
  return [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src).filter((src) => src.startsWith('/'));
}

function readBuilt(src: string) {
  return fs.readFileSync(path.join(DOC_BUILD, src.replace(/^\//, '')), 'utf8');
}

const PARTS = {
  navbar: '.rp-nav',
  sidebar: 'aside.rp-doc-layout__sidebar',
  outline: 'aside.rp-doc-layout__outline',
  footer: '.rp-doc-footer, .repack-footer',
} as const;
type Part = keyof typeof PARTS;

describe('1. hiding page parts from the URL', () => {
  const cases: [string, Part[]][] = [
    ['?navbar=0', ['navbar']],
    ['?sidebar=0', ['sidebar']],
    ['?outline=0', ['outline']],
    ['?footer=0', ['footer']],
    ['?navbar=0&footer=0', ['navbar', 'footer']],
    ['?sidebar=0&outline=0', ['sidebar', 'outline']],
    ['?navbar=0&sidebar=0&outline=0&footer=0', ['navbar', 'sidebar', 'outline', 'footer']],
  ];

  it.each(cases)('%s hides %j and nothing else', async (query, hidden) => {
    const page = await open(GUIDE + query);
    for (const [part, selector] of Object.entries(PARTS) as [Part, string][]) {
      if (hidden.includes(part)) await poll(() => page.locator(selector).count(), `${part} hidden`).toBe(0);
      else expect(await page.locator(selector).first().isVisible(), `${part} shown`).toBe(true);
    }
    await poll(() => page.locator('.rspress-doc h1').first().isVisible()).toBe(true);
    if (hidden.includes('navbar')) {
      // The sticky sidebar and outline no longer leave room for a nav bar.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--rp-nav-height').trim())).toBe('0px');
    }
  });

  it('hides the site footer of the home page too', async () => {
    const page = await open('/');
    expect(await page.locator('.repack-footer').isVisible()).toBe(true);
    await page.goto(`${siteUrl()}/?footer=0`);
    await waitForHydration(page);
    await poll(() => page.locator('.repack-footer').count()).toBe(0);
  });
});

describe('2. content and appearance animations', () => {
  it('fades the content in after a navigation', async () => {
    const page = await open(GUIDE, {}, recordMotion);
    expect((await motion(page)).animations).not.toContain('repack-content-fade');
    await followSidebarLink(page);
    await poll(async () => (await motion(page)).animations).toContain('repack-content-fade');
  });

  it('does not animate the content for readers who prefer reduced motion', async () => {
    const page = await open(GUIDE, { reducedMotion: 'reduce' }, recordMotion);
    await followSidebarLink(page);
    // The fade would start with the page data (which also sets the title): wait two frames past it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect((await motion(page)).animations).not.toContain('repack-content-fade');
  });

  it('switches light/dark with a view transition (enableAppearanceAnimation is on)', async () => {
    const page = await open(GUIDE, { colorScheme: 'light' }, recordMotion);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect((await motion(page)).viewTransitions).toBe(1);
  });

  it('switches light/dark without a transition for readers who prefer reduced motion', async () => {
    const page = await open(GUIDE, { colorScheme: 'light', reducedMotion: 'reduce' }, recordMotion);
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect((await motion(page)).viewTransitions).toBe(0);
  });
});

describe('3. outline', () => {
  it('is titled "Contents"', async () => {
    const page = await open(GUIDE);
    expect((await page.locator('.rp-outline__title').first().innerText()).trim()).toBe('Contents');
  });

  it('marks the heading scrolled to within 72 px of the top as active', async () => {
    const page = await open(GUIDE);
    const headings = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLAnchorElement>('.rp-outline a.rp-toc-item')].map((link) => {
        const id = decodeURIComponent(link.hash.slice(1));
        const element = document.getElementById(id)!;
        const top = window.scrollY + element.getBoundingClientRect().top - Number.parseFloat(getComputedStyle(element).paddingTop);
        return { id, top };
      }),
    );
    expect(headings.length).toBeGreaterThan(3);
    const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    // A heading well apart from the previous one and far enough from the bottom of the page.
    const index = headings.findIndex((heading, i) => i > 0 && heading.top - headings[i - 1].top > 60 && heading.top + 200 < maxScroll);
    expect(index).toBeGreaterThan(0);
    const active = () => page.evaluate(() => decodeURIComponent(document.querySelector<HTMLAnchorElement>('.rp-outline a.rp-toc-item--active')?.hash.slice(1) ?? ''));

    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(headings[index].top - 72) + 1);
    await poll(active).toBe(headings[index].id);
    await page.evaluate((y) => window.scrollTo(0, y), Math.floor(headings[index].top - 72) - 20);
    await poll(active).toBe(headings[index - 1].id);
    await page.evaluate(() => window.scrollTo(0, 0));
    await poll(active).toBe(headings[0].id);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await poll(active).toBe(headings.at(-1)!.id);
  });
});

describe('4. doc footer', () => {
  it('shows the last-updated date, the edit link and the previous and next pages', async () => {
    const page = await open(GUIDE);
    const footer = page.locator('.rp-doc-footer');
    await poll(() => footer.locator('.rp-last-updated').innerText()).toMatch(/^Last Updated: \S.*\d/);
    const edit = footer.getByRole('link', { name: 'Edit this page on GitHub' });
    expect(await edit.getAttribute('href')).toMatch(/^https:\/\/github\.com\/callstack\/repack-website\/edit\/main\/docs\/3\.x\/docs\/getting-started\.mdx?$/);
    const previous = footer.locator('a.rp-prev-next-page__prev');
    const next = footer.locator('a.rp-prev-next-page__next');
    expect(await previous.locator('.rp-prev-next-page__item__desc').innerText()).toBe('Previous Page');
    expect(await next.locator('.rp-prev-next-page__item__desc').innerText()).toBe('Next page');
    const nextHref = await next.getAttribute('href');
    await next.click();
    await waitForPage(page, nextHref!, builtHeading(nextHref!));
    await poll(() => page.locator('.rp-doc-footer a.rp-prev-next-page__prev').getAttribute('href')).toBe(GUIDE);
  });

  it('leaves the edit link out of generated API pages, which have no source file to edit', async () => {
    const page = await open('/api/repack/classes/RepackPlugin');
    await poll(() => page.locator('.rp-doc-footer .rp-last-updated').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Edit this page on GitHub' }).count()).toBe(0);
  });
});

describe('5. appearance and stored choices', () => {
  const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const storeAppearance = (value: string) => async (page: Page) => {
    await page.context().addInitScript(([key, stored]) => window.localStorage.setItem(key, stored), [APPEARANCE_KEY, value] as const);
  };

  it.each([
    ['dark', 'light', true],
    ['light', 'dark', false],
    ['auto', 'dark', true],
    ['auto', 'light', false],
    ['sepia', 'dark', true],
    ['sepia', 'light', false],
  ] as const)('stored %s with a %s system scheme shows dark: %s', async (stored, colorScheme, dark) => {
    const page = await open(GUIDE, { colorScheme }, storeAppearance(stored));
    expect(await isDark(page)).toBe(dark);
  });

  it.each(['auto', 'sepia'])('stored %s follows the system scheme as it changes', async (stored) => {
    const page = await open(GUIDE, { colorScheme: 'light' }, storeAppearance(stored));
    expect(await isDark(page)).toBe(false);
    await page.emulateMedia({ colorScheme: 'dark' });
    await poll(() => isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await poll(() => isDark(page)).toBe(false);
  });

  it(`keeps the choice under "${APPEARANCE_KEY}" across pages`, async () => {
    const page = await open(GUIDE, { colorScheme: 'light', reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await poll(() => page.evaluate((key) => window.localStorage.getItem(key), APPEARANCE_KEY)).toBe('dark');
    await page.goto(siteUrl() + OLD_GUIDE);
    await waitForHydration(page);
    expect(await isDark(page)).toBe(true);
    await page.getByRole('button', { name: 'Dark theme' }).first().click();
    await poll(() => isDark(page)).toBe(false);
    // Back to what the system prefers: stored as auto, which follows the system from now on.
    await poll(() => page.evaluate((key) => window.localStorage.getItem(key), APPEARANCE_KEY)).toBe('auto');
  });
});

describe('6. local search', () => {
  const input = (page: Page) => page.getByRole('combobox', { name: 'Search Docs' });
  const suggestions = (page: Page) => page.locator('.repack-search-panel [role="option"]');
  /** A message of the search engine's code (MiniSearch), to tell its chunk from the others. */
  const SEARCH_ENGINE_MARK = 'MiniSearch: document';
  const links = (page: Page) => page.locator('.repack-search-panel [role="option"] a').evaluateAll((found) => found.map((link) => link.getAttribute('href')));

  it('is not part of the first page load: panel and engine load when search opens', async () => {
    for (const route of ['/', GUIDE]) {
      for (const src of initialScripts(route)) {
        const code = readBuilt(src);
        expect(code, src).not.toContain(SEARCH_ENGINE_MARK);
        expect(code, src).not.toContain('Please try again with a different keyword');
      }
    }
    const requests: string[] = [];
    const page = await open(GUIDE, {}, async (p) => {
      p.on('request', (request) => requests.push(request.url()));
    });
    expect(requests.filter((url) => url.includes('search_index'))).toEqual([]);
    const scriptsBefore = new Set(requests);
    await page.getByRole('button', { name: /Search Docs/ }).first().click();
    await poll(() => input(page).isVisible()).toBe(true);
    await poll(() => requests.some((url) => /\/static\/search_index\.3_x\.en\.[\w]+\.json$/.test(url))).toBe(true);
    const loaded = requests.filter((url) => !scriptsBefore.has(url) && url.endsWith('.js'));
    const bodies = loaded.map((url) => readBuilt(new URL(url).pathname));
    expect(bodies.some((code) => code.includes(SEARCH_ENGINE_MARK))).toBe(true);
  });

  it('opens with Ctrl+K and Cmd+K, shows "Search Docs" and closes with Escape', async () => {
    const page = await open(GUIDE);
    for (const shortcut of ['Control+k', 'Meta+k']) {
      await page.keyboard.press(shortcut);
      await poll(() => input(page).isVisible()).toBe(true);
      expect(await input(page).getAttribute('placeholder')).toBe('Search Docs');
      await poll(() => input(page).evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      await poll(() => input(page).count()).toBe(0);
    }
  });

  it('lists at most 7 suggestions with the hit marked in a ~100 character snippet', async () => {
    const page = await open(GUIDE);
    await page.keyboard.press('Control+k');
    await input(page).fill('chunk');
    await poll(() => suggestions(page).count()).toBeGreaterThan(0);
    expect(await suggestions(page).count()).toBeLessThanOrEqual(7);
    const marks = await page.locator('.repack-search-panel [role="option"] mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe('chunk');
    const snippets = await page.locator('.repack-search-panel .rp-suggest-item__statement').allInnerTexts();
    for (const snippet of snippets) expect(snippet.length).toBeLessThanOrEqual(110);
  });

  it('moves with ArrowDown/ArrowUp and opens the selected suggestion with Enter', async () => {
    const page = await open(GUIDE);
    await page.keyboard.press('Control+k');
    await input(page).fill('chunk');
    await poll(() => suggestions(page).count()).toBeGreaterThan(2);
    const selected = () => page.locator('.repack-search-panel [role="option"][aria-selected="true"]').getAttribute('id');
    const ids = await suggestions(page).evaluateAll((items) => items.map((item) => item.id));
    expect(await selected()).toBe(ids[0]);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await poll(selected).toBe(ids[2]);
    await page.keyboard.press('ArrowUp');
    await poll(selected).toBe(ids[1]);
    const href = await suggestions(page).nth(1).locator('a').getAttribute('href');
    await page.keyboard.press('Enter');
    const target = new URL(href!, siteUrl());
    await page.waitForURL((url) => url.pathname === target.pathname);
    await poll(() => input(page).count()).toBe(0);
  });

  it('shows nothing for an empty query and says so when nothing matches', async () => {
    const page = await open(GUIDE);
    await page.keyboard.press('Control+k');
    await input(page).fill('chunk');
    await poll(() => suggestions(page).count()).toBeGreaterThan(0);
    await input(page).fill('');
    await poll(() => page.locator('.rp-search-panel__results').count()).toBe(0);
    await input(page).fill('zzqxjvw');
    await expect
      .poll(() => page.locator('.rp-search-panel__results').innerText())
      .toBe('No results for "zzqxjvw". Please try again with a different keyword.');
  });

  it('quotes text and code of the pages found, loading the text of those pages only', async () => {
    const pageTexts: string[] = [];
    const page = await open(GUIDE, {}, async (p) => {
      p.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/static/search/')) pageTexts.push(request.url());
      });
    });
    await page.keyboard.press('Control+k');
    await poll(() => input(page).isVisible()).toBe(true);
    expect(pageTexts).toEqual([]);
    // A name that appears only in a code block of the guide.
    await input(page).fill('isCompiledDependency');
    const quoted = page.locator('.repack-search-panel [role="option"]', { has: page.locator('.rp-suggest-item__statement mark') });
    await poll(() => quoted.count()).toBeGreaterThan(0);
    expect(await quoted.first().locator('.rp-suggest-item__statement mark').innerText()).toBe('isCompiledDependency');
    expect(await quoted.first().locator('a').getAttribute('href')).toMatch(/^\/docs\/[\w/-]+#[\w-]+$/);
    expect(pageTexts.length).toBeGreaterThan(0);
    expect(pageTexts.length).toBeLessThanOrEqual(7);
  });

  it('every page of the search indexes with text has its text file', () => {
    const dir = path.join(DOC_BUILD, 'static');
    const indexes = fs.readdirSync(dir).filter((file) => file.startsWith('search_index'));
    expect(indexes.length).toBe(2);
    for (const file of indexes) {
      const pages = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { routePath: string; content: string; toc: unknown[]; textFile?: string }[];
      expect(pages.filter((page) => page.textFile).length).toBeGreaterThan(100);
      for (const { routePath, content, toc, textFile } of pages) {
        if (!content) continue;
        expect(textFile, routePath).toMatch(/^static\/search\/[0-9a-f]+\.json$/);
        const text = JSON.parse(fs.readFileSync(path.join(DOC_BUILD, textFile!), 'utf8'));
        expect(text.charIndexes, routePath).toHaveLength(toc.length);
      }
    }
  });

  it('finds what readers type on the real panel: words of an identifier, a typo, an exact symbol name first', async () => {
    // A few queries of the relevance suite (e2e/search-relevance.e2e.ts), typed into the panel.
    const cases = [
      { route: GUIDE, query: 'modle federation', first: '/docs/module-federation' },
      { route: GUIDE, query: 'code signing', first: '/api/repack/classes/plugins.CodeSigningPlugin' },
      { route: OLD_GUIDE, query: 'DevServer', first: '/2.x/api/node/classes/DevServer' },
      { route: OLD_GUIDE, query: 'caching versioning', first: '/2.x/docs/code-splitting/caching-versioning' },
    ];
    for (const { route, query, first } of cases) {
      const page = await open(route);
      await page.keyboard.press('Control+k');
      await input(page).fill(query);
      await poll(async () => (await links(page))[0]?.split('#')[0], query).toBe(first);
    }
  });

  it("lists the other version's pages after the current version's, in a group labelled with the version", async () => {
    const page = await open(OLD_GUIDE);
    await page.keyboard.press('Control+k');
    // A 3.x API member: 2.x has little or nothing for it.
    await input(page).fill('invalidateScripts');
    const group = page.getByRole('group', { name: 'In the 3.x docs' });
    await poll(() => group.count()).toBe(1);
    const hrefs = await links(page);
    const inGroup = await group.locator('[role="option"] a').evaluateAll((found) => found.map((link) => link.getAttribute('href')));
    expect(inGroup[0]).toBe('/api/repack/client/classes/ScriptManager#invalidatescripts');
    // The current version's results come first; the group holds only 3.x pages, and is last.
    expect(hrefs.slice(hrefs.length - inGroup.length)).toEqual(inGroup);
    for (const href of hrefs.slice(0, hrefs.length - inGroup.length)) expect(href).toMatch(/^\/2\.x\//);
    for (const href of inGroup) expect(href).not.toMatch(/^\/2\.x\//);
    expect(hrefs.length).toBeLessThanOrEqual(7);
    // The group is a labelled group of options inside the listbox. (Each option holds its link, as the
    // theme's own panel does: axe's nested-interactive, which that structure has always had, is left out.)
    const { violations } = await new AxeBuilder({ page })
      .include('.repack-search-panel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .disableRules(['nested-interactive'])
      .analyze();
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  it("searches the index of the version being read first, the other version's after, only once search opens", async () => {
    const requests: string[] = [];
    const page = await open(OLD_GUIDE, {}, async (p) => {
      p.on('request', (request) => requests.push(new URL(request.url()).pathname));
    });
    expect(requests.filter((url) => url.includes('search_index'))).toEqual([]);
    await page.keyboard.press('Control+k');
    await input(page).fill('webpack');
    await poll(() => suggestions(page).count()).toBeGreaterThan(0);
    await poll(() => requests.filter((url) => url.includes('search_index')).length).toBe(2);
    const indexes = requests.filter((url) => url.includes('search_index'));
    expect(indexes[0]).toMatch(/search_index\.2_x\.en\./);
    expect(indexes[1]).toMatch(/search_index\.3_x\.en\./);
    // Outside the 3.x group, only 2.x pages.
    const own = await page
      .locator('.repack-search-panel [role="listbox"] > [role="option"] a')
      .evaluateAll((found) => found.map((link) => link.getAttribute('href')));
    expect(own.length).toBeGreaterThan(0);
    for (const href of own) expect(href).toMatch(/^\/2\.x\//);
    expect((await links(page)).length).toBeLessThanOrEqual(7);
  });
});

describe('8. image zoom', () => {
  const visibleImage = (page: Page) => page.locator('.rspress-doc img:visible').first();

  it('zooms a content image, and again after a client-side navigation; the library loads on demand', async () => {
    for (const src of initialScripts(GUIDE)) expect(readBuilt(src), src).not.toContain('medium-zoom-image--opened');
    const page = await open(GUIDE);
    await visibleImage(page).scrollIntoViewIfNeeded();
    await poll(() => visibleImage(page).getAttribute('class')).toContain('medium-zoom-image');
    await visibleImage(page).click();
    await poll(() => page.locator('.medium-zoom-overlay').isVisible()).toBe(true);
    // Escape closes the zoom once its opening animation is over.
    await poll(async () => {
      await page.keyboard.press('Escape');
      return page.evaluate(() => document.body.classList.contains('medium-zoom--opened'));
    }).toBe(false);

    // Another page with images, reached with the client-side router.
    const withImage = await page.evaluate(async () => {
      const links = [...document.querySelectorAll<HTMLAnchorElement>('aside.rp-doc-layout__sidebar a.rp-sidebar-item[href^="/"]')];
      for (const link of links) {
        if (link.pathname === location.pathname || link.offsetParent === null) continue;
        const html = await (await fetch(link.href)).text();
        if (/class="[^"]*\brspress-doc\b[^"]*"[\s\S]*<img /.test(html)) return link.getAttribute('href');
      }
      return null;
    });
    expect(withImage, 'another guide page with an image').toBeTruthy();
    await page.locator(`aside.rp-doc-layout__sidebar a.rp-sidebar-item[href="${withImage}"]`).first().click();
    await waitForPage(page, withImage!, builtHeading(withImage!));
    await poll(() => visibleImage(page).getAttribute('class')).toContain('medium-zoom-image');
    await visibleImage(page).scrollIntoViewIfNeeded();
    await visibleImage(page).click();
    await poll(() => page.locator('.medium-zoom-overlay').isVisible()).toBe(true);
  });
});

describe('9. code blocks', () => {
  it('labels the language and copies the code, showing "copied" for 2 s', async () => {
    const page = await open(GUIDE, { permissions: ['clipboard-read', 'clipboard-write'] });
    const block = page.locator('.rspress-doc .rp-codeblock:has(.repack-codeblock__lang)').first();
    await block.scrollIntoViewIfNeeded();
    const label = (await block.locator('.repack-codeblock__lang').innerText()).trim();
    expect(label).toMatch(/^[a-z0-9+#-]+$/);
    expect(await block.locator('pre').getAttribute('data-lang')).toBe(label);
    await block.hover();
    const button = block.locator('.rp-code-copy-button');
    await button.click();
    const copiedAt = Date.now();
    await poll(() => button.getAttribute('class')).toContain('rp-code-copy-button--copied');
    const code = await block.locator('pre code').innerText();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trim()).toBe(code.trim());
    expect(clipboard).not.toContain(`${label}\n`);
    await poll(() => button.getAttribute('class')).not.toContain('rp-code-copy-button--copied');
    const shown = Date.now() - copiedAt;
    expect(shown).toBeGreaterThanOrEqual(1800);
    expect(shown).toBeLessThan(3500);
  });
});

describe('9b. change markers in code blocks', () => {
  it('marks added and removed lines with their syntax colours and copies the code after the change', async () => {
    const page = await open('/contributing/writing-docs', { permissions: ['clipboard-read', 'clipboard-write'] });
    const block = page.locator('.rspress-doc .rp-codeblock:has(pre.has-diff)').first();
    await block.scrollIntoViewIfNeeded();
    const added = block.locator('.line.diff.add');
    const removed = block.locator('.line.diff.remove');
    expect(await added.innerText()).toBe("  mode: 'production',");
    expect(await removed.innerText()).toBe("  mode: 'development',");
    // every line on a line of its own
    const tops = await block.locator('.line').evaluateAll((lines) => lines.map((line) => Math.round(line.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(tops.length);
    expect(await added.locator('[class^="tk-"]').count()).toBeGreaterThan(0);
    // four focused lines (shown highlighted), one of them highlighted as well
    expect(await block.locator('.line.highlighted').count()).toBe(4);
    // the +/- signs are drawn, not text
    expect(await added.evaluate((line) => getComputedStyle(line, '::before').content + getComputedStyle(line, '::after').content)).toContain('+');
    expect(await block.locator('pre').innerText()).not.toContain('[!code');
    await block.hover();
    await block.locator('.rp-code-copy-button').click();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trimEnd()).toBe(
      [
        "import * as Repack from '@callstack/repack';",
        '',
        'export default {',
        "  mode: 'production',",
        '  plugins: [',
        '    new Repack.RepackPlugin(),',
        '  ],',
        '};',
      ].join('\n'),
    );
  });
});

describe('9c. synced tabs in the guides', () => {
  it('remembers the package manager and the platform a reader picks, on every page and version', async () => {
    const page = await open('/docs/getting-started');
    const installTabs = page.locator('.rspress-doc .rp-tabs', { has: page.getByRole('tab', { name: 'pnpm' }) }).first();
    await installTabs.scrollIntoViewIfNeeded();
    expect(await installTabs.getByRole('tab').allInnerTexts()).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    await installTabs.getByRole('tab', { name: 'pnpm' }).click();
    await poll(() => installTabs.locator('[role="tabpanel"]:not([aria-hidden="true"]) pre').innerText()).toMatch(/^pnpm add -D -E webpack@/);
    const platformTabs = page.locator('.rspress-doc .rp-tabs', { has: page.getByRole('tab', { name: 'iOS' }) }).first();
    await platformTabs.getByRole('tab', { name: 'iOS' }).click();
    await poll(() => platformTabs.getByRole('tab', { name: 'iOS' }).getAttribute('aria-selected')).toBe('true');

    // another page, another version: the same choices, after a reload too
    await page.goto(`${siteUrl()}/2.x/docs/getting-started`);
    await waitForHydration(page);
    for (let visit = 0; visit < 2; visit++) {
      const install = page.locator('.rspress-doc .rp-tabs', { has: page.getByRole('tab', { name: 'pnpm' }) }).first();
      await poll(() => install.getByRole('tab', { name: 'pnpm' }).getAttribute('aria-selected')).toBe('true');
      expect(await install.locator('[role="tabpanel"]:not([aria-hidden="true"]) pre').innerText()).toMatch(/^pnpm add -D -E webpack@5\.111\.1 .*@callstack\/repack@2\.5\.2$/);
      const platform = page.locator('.rspress-doc .rp-tabs', { has: page.getByRole('tab', { name: 'iOS' }) }).first();
      await poll(() => platform.getByRole('tab', { name: 'iOS' }).getAttribute('aria-selected')).toBe('true');
      await page.reload();
      await waitForHydration(page);
    }
  });
});

describe('10. scroll to top', () => {
  it('offers "Back to top" once a long page is scrolled', async () => {
    const page = await open(GUIDE);
    const button = page.locator('.rp-outline .rp-scroll-to-top');
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await poll(() => button.isVisible()).toBe(true);
    expect((await button.innerText()).trim()).toBe('Back to top');
    await button.click();
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

describe('11. a page whose code fails to load', () => {
  it('logs the error and loads the page in full instead of leaving a blank page', async () => {
    const errors: string[] = [];
    const loaded = new Set<string>();
    const page = await open(GUIDE, {}, async (p) => {
      p.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      p.on('response', (response) => loaded.add(new URL(response.url()).pathname));
    });
    // A stale tab after a deploy: the chunks this page has not loaded yet are gone.
    await page.context().route('**/static/js/async/**', (route) =>
      loaded.has(new URL(route.request().url()).pathname) ? route.continue() : route.abort('failed'),
    );
    const current = new URL(page.url()).pathname;
    const href = await page
      .locator('aside.rp-doc-layout__sidebar a.rp-sidebar-item[href^="/"]')
      .evaluateAll((anchors, here) => anchors.map((a) => a.getAttribute('href')).find((h) => h && h !== here && !h.endsWith('/')), current);
    expect(href).toBeTruthy();
    await page.locator(`aside.rp-doc-layout__sidebar a.rp-sidebar-item[href="${href}"]`).first().click();
    await waitForPage(page, href!, builtHeading(href!));
    expect(await page.locator('body').innerText()).not.toBe('');
    expect(errors.some((text) => text.includes('Loading a page failed'))).toBe(true);
  });
});

describe('12. analytics', () => {
  it('is not injected when not configured', async () => {
    const requests: string[] = [];
    const page = await open(GUIDE, {}, async (p) => {
      p.on('request', (request) => requests.push(request.url()));
    });
    expect(await page.locator('script[data-domain], script[src*="plausible"]').count()).toBe(0);
    expect(requests.filter((url) => url.includes('plausible'))).toEqual([]);
    expect(fs.readFileSync(path.join(DOC_BUILD, 'index.html'), 'utf8')).not.toContain('plausible');
  });
});

describe('writer toolkit: the writing guide and live previews', () => {
  const WRITING_GUIDE = '/contributing/writing-docs';

  it('renders every ```tsx preview block of the writing guide as a live component above its code', async () => {
    const page = await open(WRITING_GUIDE);
    await poll(() => page.locator('h1').first().innerText()).toContain('Writing docs');
    const previews = page.locator('figure.repack-preview');
    expect(await previews.count()).toBeGreaterThanOrEqual(7);
    // Each preview holds the rendered component first and its highlighted code after it.
    for (const preview of await previews.all()) {
      expect(await preview.locator('.repack-preview__result').count()).toBe(1);
      expect(await preview.locator('.repack-preview__code pre').count()).toBe(1);
    }
    const withText = (text: string) => previews.filter({ hasText: text });
    // Callout, Steps, FeatureCards and Diagram, rendered from the code under them.
    await poll(() => withText('Pin the versions').locator('.repack-preview__result .rp-callout').count()).toBe(1);
    await poll(() => withText('Install the packages').locator('.repack-preview__result .rp-steps h3').count()).toBe(3);
    const card = withText('Where to go next').locator('.repack-preview__result').getByRole('link', { name: 'Code splitting' });
    expect(await card.getAttribute('href')).toBe('/docs/code-splitting/concept');
    const diagram = withText('code-splitting-flow').locator('.repack-preview__result img');
    expect(await diagram.evaluateAll((images) => images.map((image) => image.getAttribute('src')))).toEqual([
      '/diagrams/code-splitting-flow.svg',
      '/diagrams/code-splitting-flow-dark.svg',
    ]);
    await poll(() => withText('install -D @callstack/repack webpack').locator('.repack-preview__result').getByRole('tab').count()).toBeGreaterThanOrEqual(3);

    // The two tab examples share groupId="platform": they are live components, and picking iOS in one switches both.
    const platformTabs = previews.filter({ hasText: 'groupId="platform"' });
    expect(await platformTabs.count()).toBe(2);
    await platformTabs.nth(0).locator('.repack-preview__result').getByRole('tab', { name: 'iOS' }).click();
    for (const index of [0, 1]) {
      await expect
        .poll(() => platformTabs.nth(index).locator('.repack-preview__result').getByRole('tab', { name: 'iOS' }).getAttribute('aria-selected'))
        .toBe('true');
    }
  });

  it('is linked from the footer of every version, and left out of the sidebars and the search indexes', async () => {
    for (const route of [GUIDE, OLD_GUIDE]) {
      const page = await open(route);
      const link = page.locator('footer').getByRole('link', { name: 'Writing docs' });
      expect(await link.getAttribute('href')).toBe(WRITING_GUIDE);
    }
    const guide = await open(WRITING_GUIDE);
    expect(await guide.locator('aside.rp-doc-layout__sidebar .rp-sidebar-item').count()).toBe(0);
    const indexes = fs.readdirSync(path.join(DOC_BUILD, 'static')).filter((file) => file.startsWith('search_index'));
    expect(indexes.length).toBeGreaterThan(0);
    for (const file of indexes) {
      expect(fs.readFileSync(path.join(DOC_BUILD, 'static', file), 'utf8'), file).not.toContain('writing-docs');
    }
  });
});
