/** The "Back to top" button of the outline on the built site (with reduced motion: e2e/accessibility/wcag22.e2e.ts). */
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';

const { open } = useOpenPages();

describe('scroll to top: "Back to top" once a long page is scrolled', () => {
  it('offers "Back to top" once a long page is scrolled, and scrolls smoothly back up', async () => {
    const page = await open(GUIDE, { reducedMotion: 'no-preference' });
    const button = page.locator('.rp-outline .rp-scroll-to-top');
    expect(await button.count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await poll(() => button.isVisible()).toBe(true);
    expect((await button.innerText()).trim()).toBe('Back to top');
    await button.click();
    // Smooth: still on its way one frame after the click (with reduced motion it jumps).
    expect(await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(window.scrollY))))).toBeGreaterThan(0);
    await poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
