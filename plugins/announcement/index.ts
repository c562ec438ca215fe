import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

export interface AnnouncementPluginOptions {
  /** Names the announcement: a reader who dismissed it sees it again only once the `id` changes. */
  id: string;
  /** Plain text, one short sentence. */
  message: string;
  /** An optional link after the message (a site path or an absolute URL). */
  link?: { text: string; href: string };
}

/** The bar's styles: part of the site's CSS only when an announcement is configured. */
export const ANNOUNCEMENT_STYLES = path.join(__dirname, '..', '..', 'theme', 'components', 'AnnouncementBar', 'AnnouncementBar.css');

const problem = (what: string) => new Error(`[repack-announcement] rspress.config.ts: announcementPlugin(${what}`);

/**
 * A dismissible message above the nav bar of every page (theme/components/AnnouncementBar),
 * for example a new major version: passed to the theme as `themeConfig.announcement`. The bar
 * hides itself before paint with a small inline script whose hash `npm run deploy:config`
 * records for the CSP, like Rspress's own inline script.
 */
export function announcementPlugin({ id, message, link }: AnnouncementPluginOptions): RspressPlugin {
  if (!/^[\w.-]+$/.test(id ?? '')) throw problem(`{ id }) must be letters, digits, ".", "-" or "_", got "${id}"`);
  if (!message?.trim()) throw problem('{ message }) must not be empty');
  if (link && (!link.text?.trim() || !/^(\/|https:\/\/)/.test(link.href ?? ''))) {
    throw problem(`{ link }) needs a text and an href starting with "/" or "https://", got ${JSON.stringify(link)}`);
  }
  const announcement = { id, message: message.trim(), ...(link ? { link } : {}) };
  return {
    name: 'repack-announcement',
    globalStyles: ANNOUNCEMENT_STYLES,
    config(config) {
      return { ...config, themeConfig: { ...config.themeConfig, announcement } as typeof config.themeConfig };
    },
  };
}
