/**
 * Contracts with the installed @rspress/core's plugin driver (exported as `PluginDriver`): how it
 * registers built-in plugins and runs plugin hooks. Each test names what it guards.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { PluginDriver, type RspressPlugin, type UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import config from '../../rspress.config';
import { IMAGE_ZOOM_COMPONENT } from '../../plugins/image-zoom';

const RSPRESS_CORE = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));

/** The UI components Rspress itself adds (from its own package) for a config. */
async function rspressComponents(userConfig: UserConfig) {
  const driver = await PluginDriver.create(userConfig, true);
  const files = driver.globalUIComponents().map((component) => (Array.isArray(component) ? component[0] : component));
  return { own: files.filter((file) => file.startsWith(RSPRESS_CORE)), all: files };
}

describe('the plugin driver of @rspress/core', () => {
  it('the built-in zoom plugin is off with mediumZoom:false', async () => {
    expect(config.mediumZoom).toBe(false);
    const site = await rspressComponents(config);
    expect(site.own, "mediumZoom: false no longer keeps Rspress's built-in image zoom out: plugins/image-zoom would run beside it").toEqual([]);
    expect(site.all).toContain(IMAGE_ZOOM_COMPONENT);
    const withBuiltIn = await rspressComponents({ mediumZoom: true, plugins: [] });
    expect(withBuiltIn.own, 'mediumZoom no longer switches a zoom component of Rspress: check what plugins/image-zoom replaces').toHaveLength(1);
  });

  it('parallel hooks start in plugin list order', async () => {
    const seen: string[] = [];
    const appending = (name: string): RspressPlugin => ({
      name,
      modifySearchIndexData(pages) {
        const page = pages[0] as unknown as { content: string };
        seen.push(`${name} saw "${page.content}"`);
        page.content += name;
      },
    });
    const driver = await PluginDriver.create({ mediumZoom: false, plugins: [appending('first'), appending('second')] }, true);
    await driver.modifySearchIndexData([{ content: '' }] as never);
    expect(seen, 'requireListedBefore: synchronous hooks no longer run one after the other in plugin list order').toEqual(['first saw ""', 'second saw "first"']);
  });
});
