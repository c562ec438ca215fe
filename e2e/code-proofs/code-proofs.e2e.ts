/**
 * Proof marks on the built site (plugins/code-proofs): the line under a checked code block that says what
 * the guides harness proved for the page's version, none under a shell block, in the static HTML (readable
 * without JavaScript), with AA contrast in both appearances, and never in the code the copy button copies.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { GUIDE, OLD_GUIDE, useOpenPages } from '../support/pages';
import { DOC_BUILD, ROOT, useAppearance } from '../support/site-pages';

const { open } = useOpenPages();

/** The React Native version a version's fixture app installs: what its marks must name. */
function fixtureReactNative(version: string): string {
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'tests/guides/fixture-apps', version, 'package-lock.json'), 'utf8'));
  return lock.packages['node_modules/react-native'].version;
}

const GETTING_STARTED = [
  { route: GUIDE, version: '3.x', html: 'docs/getting-started.html' },
  { route: OLD_GUIDE, version: '2.x', html: '2.x/docs/getting-started.html' },
];
const CONFIG_BLOCK = '.rspress-doc .rp-codeblock:has(pre[data-lang="js"]):has(+ .repack-code-proof)';

describe('proof marks', () => {
  it.each(GETTING_STARTED)('follow the checked webpack configuration of $route and no shell block', async ({ route, version }) => {
    const page = await open(route, { permissions: ['clipboard-read', 'clipboard-write'] });
    const block = page.locator(CONFIG_BLOCK).first();
    const mark = block.locator('+ .repack-code-proof');
    const text = await mark.innerText();
    expect(text).toMatch(/^Type-checked with TypeScript \d+\.\d+ · bundled for Android and iOS, development and production, with React Native /);
    expect(text).toContain(`React Native ${fixtureReactNative(version)} and webpack `);
    expect(await block.locator('pre').innerText()).not.toContain('Type-checked');

    const shellBlocks = page.locator('.rspress-doc .rp-codeblock:has(pre[data-lang="bash"])');
    expect(await shellBlocks.count()).toBeGreaterThan(0);
    const marked = await shellBlocks.evaluateAll((blocks) => blocks.filter((shell) => shell.nextElementSibling?.classList.contains('repack-code-proof')).length);
    expect(marked).toBe(0);

    await block.scrollIntoViewIfNeeded();
    await block.hover();
    await block.locator('.rp-code-copy-button').click();
    const clipboard = await page.evaluate(() => navigator.clipboard.readText());
    expect(clipboard.trim()).toBe((await block.locator('pre code').innerText()).trim());
    expect(clipboard).not.toContain(text);
  });

  it.each(GETTING_STARTED)('are in the static HTML of $route, each one the hydrated page shows', async ({ route, html }) => {
    const built = fs.readFileSync(path.join(DOC_BUILD, html), 'utf8');
    const staticMarks = [...built.matchAll(/<p class="repack-code-proof">([^<]+)<\/p>/g)].map((match) => match[1].replaceAll('&#x27;', "'"));
    expect(staticMarks.length).toBeGreaterThan(1);
    const page = await open(route);
    expect(await page.locator('.repack-code-proof').allInnerTexts()).toEqual(staticMarks);
  });

  it.each(['light', 'dark'] as const)('pass axe in the %s appearance', async (appearance) => {
    const page = await open(GUIDE, {}, (page) => useAppearance(page, appearance));
    expect(await page.locator('.repack-code-proof').count()).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page }).include('.repack-code-proof').withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
    expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toContain('color-contrast');
  });
});
