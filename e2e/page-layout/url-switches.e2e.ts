/**
 * Hiding parts of a page from its URL (`?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0`), which
 * Rspress 1 had and Rspress 2 dropped, on the built site. The frontmatter switches are checked on a
 * fixture site, in layout-options.e2e.ts.
 */
import { describe, expect, it } from 'vitest';
import { GUIDE, poll, useOpenPages } from '../support/pages';
import { waitForHydration } from '../support/site-pages';

const { open, siteUrl } = useOpenPages();

const PARTS = {
  navbar: '.rp-nav',
  sidebar: 'aside.rp-doc-layout__sidebar',
  outline: 'aside.rp-doc-layout__outline',
  footer: '.rp-doc-footer, .repack-footer',
} as const;
type Part = keyof typeof PARTS;

describe('page layout: URL switches hide the nav bar, sidebar, outline and footer', () => {
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
