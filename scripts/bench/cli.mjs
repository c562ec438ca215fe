/**
 * What the bench's command-line scripts share: the built site served as the host serves it (its
 * headers, 127.0.0.1, a free port), one Chromium with the bench's flags, and running `main` only
 * when the file is the command.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { headersFor } from '../../deploy/security-headers.mjs';
import { startStaticServer } from '../../deploy/static-server.mjs';

/** Chromium without the background traffic that would share the throttled network. */
export function launchBenchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Calls `use(url)` with the site in `root` served on 127.0.0.1, and stops the server afterwards. */
export async function withServedSite(root, use) {
  const server = await startStaticServer({ root, port: 0, headersFor });
  try {
    return await use(server.url);
  } finally {
    await server.close();
  }
}

/** Calls `use(url, browser)` with the site served and a bench Chromium, and closes both afterwards. */
export function withSiteAndBrowser(root, use) {
  return withServedSite(root, async (url) => {
    const browser = await launchBenchChromium();
    try {
      return await use(url, browser);
    } finally {
      await browser.close();
    }
  });
}

/** Runs `main` when the module at `moduleUrl` is the command (not when it is imported), exiting non-zero on an error. */
export function runAsCommand(moduleUrl, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
