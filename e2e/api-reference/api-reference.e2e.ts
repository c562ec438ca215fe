import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { pageHeading, waitForHydration, waitForPage } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();
const poll = (read: () => Promise<unknown>) => expect.poll(read, { timeout: 15_000 });

describe('API reference', () => {
  it.each([
    ['/api/repack/classes/RepackPlugin', 'RepackPlugin', ['constructor', 'apply']],
    ['/api/repack/client/classes/ScriptManager', 'ScriptManager', ['shared', 'addresolver', 'loadscript']],
    ['/2.x/api/react-native/classes/ChunkManager', 'ChunkManager', ['configure', 'loadchunk', 'resolvechunk']],
  ])('%s renders the members of %s', async (route, name, memberIds) => {
    const page = await newPage();
    const response = await page.goto(siteUrl() + route);
    expect(response?.status()).toBe(200);
    await poll(() => pageHeading(page)).toBe(name);
    for (const id of memberIds) {
      expect(await page.locator(`h3#${id}`).count(), `${route}#${id}`).toBe(1);
    }
    await page.context().close();
  });

  it('links a constructor parameter type to its own page', async () => {
    const page = await newPage();
    await page.goto(`${siteUrl()}/api/repack/classes/RepackPlugin`);
    await waitForHydration(page);
    const link = page.locator('main a[href="/api/repack/interfaces/RepackPluginConfig"]').first();
    await link.click();
    await waitForPage(page, '/api/repack/interfaces/RepackPluginConfig', 'RepackPluginConfig');
    await page.context().close();
  });

  it.each([
    { size: 'desktop', viewport: DESKTOP },
    { size: 'mobile', viewport: MOBILE },
  ])('lists properties in a table with linked types, member anchors and a source link, without widening the page ($size)', async ({ viewport }) => {
    const page = await newPage({ viewport });
    await page.goto(`${siteUrl()}/api/repack/interfaces/RepackPluginConfig#devserver`);
    await waitForHydration(page);
    const table = page.locator('main table').first();
    expect(await table.locator('th').allInnerTexts()).toEqual(['Property', 'Type', 'Description']);
    const row = table.locator('tr', { has: page.locator('span#devserver') });
    expect(await row.locator('td').first().innerText()).toBe('devServer optional');
    await row.locator('a[href="/api/repack/interfaces/DevServerOptions"]').click();
    await waitForPage(page, '/api/repack/interfaces/DevServerOptions', 'DevServerOptions');
    await page.goBack();
    await waitForPage(page, '/api/repack/interfaces/RepackPluginConfig', 'RepackPluginConfig');
    const source = page.getByRole('link', { name: 'packages/repack/src/webpack/plugins/RepackPlugin.ts, line 12' });
    expect(await source.getAttribute('href')).toBe(
      'https://github.com/callstack/repack/blob/@callstack/repack@3.7.0/packages/repack/src/webpack/plugins/RepackPlugin.ts#L12',
    );
    // the page never scrolls sideways; a table too wide for the screen scrolls in its own region
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    const container = table.locator('xpath=..');
    const overflows = await container.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    expect(await container.getAttribute('tabindex')).toBe(overflows ? '0' : null);
    await page.context().close();
  });

  it.each(['/api/repack/classes/plugins.JavaScriptLooseModePlugin', '/2.x/api/node/classes/JavaScriptLooseModePlugin'])(
    'shows the full name of %s in the sidebar at 375 px',
    async (route) => {
      const page = await newPage({ viewport: MOBILE });
      await page.goto(siteUrl() + route);
      await waitForHydration(page);
      await page.getByRole('button', { name: /menu/i }).last().click();
      await poll(() => page.locator('.rp-doc-layout__sidebar--open').count()).toBe(1);
      const link = page.locator(`.rp-doc-layout__sidebar a[href="${route}"]`);
      await poll(() => link.isVisible()).toBe(true);
      const text = link.locator('.rp-doc');
      const name = route.split('/').pop()!;
      expect(await text.innerText().then((t) => t.replace(/\s+/g, ''))).toBe(name);
      // nothing cut off: the text fits its box and the box fits the sidebar
      const fit = await text.evaluate((element) => {
        const sidebar = element.closest('.rp-doc-layout__sidebar')!.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return { clipped: element.scrollWidth > element.clientWidth + 1, inside: box.right <= sidebar.right + 1 };
      });
      expect(fit).toEqual({ clipped: false, inside: true });
      await page.context().close();
    },
  );

  it('is in the 2.x search index: searching a 2.x page finds ChunkManager', async () => {
    const page = await newPage();
    await page.goto(`${siteUrl()}/2.x/docs/getting-started`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Search Docs' });
    await poll(() => input.isVisible()).toBe(true);
    await input.fill('ChunkManager');
    const selected = page.locator('.repack-search-panel [role="option"][aria-selected="true"] a');
    await poll(() => selected.getAttribute('href')).toBe('/2.x/api/react-native/classes/ChunkManager');
    await expect(input.getAttribute('aria-activedescendant')).resolves.toBeTruthy();
    await page.keyboard.press('Enter');
    await waitForPage(page, '/2.x/api/react-native/classes/ChunkManager', 'ChunkManager');
    await page.context().close();
  });
});
