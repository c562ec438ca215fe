/**
 * Rspress plugin: the app's scripts start after the first paint (see shared/app-scripts.mjs).
 *
 * Every page is complete as server-rendered HTML, and Lighthouse's simulated LCP charges a page
 * with every request that ends before its largest paint: the five deferred bundle scripts and
 * the page chunk preload (about 140 KB gzip) found in the `<head>` started at once, competing
 * with the CSS and the font on a slow link. After the build, each page's `<head>` lists them on
 * one async loader script instead, which requests them once the page has painted, or at the
 * reader's first key press or touch.
 *
 * The files a page's first load runs start with V8's compile hint (`COMPILE_HINT`).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { listHtmlFiles } from '../../deploy/security-headers.mjs';
import { LOADER_SOURCE, loaderListsOf, loaderTagOf } from '../../shared/app-scripts.mjs';
import { deferSsgAppScripts } from '../rspress-internals';

export const PLUGIN_NAME = 'repack-script-loading';

/** `static/js/boot.<hash>.js`: hashed like the bundle's files, so hosts cache it as immutable. */
export const loaderFileName = (source: string = LOADER_SOURCE) =>
  `static/js/boot.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment). Without it, V8
 * compiles each function on the main thread when it is first called: a guide's load at 4× CPU
 * spent about 380 ms of main-thread time compiling React, the runtime and the theme as they ran
 * (47 ms with the hint). A file that starts with it is compiled whole while it streams in, off
 * the main thread. Only for the files a page runs at once (the bundle, the page and its
 * section), whose functions are nearly all called: the chunks loaded later stay lazy.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts `COMPILE_HINT` at the top of the script at `file` (once), and moves the mappings of its
 * source map, when it has one, one line down with it. The hash in the file's name is of its
 * content without the hint; the hint is the same line for every file, so the name still changes
 * exactly when the content does (hosts cache these files as immutable).
 */
export function addCompileHint(file: string): void {
  const source = fs.readFileSync(file, 'utf8');
  if (source.startsWith(COMPILE_HINT)) return;
  fs.writeFileSync(file, COMPILE_HINT + source);
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  fs.writeFileSync(mapFile, JSON.stringify(map));
}

/**
 * Writes the loader into `outDir`, rewrites every page of it and gives the scripts the pages list
 * the compile hint; returns how many pages changed and the files (from `outDir`) given the hint.
 * A page whose tags Rspress writes differently is left as it was (and the e2e test of the
 * loader, e2e/performance/script-loading.e2e.ts, fails).
 */
export function deferAppScriptsInSite(outDir: string, base = '/'): { pages: number; compiledOnLoad: string[] } {
  const loaderFile = loaderFileName();
  fs.mkdirSync(path.join(outDir, path.dirname(loaderFile)), { recursive: true });
  fs.writeFileSync(path.join(outDir, loaderFile), LOADER_SOURCE);
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const firstLoad = new Map<string, string>();
  let pages = 0;
  for (const file of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const rewritten = deferSsgAppScripts(html, `${prefix}${loaderFile}`, prefix);
    const tag = loaderTagOf(rewritten);
    if (tag) {
      const { scripts, preloads } = loaderListsOf(tag);
      for (const url of [...scripts, ...preloads]) firstLoad.set(url.startsWith(prefix) ? url.slice(prefix.length) : url, path.relative(outDir, file));
    }
    if (rewritten === html) continue;
    fs.writeFileSync(file, rewritten);
    pages += 1;
  }
  for (const [script, page] of firstLoad) {
    const file = path.join(outDir, script);
    if (!fs.existsSync(file)) throw new Error(`${PLUGIN_NAME}: ${page} loads ${script}, which is not in ${outDir}`);
    addCompileHint(file);
  }
  return { pages, compiledOnLoad: [...firstLoad.keys()].sort() };
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
