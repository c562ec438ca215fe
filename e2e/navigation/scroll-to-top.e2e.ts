/** The "Back to top" button of the outline on the built site. */
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';

const { open } = useOpenPages();

describe('scroll to top: "Back to top" once a long page is scrolled', () => {
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
