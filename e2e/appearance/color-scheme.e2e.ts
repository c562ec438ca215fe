/** The light/dark choice on the built site: what is stored, the system scheme, and keeping it across pages. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GUIDE, OLD_GUIDE, poll, useOpenPages } from '../support/pages';
import { APPEARANCE_KEY, waitForHydration } from '../support/site-pages';

const { open, siteUrl } = useOpenPages();

describe('appearance: the stored light/dark choice and the system scheme', () => {
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
