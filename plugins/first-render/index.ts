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
 */
import fs from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';
import { logger, type RspressPlugin } from '@rspress/core';
import { compileSheet, type CompiledSheet } from 'beasties/compiler';
import { createProcessor } from 'beasties/runtime';
import { listHtmlFiles } from '../../deploy/security-headers.mjs';
import { DARK_APPEARANCE_CLASSES } from '../rspress-internals';

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

export function firstRenderPlugin(): RspressPlugin {
  return {
    name: PLUGIN_NAME,
    builderConfig: { plugins: [pluginEntryScriptsFirst()] },
    // Synchronous on purpose: plugins' afterBuild hooks run concurrently, and those listed after (plugins/seo's checks) read the finished pages.
    afterBuild(config, isProd) {
      if (!isProd) return;
      const pages = inlineCriticalCss(path.resolve(config.outDir ?? 'doc_build'), config.base ?? '/');
      logger.info(`[${PLUGIN_NAME}] critical CSS inlined in ${pages} pages`);
    },
  };
}
