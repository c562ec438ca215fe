import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export const DESKTOP = { width: 1440, height: 900 };
export const MOBILE = { width: 375, height: 812 };

/** Connects to the browser started by the global setup for the whole test file. */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserWsEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    siteUrl: () => inject('siteUrl'),
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await browser.newContext({ viewport: DESKTOP, ...options });
      return context.newPage();
    },
  };
}
