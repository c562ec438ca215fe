import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { pageHeading, waitForHydration, waitForPage } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();
const poll = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 15_000 });

const CHANGES = '/api/changes-from-2x';
const ENTRY = 'callstack-repack-client-chunkmanager';
const OLD_PAGE = '/2.x/api/react-native/classes/ChunkManager';
const NEW_PAGE = '/api/repack/client/classes/ScriptManager';

/** The mark under a page's title: the paragraph that opens with its bold label. */
const markOf = (page: Page, label: string) => page.locator('main p:has(> strong:first-child)', { has: page.locator('strong', { hasText: label }) });

describe('API changes from 2.x', () => {
  it('has the ChunkManager → ScriptManager entry, linked to both versions\' pages', async () => {
    const page = await newPage();
    const response = await page.goto(`${siteUrl()}${CHANGES}#${ENTRY}`);
    expect(response?.status()).toBe(200);
    await poll(() => pageHeading(page)).toBe('API changes from 2.x');
    const row = page.locator('main tr', { has: page.locator(`span#${ENTRY}`) });
    expect(await row.count()).toBe(1);
    const cells = row.locator('td');
    expect(await cells.nth(0).innerText()).toBe('Renamed or moved');
    expect(await cells.nth(1).locator('a').getAttribute('href')).toBe(OLD_PAGE);
    expect(await cells.nth(2).locator('a').getAttribute('href')).toBe(NEW_PAGE);
    expect(await cells.nth(3).innerText()).toContain('loadChunk → loadScript');
    await page.context().close();
  });

  it('marks the 3.x page "Changed since 2.x" and the 2.x page "In 3.x", each linking to the entry and to the other version', async () => {
    const page = await newPage();
    await page.goto(siteUrl() + NEW_PAGE);
    await waitForHydration(page);
    const mark = markOf(page, 'Changed since 2.x:');
    expect(await mark.innerText()).toMatch(/^Changed since 2\.x: renamed from ChunkManager/);
    expect(await mark.locator(`a[href="${OLD_PAGE}"]`).count()).toBe(1);
    await mark.locator(`a[href="${CHANGES}#${ENTRY}"]`).click();
    await waitForPage(page, CHANGES, 'API changes from 2.x');
    expect(new URL(page.url()).hash).toBe(`#${ENTRY}`);

    await page.goto(siteUrl() + OLD_PAGE);
    await waitForHydration(page);
    const oldMark = markOf(page, 'In 3.x:');
    expect(await oldMark.innerText()).toMatch(/^In 3\.x: ScriptManager, renamed/);
    expect(await oldMark.locator(`a[href="${CHANGES}#${ENTRY}"]`).count()).toBe(1);
    await oldMark.locator(`a[href="${NEW_PAGE}"]`).click();
    await waitForPage(page, NEW_PAGE, 'ScriptManager');
    await page.context().close();
  });

  it('marks a symbol 3.x added "New in 3.x", and the migration guide links its breaking changes to their entries', async () => {
    const page = await newPage();
    await page.goto(`${siteUrl()}/api/repack/classes/RepackPlugin`);
    await waitForHydration(page);
    expect(await markOf(page, 'New in 3.x:').innerText()).toMatch(/^New in 3\.x: not in 2\.x/);
    await page.goto(`${siteUrl()}/docs/migration-guides/repack-v2-to-v3`);
    await waitForHydration(page);
    expect(await page.locator(`main a[href="${CHANGES}#${ENTRY}"]`).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
