/**
 * axe-core run straight in the page, for the sweep over every page (e2e/accessibility/axe.e2e.ts).
 * `AxeBuilder.analyze()` evaluates axe's 500 KB source twice per page (once to probe it, once per
 * frame) and configures it in a further round trip; one evaluation and one call here (with the code
 * tokens left to their own proof) took 18 % less on the same 41 pages. Same engine: the axe-core
 * @axe-core/playwright ships.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

// axe-core's types, through the builder that ships it (the project declares @axe-core/playwright, not axe-core).
type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type RunOptions = Parameters<AxeBuilder['options']>[0];
/** A rule's changed settings, as `axe.configure({ rules })` takes them. */
export type RuleSpec = { id: string; selector: string };

const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'));
const AXE_SOURCE = fs.readFileSync(requireFromAxeBuilder.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The spans of highlighted code: one per token, coloured by its class (theme/styles/code-tokens.css)
 * or inline style, on the code block's background. Their contrast, in both appearances, is proven
 * for every kind the build uses by e2e/accessibility/code-token-contrast.e2e.ts; the sweep leaves
 * them out of the colour-contrast rule (half of its nodes on a guide page) and keeps every other rule on them.
 */
export const CODE_TOKEN_SELECTOR = 'pre.shiki > code > .line > span';

/** The sweep's rule configuration: colour contrast on everything but the code tokens. */
export const SWEEP_RULES: RuleSpec[] = [{ id: 'color-contrast', selector: `*:not(${CODE_TOKEN_SELECTOR})` }];

type AxeWindow = {
  axe: { reset(): void; configure(spec: { rules: RuleSpec[] }): void; run(context: unknown, options: RunOptions): Promise<AxeResults> };
};

/**
 * Runs axe on the page's document (or the elements `include` selects), with `rules` configured
 * (`axe.configure`) for this run. The page must have no frames: this audits the top document only
 * (AxeBuilder's frame mode would be needed).
 */
export async function runAxe(page: Page, options: RunOptions, rules: RuleSpec[] = [], include?: string): Promise<AxeResults> {
  const frames = page.frames().length;
  if (frames !== 1) throw new Error(`${page.url()} has ${frames - 1} frame(s): runAxe audits the top document only; use AxeBuilder`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ([options, rules, include]) => {
      const { axe } = window as unknown as AxeWindow;
      axe.reset();
      if (rules.length) axe.configure({ rules });
      return axe.run(include ? { include: [[include]] } : document, options);
    },
    [options, rules, include] as const,
  );
}
