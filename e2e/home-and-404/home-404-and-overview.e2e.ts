/** The home page, the 404 page and the overview pages of the built site, at desktop and mobile size. */
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE } from '../support/browser';
import { VIEWPORTS, footer, useVisits } from '../support/pages';
import { waitForPage } from '../support/site-pages';

const { visit, close } = useVisits();

const featureTitles = (debugging: string) => [
  'Webpack-powered solution',
  'Code Splitting',
  debugging,
  'Fully-featured development server',
  'Develop and bundle for any platform',
  'Configure it your way',
];
/** Re.Pack 2 broadcasts its logs to Flipper; Re.Pack 3 has no Flipper code, only the Hermes inspector endpoints. */
const FEATURES: Record<string, string[]> = {
  '/': featureTitles('Debugging with the Hermes inspector'),
  '/2.x/': featureTitles('Built-in Flipper support'),
};

describe('home page', () => {
  describe.each(VIEWPORTS)('on %s', (_, viewport) => {
    it.each([
      ['/', '/docs/getting-started', '/docs/about'],
      ['/2.x/', '/2.x/docs/getting-started', '/2.x/docs/about'],
    ])('%s shows the banner heading, version-aware actions, the feature cards and the footer', async (route, start, learn) => {
      const { page, status, problems } = await visit(route, { viewport });
      expect(status).toBe(200);
      const h1 = page.locator('h1');
      await expect.poll(() => h1.count()).toBe(1);
      expect(await h1.textContent()).toBe('Re.Pack');
      expect(await page.getByText('A toolkit to build your React Native application with Webpack').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe(start);
      expect(await page.getByRole('link', { name: 'Learn more' }).getAttribute('href')).toBe(learn);

      const cards = page.getByRole('region', { name: 'Features' }).getByRole('listitem');
      expect(await cards.locator('h2').allTextContents()).toEqual(FEATURES[route]);
      for (const icon of await cards.locator('.repack-feature__icon').all()) expect(await icon.getAttribute('aria-hidden')).toBe('true');

      const message = footer(page).getByText('Copyright © 2024 Callstack Open Source');
      expect(await message.isVisible()).toBe(true);
      const footerBelowFeatures = await page.evaluate(() => {
        const features = document.querySelector('.repack-features')!.getBoundingClientRect();
        return document.querySelector('footer.repack-footer')!.getBoundingClientRect().top >= features.bottom;
      });
      expect(footerBelowFeatures).toBe(true);
      expect(problems).toEqual([]);
      await close(page);
    });
  });

  it('lays the cards out 3 per row on desktop (span 4 of 12) and one per row on mobile', async () => {
    for (const [viewport, perRow] of [
      [DESKTOP, 3],
      [MOBILE, 1],
    ] as const) {
      const { page } = await visit('/', { viewport });
      const tops = await page.locator('.repack-features__item').evaluateAll((items) => items.map((item) => item.getBoundingClientRect().top));
      expect(tops.filter((top) => top === tops[0])).toHaveLength(perRow);
      await close(page);
    }
  });

  it('keeps the 2.x actions inside 2.x when followed', async () => {
    const { page } = await visit('/2.x/');
    await page.getByRole('link', { name: 'Get started' }).click();
    await waitForPage(page, '/2.x/docs/getting-started', 'Getting Started');
    await page.goBack();
    await page.getByRole('link', { name: 'Learn more' }).click();
    await waitForPage(page, '/2.x/docs/about', 'About Re.Pack');
    await close(page);
  });
});

describe('404 page', () => {
  describe.each(VIEWPORTS)('on %s', (_, viewport) => {
    it.each([
      ['/2.x/no/such', '/2.x/'],
      ['/no/such', '/'],
    ])('%s answers 404 and links home to %s, without console errors', async (route, home) => {
      const { page, status, problems } = await visit(route, { viewport });
      expect(status).toBe(404);
      expect(await page.getByRole('main').getByText('404', { exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('PAGE NOT FOUND');
      const takeMeHome = page.getByRole('link', { name: 'Take me home' });
      await expect.poll(() => takeMeHome.getAttribute('href')).toBe(home);
      expect(problems).toEqual([]);
      await close(page);
    });
  });

  it('takes a 2.x reader to the 2.x home', async () => {
    const { page } = await visit('/2.x/no/such');
    const takeMeHome = page.getByRole('link', { name: 'Take me home' });
    await expect.poll(() => takeMeHome.getAttribute('href')).toBe('/2.x/');
    await takeMeHome.click();
    await waitForPage(page, '/2.x/', 'Re.Pack');
    await close(page);
  });
});

describe('overview page', () => {
  it.each([
    ['/docs/', '/docs/about'],
    ['/2.x/docs/', '/2.x/docs/about'],
  ])('%s lists the sidebar groups with page links and headings', async (route, aboutLink) => {
    const { page, status } = await visit(route);
    expect(status).toBe(200);
    const overview = page.locator('.rp-overview');
    expect(await overview.locator('h1').textContent()).toContain('Docs overview');
    const groups = await overview.locator('h2').allTextContents();
    expect(groups.map((text) => text.replace(/#$/, ''))).toEqual(expect.arrayContaining(['Others', 'Code Splitting']));
    expect(await overview.locator(`a[href="${aboutLink}"]`).count()).toBeGreaterThan(0);
    expect(await overview.locator(`a[href^="${aboutLink}#"]`).count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Overview' }).first().getAttribute('href')).toBe(route);
    await close(page);
  });
});
