import { describe, expect, it } from 'vitest';
import { useBrowser } from './browser';
import { pageHeading, waitForHydration, waitForPage } from './site-pages';

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
