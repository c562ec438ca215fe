import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { ANNOUNCEMENT_STYLES, announcementPlugin } from './index';

const run = (plugin: ReturnType<typeof announcementPlugin>, config: UserConfig) =>
  (plugin.config as (config: UserConfig, utils: unknown, isProd: boolean) => UserConfig)(config, {}, true);

describe('announcementPlugin', () => {
  it('passes the announcement to the theme, keeping the rest of the theme configuration', () => {
    const plugin = announcementPlugin({ id: 'v4', message: ' Re.Pack 4 is out. ', link: { text: 'Upgrade', href: '/docs/migration-guides/4x' } });
    expect(run(plugin, { themeConfig: { hideNavbar: 'auto' } }).themeConfig).toEqual({
      hideNavbar: 'auto',
      announcement: { id: 'v4', message: 'Re.Pack 4 is out.', link: { text: 'Upgrade', href: '/docs/migration-guides/4x' } },
    });
    expect(run(announcementPlugin({ id: 'v4', message: 'Hello' }), {}).themeConfig).toEqual({ announcement: { id: 'v4', message: 'Hello' } });
  });

  it("adds the bar's styles to the site's CSS", () => {
    expect(announcementPlugin({ id: 'v4', message: 'Hello' }).globalStyles).toBe(ANNOUNCEMENT_STYLES);
    expect(fs.readFileSync(ANNOUNCEMENT_STYLES, 'utf8')).toContain('.repack-announcement-dismissed .repack-announcement');
  });

  it.each([
    [{ id: 'new version', message: 'Hi' }, /\{ id \}\) must be letters/],
    [{ id: 'v4', message: ' ' }, /\{ message \}\) must not be empty/],
    [{ id: 'v4', message: 'Hi', link: { text: 'Read', href: 'javascript:alert(1)' } }, /\{ link \}\) needs a text and an href/],
    [{ id: 'v4', message: 'Hi', link: { text: '', href: '/docs/' } }, /\{ link \}\) needs a text and an href/],
  ])('rejects %j, naming the configuration file', (options, message) => {
    expect(() => announcementPlugin(options)).toThrow(/^\[repack-announcement\] rspress\.config\.ts: /);
    expect(() => announcementPlugin(options)).toThrow(message);
  });
});
