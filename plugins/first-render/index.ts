/**
 * Rspress plugin: what a page's first render waits for, and nothing else ahead of it.
 *
 * - Critical CSS (beasties, over the HTML the build wrote). On a slow link the stylesheet's
 *   `<link>` in `<head>` cost a round trip before anything painted (decisions/0011). beasties'
 *   compiler turns the stylesheet into a plan once; its runtime puts into each page, in a
 *   `<style>` where the stylesheet's `<link>` was, the rules whose selectors match that page's
 *   markup, turns that `<link>` into `<link rel="preload" as="style">` and appends the
 *   `<link rel="stylesheet">` to `<body>` (beasties' default strategy). No script and no `onload`
 *   attribute, so nothing the CSP's `script-src` must allow (its `style-src` allows inline styles).
 *   The parser inserts that stylesheet, so the deferred scripts wait for it: the app never renders
 *   with the critical rules alone.
 *   - Pages are matched as in the dark appearance (DARK_APPEARANCE_CLASSES on `<html>`, which
 *     Rspress's appearance script sets before the first paint), so neither appearance flashes:
 *     the light rules match either way (beasties does not evaluate `:not()`).
 *   - Rules whose selector is only `:where(…)` or `:is(…)` are critical (UNMATCHABLE_SELECTORS).
 *   - Every `@font-face` rule is critical: the theme names its fonts through custom properties
 *     (`--rp-font-family-base`), which beasties does not follow, and without the faces the first
 *     paint would use another font and the text would move when the stylesheet arrives.
 * - The entry's scripts are fetched at high priority (`fetchpriority="high"`; a deferred script is
 *   otherwise low): the first interaction waits for every one of them, not for the font or images.
 * - Every script of a preloaded chunk's `import()` is preloaded with it. Rspress preloads a page's
 *   route chunk only (node/route/routeChunkAssets), not the chunks the bundler split out of it (a
 *   component several pages share, the home layout's parts), which `import()` fetches beside it:
 *   the entry discovered those only once it ran, one more round trip before hydration (0.6 s on
 *   Slow 4G; decisions/0011, upstream report decisions/upstream/route-preload-misses-split-chunks.md).
 *   Same for plugins/route-table's section chunks.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { logger, type RspressPlugin } from '@rspress/core';
import { compileSheet, type CompiledSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { listHtmlFiles } from '../../deploy/security-headers.mjs';
import { BROWSER_ENVIRONMENT, DARK_APPEARANCE_CLASSES, SSG_SCRIPT_PRELOADS } from '../rspress-internals';

export const PLUGIN_NAME = 'repack-first-render';

/**
 * Selectors beasties cannot match, kept whole: it strips pseudo-classes before matching, so a selector that
 * is only `:where(…)` or `:is(…)` comes out empty and its rule is dropped. Rspress declares its colours so
 * (`:where(html:not(<dark class>))`, `:where(html<dark class>)`, `:where(:root)`).
 */
const UNMATCHABLE_SELECTORS = [/^:(?:where|is)\(/];

/**
 * beasties' plan of the stylesheet `css` served at `href`, with every `@font-face` rule critical.
 * Selectors are matched by the classes, ids, tags and attributes they name (`exact: false`), not by
 * their structure: beasties' structural matching drops the descendant combinator before a stripped
 * pseudo-class (a callout's `.callout :not(pre)>code` is matched as `.callout>code`), and a
 * rule too many costs less than a rule missing (0.3 KB gzip on a guide).
 */
export function compileStylesheet(css: string, href: string): CompiledSheet {
  const sheet = compileSheet(css, { href, allowRules: UNMATCHABLE_SELECTORS, exact: false });
  if (sheet.warnings.length) throw new Error(`[${PLUGIN_NAME}] ${href}: ${sheet.warnings.join('; ')}`);
  const rules = sheet.rules.map((rule) => {
    const { fontFace, ...rest } = rule;
    return fontFace ? { ...rest, always: true as const } : rule;
  });
  return { ...sheet, rules };
}

const HTML_TAG = /<html\b[^>]*>/i;

/** `html` with `classes` on its `<html>` element, and the function that takes them off again. */
function withRootClasses(html: string, classes: readonly string[], file: string): { html: string; restore: (processed: string) => string } {
  const tag = HTML_TAG.exec(html)?.[0];
  if (!tag) throw new Error(`[${PLUGIN_NAME}] ${file}: no <html> element`);
  if (/\sclass\s*=/i.test(tag)) throw new Error(`[${PLUGIN_NAME}] ${file}: <html> already has a class attribute (${tag}); matching pages as in the dark appearance needs it free`);
  const marked = tag.replace(/^<html/i, `<html class="${classes.join(' ')}"`);
  return {
    html: html.replace(tag, marked),
    restore: (processed) => {
      if (!processed.includes(marked)) throw new Error(`[${PLUGIN_NAME}] ${file}: beasties changed the <html> element`);
      return processed.replace(marked, tag);
    },
  };
}

/**
 * A function inlining the critical CSS of `sheets` into a page's HTML (`file` names the page in
 * errors). A stylesheet link with no plan fails, naming the page and the link.
 */
export function criticalCssInliner(sheets: CompiledSheet[]): (html: string, file: string) => string {
  const problems: string[] = [];
  const processor = createProcessor(sheets, { inlineFonts: true, preloadFonts: false, logger: { warn: (message) => problems.push(message) } });
  return (html, file) => {
    const page = withRootClasses(html, DARK_APPEARANCE_CLASSES, file);
    const processed = processor.process(page.html);
    if (problems.length) throw new Error(`[${PLUGIN_NAME}] ${file}: ${problems.splice(0).join('; ')}`);
    return page.restore(processed);
  };
}

/** Inlines the critical CSS into every page of `outDir` (stylesheets served under `base`); returns how many pages changed. */
export function inlineCriticalCss(outDir: string, base: string): number {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const stylesheets = fs
    .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.css'))
    .sort();
  const sheets = stylesheets.map((name) => compileStylesheet(fs.readFileSync(path.join(outDir, name), 'utf8'), `${prefix}${name.split(path.sep).join('/')}`));
  const inline = criticalCssInliner(sheets);
  let changed = 0;
  for (const file of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const processed = inline(html, path.relative(outDir, file));
    if (processed === html) continue;
    fs.writeFileSync(file, processed);
    changed += 1;
  }
  return changed;
}

/** Rsbuild plugin: the entry's `<script defer src>` tags in `<head>` get `fetchpriority="high"`. */
export function pluginEntryScriptsFirst(): RsbuildPlugin {
  return {
    name: `${PLUGIN_NAME}:entry-scripts-first`,
    setup(api) {
      api.modifyHTMLTags(({ headTags, bodyTags }) => ({
        headTags: headTags.map((tag) =>
          tag.tag === 'script' && tag.attrs?.src && tag.attrs.defer ? { ...tag, attrs: { ...tag.attrs, fetchpriority: 'high' } } : tag,
        ),
        bodyTags,
      }));
    },
  };
}

/**
 * For the script file of each chunk an `import()` names (`webpackChunkName`: Rspress's route chunks,
 * plugins/route-table's section chunks), every script file that `import()` fetches, its own first
 * (paths relative to the output folder).
 */
export type ImportScripts = Map<string, string[]>;

const scriptFilesOf = (chunks: readonly Rspack.Chunk[]) => chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** Rspack plugin: fills `scripts` from each emitted browser build's named async chunk groups. */
function recordImportScripts(scripts: ImportScripts): Rspack.RspackPluginInstance {
  const name = `${PLUGIN_NAME}:import-scripts`;
  return {
    apply(compiler) {
      // Once emitted: the file names' content hashes are final only then.
      compiler.hooks.afterEmit.tap(name, (compilation) => {
        scripts.clear();
        for (const group of compilation.chunkGroups) {
          const named = group.name === undefined || group.isInitial() ? undefined : group.chunks.find((chunk) => chunk.name === group.name);
          const [own] = named ? scriptFilesOf([named]) : [];
          if (own) scripts.set(own, [own, ...scriptFilesOf(group.chunks).filter((file) => file !== own)]);
        }
      });
    },
  };
}

const SCRIPT_SOURCES = /<script\b[^>]*\ssrc="([^"]*)"/g;

/** Rsbuild plugin: `scripts` filled from the browser build (`recordImportScripts`). */
function pluginImportScripts(scripts: ImportScripts): RsbuildPlugin {
  return {
    name: `${PLUGIN_NAME}:import-scripts`,
    setup(api) {
      api.modifyRspackConfig((config, { environment }) => {
        if (environment.name !== BROWSER_ENVIRONMENT) return;
        config.plugins ??= [];
        config.plugins.push(recordImportScripts(scripts));
      });
    },
  };
}

/**
 * `html` with, after each script preload of a chunk in `scripts`, the preloads of the other scripts
 * its `import()` fetches that the page neither preloads nor loads yet (hrefs are `prefix` + file; an entry
 * chunk can be one of them).
 */
export function withImportScriptPreloads(html: string, scripts: ImportScripts, prefix: string): string {
  const preloaded = new Set([...html.matchAll(SSG_SCRIPT_PRELOADS), ...html.matchAll(SCRIPT_SOURCES)].map((match) => match[1]));
  return html.replace(SSG_SCRIPT_PRELOADS, (tag, href: string) => {
    const file = href.startsWith(prefix) ? href.slice(prefix.length) : undefined;
    const missing = (file === undefined ? [] : (scripts.get(file) ?? []))
      .map((sibling) => `${prefix}${sibling}`)
      .filter((sibling) => !preloaded.has(sibling));
    for (const sibling of missing) preloaded.add(sibling);
    return tag + missing.map((sibling) => `<link rel="preload" href="${sibling}" as="script">`).join('');
  });
}

/** Adds to every page of `outDir` the preloads `withImportScriptPreloads` finds missing; returns how many pages changed. */
export function preloadImportScripts(outDir: string, base: string, scripts: ImportScripts): number {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  let changed = 0;
  for (const file of listHtmlFiles(outDir)) {
    const html = fs.readFileSync(file, 'utf8');
    const preloaded = withImportScriptPreloads(html, scripts, prefix);
    if (preloaded === html) continue;
    fs.writeFileSync(file, preloaded);
    changed += 1;
  }
  return changed;
}

export function firstRenderPlugin(): RspressPlugin {
  const importScripts: ImportScripts = new Map();
  return {
    name: PLUGIN_NAME,
    builderConfig: {
      plugins: [pluginEntryScriptsFirst(), pluginImportScripts(importScripts)],
    },
    // Synchronous on purpose: plugins' afterBuild hooks run concurrently, and those listed after (plugins/seo's checks) read the finished pages.
    // Listed after plugins/route-table, whose section chunk preloads are in the pages by then.
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const preloading = preloadImportScripts(outDir, config.base ?? '/', importScripts);
      const pages = inlineCriticalCss(outDir, config.base ?? '/');
      logger.info(`[${PLUGIN_NAME}] critical CSS inlined in ${pages} pages, split-out chunks preloaded in ${preloading}`);
    },
  };
}
