/**
 * What the bench's command-line scripts share: the built site served as the host serves it (its
 * headers, HTTP/2 over TLS as Vercel and Netlify serve it, 127.0.0.1, a free port), one Chromium
 * with the bench's flags, and running `main` only when the file is the command.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { headersFor } from '../../deploy/security-headers.mjs';
import { createThrowawayTls, startStaticServer } from '../../deploy/static-server.mjs';

/** Chromium without the background traffic that would share the throttled network; `extraArgs` e.g. a served site's `chromiumArgs`. */
export function launchBenchChromium(extraArgs = []) {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  });
}

/**
 * Serves the site in `root` on 127.0.0.1 with the host's headers: over HTTP/2 and TLS (a throwaway
 * certificate, which Chromium launched with `chromiumArgs` trusts) as the hosts we deploy to do,
 * or, with `http1`, over HTTP/1.1 as the figures before 2026-11-28 16:00 were measured. On
 * HTTP/1.1 Chromium opens at most 6 connections per host and DevTools throttling holds each for a
 * whole request, so a page's 7th request waits a round trip for a connection (decisions/0011).
 */
export async function serveBenchSite(root, { http1 = false } = {}) {
  const tls = http1 ? undefined : await createThrowawayTls();
  const server = await startStaticServer({ root, port: 0, headersFor, tls });
  return {
    url: server.url,
    protocol: http1 ? 'HTTP/1.1' : 'HTTP/2',
    chromiumArgs: tls ? [`--ignore-certificate-errors-spki-list=${tls.spkiSha256}`] : [],
    close: server.close,
  };
}

/** Calls `use(site)` with the site in `root` served (`serveBenchSite`), and stops the server afterwards. */
export async function withServedSite(root, use, options) {
  const site = await serveBenchSite(root, options);
  try {
    return await use(site);
  } finally {
    await site.close();
  }
}

/** Calls `use(url, browser, site)` with the site served and a bench Chromium that trusts it, and closes both afterwards. */
export function withSiteAndBrowser(root, use, options) {
  return withServedSite(
    root,
    async (site) => {
      const browser = await launchBenchChromium(site.chromiumArgs);
      try {
        return await use(site.url, browser, site);
      } finally {
        await browser.close();
      }
    },
    options,
  );
}

/** Runs `main` when the module at `moduleUrl` is the command (not when it is imported), exiting non-zero on an error. */
export function runAsCommand(moduleUrl, main) {
  if (!process.argv[1] || path.resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/**
 * The command's options (`--name value` or `--name=value`) over `defaults`, by Node's `util.parseArgs`:
 * each default's type is its option's type (a number default takes a number, a boolean one is a flag).
 * An unknown option or a value that is not a number is an error naming `command`.
 */
export function readOptions(argv, defaults, command) {
  const options = Object.fromEntries(Object.entries(defaults).map(([name, value]) => [name, { type: typeof value === 'boolean' ? 'boolean' : 'string' }]));
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new Error(`${error.message} (see the top of ${command})`);
  }
  const read = { ...defaults };
  for (const [name, value] of Object.entries(values)) {
    if (typeof defaults[name] === 'number') {
      read[name] = Number(value);
      if (!Number.isFinite(read[name])) throw new Error(`--${name} needs a number, not "${value}" (see the top of ${command})`);
    } else read[name] = value;
  }
  return read;
}
