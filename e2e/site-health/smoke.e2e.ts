import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const { newPage, siteUrl } = useBrowser();

describe('smoke: each version serves its pages, an unknown path gets the 404 page', () => {
  it.each([
    ['/', 'Re.Pack'],
    ['/2.x/', 'Re.Pack'],
    ['/docs/getting-started', 'Getting Started'],
    ['/2.x/docs/getting-started', 'Getting Started'],
  ])('%s renders its heading', async (route, heading) => {
    const page = await newPage();
    const response = await page.goto(siteUrl() + route);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('h1').first().textContent()).toContain(heading);
    await page.context().close();
  });

  it('answers an unknown path with status 404 and the 404 page', async () => {
    const page = await newPage();
    const response = await page.goto(`${siteUrl()}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByText('PAGE NOT FOUND', { exact: false }).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
