/**
 * Rspress plugin: the app's scripts start after the first paint (see shared/app-scripts.mjs).
 *
 * Every page is complete as server-rendered HTML, and Lighthouse's simulated LCP charges a page
 * with every request that ends before its largest paint: the five deferred bundle scripts and
 * the page chunk preload (about 140 KB gzip) found in the `<head>` started at once, competing
 * with the CSS and the font on a slow link. After the build, each page's `<head>` lists them on
 * one deferred loader script instead, which requests them once the page has painted, or at the
 * reader's first key press or touch.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listHtmlFiles } from '../../deploy/security-headers.mjs';
import { LOADER_SOURCE } from '../../shared/app-scripts.mjs';
import { deferSsgAppScripts } from '../rspress-internals';

export const PLUGIN_NAME = 'repack-script-loading';

/** `static/js/boot.<hash>.js`: hashed like the bundle's files, so hosts cache it as immutable. */
export const loaderFileName = (source: string = LOADER_SOURCE) =>
  `static/js/boot.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;

/**
 * Writes the loader into `outDir` and rewrites every page of it; returns how many pages changed.
 * A page whose tags Rspress writes differently is left as it was (and the e2e test of the
 * loader, e2e/performance/script-loading.e2e.ts, fails).
 */
export function deferAppScriptsInSite(outDir: string, base = '/'): number {
  const loaderFile = loaderFileName();
  fs.mkdirSync(path.join(outDir, path.dirname(loaderFile)), { recursive: true });
  fs.writeFileSync(path.join(outDir, loaderFile), LOADER_SOURCE);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  let changed = 0;
  for (const file of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = deferSsgAppScripts(html, `${prefix}${loaderFile}`, prefix);
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    changed += 1;
  }
  return changed;
}

export function scriptLoadingPlugin(): RspressPlugin {
  return {
    name: PLUGIN_NAME,
    // Synchronous on purpose: plugins' afterBuild hooks run concurrently, and the ones listed
    // after this one (the CSP check of plugins/seo) must read the rewritten pages.
    afterBuild(config, isProd) {
      if (!isProd) return;
      deferAppScriptsInSite(path.resolve(config.outDir ?? 'doc_build'), config.base ?? '/');
    },
  };
}

export default scriptLoadingPlugin;
