/**
 * The local search panel on the built site: loaded when search opens, driven by the keyboard,
 * quoting the pages found, and searching the version being read before the other one. The ranking
 * itself is checked query by query in relevance.e2e.ts.
 */
import { AxeBuilder } from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE, OLD_GUIDE, initialScripts, poll, readBuilt, useOpenPages } from '../support/pages';
import { DOC_BUILD } from '../support/site-pages';
import { CANDIDATE_PAGES } from '../../theme/logic/search/localIndex';
import { SENTENCE_LENGTH } from '../../theme/logic/search/match';

const { open, siteUrl } = useOpenPages();

describe('local search: loaded when opened, keyboard-driven, the version read first', () => {
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

  it('lists at most 7 suggestions with the hit marked in a snippet of one sentence at most', async () => {
    // The other version's results replace some of the first ones once its index arrives: the
    // index is held back so that both lists are read, each for as long as needed.
    let releaseOtherIndex = () => {};
    const otherIndexHeld = new Promise<void>((resolve) => (releaseOtherIndex = resolve));
    const page = await open(GUIDE, {}, async (p) => {
      await p.route(/search_index\.2_x\./, async (route) => {
        await otherIndexHeld;
        await route.continue();
      });
    });
    await page.keyboard.press('Control+k');
    await input(page).fill('chunk');
    await poll(() => suggestions(page).count()).toBeGreaterThan(0);
    const checkList = async (stage: string) => {
      expect(await suggestions(page).count(), stage).toBeLessThanOrEqual(7);
      const marks = await page.locator('.repack-search-panel [role="option"] mark').allInnerTexts();
      expect(marks.length, stage).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.toLowerCase(), stage).toBe('chunk');
      // A sentence is quoted whole up to SENTENCE_LENGTH characters, else cut with an ellipsis at each end.
      const snippets = await page.locator('.repack-search-panel .rp-suggest-item__statement').allInnerTexts();
      expect(snippets.length, stage).toBeGreaterThan(0);
      for (const snippet of snippets) expect(snippet.length, `${stage}: ${snippet}`).toBeLessThanOrEqual(SENTENCE_LENGTH + 2);
    };
    expect(await links(page)).not.toContainEqual(expect.stringMatching(/^\/2\.x\//));
    await checkList('3.x only');
    releaseOtherIndex();
    await poll(async () => (await links(page)).some((href) => href?.startsWith('/2.x/'))).toBe(true);
    await checkList('with 2.x');
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
    expect(pageTexts.length).toBeLessThanOrEqual(CANDIDATE_PAGES);
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

  // Four pages opened one after another: on a loaded machine each open takes 10 s or more.
  it('finds what readers type on the real panel: words of an identifier, a typo, an exact symbol name first', { timeout: 120_000 }, async () => {
    // A few queries of the relevance suite (e2e/search/relevance.e2e.ts), typed into the panel.
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
