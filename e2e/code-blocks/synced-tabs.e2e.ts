/** Tabs in the guides of the built site (package manager, platform), kept in sync across pages and versions. */
import { describe, expect, it } from 'vitest';
import { poll, useOpenPages } from '../support/pages';
import { waitForHydration } from '../support/site-pages';

const { open, siteUrl } = useOpenPages();

describe("tabs in the guides: the reader's package manager and platform, on every page and version", () => {
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
