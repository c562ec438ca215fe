/**
 * Colour contrast of highlighted code, for every kind of token span the build has, in both appearances.
 * A kind is what CSS can colour a token by: its code block's, `pre`'s and line's classes and the
 * `pre`'s style, its own classes and inline style. Every page's code is made of these few kinds (about
 * 9,000 token spans of a few dozen kinds), so the sweep (axe.e2e.ts) leaves the token spans out of its colour-contrast rule
 * (half of that rule's nodes on a guide page; every other rule still runs on them) and this file
 * proves them instead: one specimen line per kind, in a real code block of a real page, measured
 * from the site's computed CSS and by axe, which must agree. Stronger than the sweep was: the dark
 * appearance of every page's code is covered, not only the sample pages'.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CODE_TOKEN_SELECTOR, SWEEP_RULES, runAxe } from '../support/axe';
import { DESKTOP, MOBILE } from '../support/browser';
import { useOpenPages } from '../support/pages';
import { listSitePages, useAppearance } from '../support/site-pages';

const { open } = useOpenPages();

/** A code-heavy guide (640 token spans, type hovers): the specimen goes into its first code block. */
const CODE_HEAVY = '/docs/configuration/webpack-config';
/** The page's content, where its code blocks and the specimen are. */
const CONTENT = '.rspress-doc';
/** WCAG 1.4.3 (AA) for text under 18.66 px bold / 24 px, which code is. */
const AA_NORMAL_TEXT = 4.5;
/** A control the measurement must fail, and axe with it: grey near the code block's background. */
const FAINT_CONTROL = { light: 'color:#d0d0d0', dark: 'color:#505050' };
/** axe rounds its ratios and composites the backgrounds its own way: within 1 % of each other. */
const RATIO_TOLERANCE = 0.01;

type TokenKind = { codeblock: string; pre: string; preStyle: string; line: string; span: string; style: string };

/** Every kind of token span in the HTML of every page of the build (and the 404 page), with a count of spans. */
async function tokenKindsOfBuild(page: Page): Promise<{ kinds: TokenKind[]; spans: number }> {
  const routes = [...listSitePages().map((sitePage) => sitePage.route), '/no/such/page'];
  return page.evaluate(
    async ([routes, selector]) => {
      const kinds = new Map<string, TokenKind>();
      let spans = 0;
      await Promise.all(
        routes.map(async (route) => {
          const html = await (await fetch(route)).text();
          for (const span of new DOMParser().parseFromString(html, 'text/html').querySelectorAll(selector)) {
            const line = span.parentElement!;
            const pre = line.parentElement!.parentElement!;
            const kind = {
              codeblock: pre.closest('.rp-codeblock')?.className ?? '',
              pre: pre.className,
              preStyle: pre.getAttribute('style') ?? '',
              line: line.className,
              span: span.className,
              style: span.getAttribute('style') ?? '',
            };
            kinds.set(JSON.stringify(kind), kind);
            spans += 1;
          }
        }),
      );
      return { kinds: [...kinds.values()], spans };
    },
    [routes, CODE_TOKEN_SELECTOR] as const,
  );
}

/**
 * Adds one code block per code block and `pre` kind after the page's first code block (a clone of it),
 * with one line per token kind: `<span id="token-kind-N">`. The last line is the faint control.
 */
async function addSpecimen(page: Page, kinds: TokenKind[], control: string) {
  await page.evaluate(
    ([kinds, control]) => {
      const template = document.querySelector('.rspress-doc .rp-codeblock')!;
      const blocks = new Map<string, HTMLElement>();
      const lineOf = (kind: Pick<TokenKind, 'line' | 'span' | 'style'>, index: number) => {
        const line = Object.assign(document.createElement('span'), { className: kind.line });
        const span = Object.assign(document.createElement('span'), { id: `token-kind-${index}`, className: kind.span, textContent: `token kind ${index}` });
        if (kind.style) span.setAttribute('style', kind.style);
        line.append(span);
        return line;
      };
      kinds.forEach((kind, index) => {
        const key = JSON.stringify([kind.codeblock, kind.pre, kind.preStyle]);
        let block = blocks.get(key);
        if (!block) {
          block = template.cloneNode(true) as HTMLElement;
          block.className = kind.codeblock;
          const pre = block.querySelector('pre')!;
          pre.className = kind.pre;
          if (kind.preStyle) pre.setAttribute('style', kind.preStyle);
          else pre.removeAttribute('style');
          pre.querySelector('code')!.replaceChildren();
          blocks.set(key, block);
        }
        block.querySelector('pre > code')!.append(lineOf(kind, index), '\n');
      });
      const first = blocks.values().next().value!;
      first.querySelector('pre > code')!.append(lineOf({ line: 'line', span: '', style: control }, kinds.length));
      template.after(...blocks.values());
    },
    [kinds, control] as const,
  );
}

/**
 * The contrast of every token span on the page that has text of its own (the ones colour contrast
 * judges; a type hover's button holding a token's text is not a token span, and the sweep checks it),
 * by id when it has one, else by position, from the computed styles: the text colour over the
 * backgrounds of its ancestors, composited up to the canvas.
 */
function measureTokens(page: Page): Promise<Record<string, number>> {
  return page.evaluate((selector) => {
    type Rgba = [number, number, number, number];
    const parse = (colour: string): Rgba => {
      const match = /^rgba?\(([^)]+)\)$/.exec(colour);
      if (!match) throw new Error(`cannot read the computed colour ${colour}`);
      const [r, g, b, a = 1] = match[1].split(/[\s,/]+/).filter(Boolean).map(Number);
      return [r, g, b, a];
    };
    const over = ([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba => [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
    const luminance = (colour: Rgba) => {
      const [r, g, b] = colour.slice(0, 3).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratios: Record<string, number> = {};
    document.querySelectorAll(selector).forEach((span, index) => {
      if (![...span.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())) return;
      const layers: Rgba[] = [];
      for (let element: Element | null = span; element; element = element.parentElement) {
        const style = getComputedStyle(element);
        if (style.backgroundImage !== 'none' || style.opacity !== '1' || style.mixBlendMode !== 'normal') {
          throw new Error(`${element.tagName}.${element.className} under a code token has a background image, opacity or blend mode: measure it another way`);
        }
        layers.push(parse(style.backgroundColor));
      }
      const background = layers.reduceRight((below, layer) => over(layer, below), [255, 255, 255, 1] as Rgba);
      const text = over(parse(getComputedStyle(span).color), background);
      const [lighter, darker] = [luminance(text), luminance(background)].sort((a, b) => b - a);
      ratios[span.id || `#${index}`] = (lighter + 0.05) / (darker + 0.05);
    });
    return ratios;
  }, CODE_TOKEN_SELECTOR);
}

/**
 * axe's colour-contrast verdict and measured ratio for every token span of the page's content, keyed
 * like `measureTokens`, and how many other elements it judged there.
 */
async function axeOnTokens(page: Page, rules = [] as typeof SWEEP_RULES) {
  const results = await runAxe(page, { runOnly: ['color-contrast'] }, rules, CONTENT);
  const nodes = (['passes', 'violations', 'incomplete'] as const).flatMap((verdict) =>
    results[verdict].flatMap((rule) =>
      rule.nodes.map((node) => {
        const check = [...node.any, ...node.all, ...node.none].find((result) => result.id === 'color-contrast');
        return { verdict, target: node.target.join(' '), ratio: (check?.data as { contrastRatio?: number } | undefined)?.contrastRatio };
      }),
    ),
  );
  return page.evaluate(
    ([nodes, selector]) => {
      const tokens = [...document.querySelectorAll(selector)];
      const verdicts: Record<string, { verdict: string; ratio: number | undefined }> = {};
      let others = 0;
      for (const { verdict, target, ratio } of nodes) {
        const element = document.querySelector(target);
        const index = element ? tokens.indexOf(element) : -1;
        if (index < 0) others += 1;
        else verdicts[element!.id || `#${index}`] = { verdict, ratio };
      }
      return { verdicts, others };
    },
    [nodes, CODE_TOKEN_SELECTOR] as const,
  );
}

describe('colour contrast of highlighted code (the sweep leaves code tokens to this file)', () => {
  let build: { kinds: TokenKind[]; spans: number };
  beforeAll(async () => {
    const page = await open('/');
    build = await tokenKindsOfBuild(page);
    await page.context().close();
  });

  it.each(['light', 'dark'] as const)(
    '%s appearance: every kind of token is AA (4.5:1) by the computed CSS, and axe measures the same',
    { timeout: 180_000 },
    async (appearance) => {
      expect(build.spans).toBeGreaterThan(5_000);
      expect(build.kinds.length).toBeGreaterThan(10);
      const page = await open(CODE_HEAVY, { viewport: DESKTOP }, (page) => useAppearance(page, appearance));
      // The type hovers wrap names in buttons once the browser is idle: before measuring, not between.
      await page.locator('button.type-hover').first().waitFor({ state: 'attached' });
      await addSpecimen(page, build.kinds, FAINT_CONTROL[appearance]);
      const control = `token-kind-${build.kinds.length}`;

      const ours = await measureTokens(page);
      const kindRatios = build.kinds.map((kind, index) => ({ ...kind, ratio: ours[`token-kind-${index}`] }));
      expect(kindRatios.filter((kind) => !(kind.ratio >= AA_NORMAL_TEXT)), 'token kinds under 4.5:1').toEqual([]);
      expect(ours[control], 'the faint control measures under 4.5:1').toBeLessThan(AA_NORMAL_TEXT);

      // axe agrees on every token span it judges, the page's own and the specimen's, and fails the
      // control. Of the page's tokens it leaves out those with only punctuation (`;`, `=>`), and
      // leaves undecided ("incomplete", never failing in the sweep) those a code block's scroll hides
      // in part: the measurement covers both, and their kinds are among the specimen's, which axe judges.
      const axe = await axeOnTokens(page);
      const judged = Object.entries(ours).map(([key, ratio]) => ({ key, ours: ratio, ...axe.verdicts[key] }));
      const isPageToken = (key: string) => key.startsWith('#');
      const disagreements = judged.filter(({ key, ours, verdict, ratio }) => {
        if (isPageToken(key) && (verdict === undefined || verdict === 'incomplete')) return false;
        return verdict !== (key === control ? 'violations' : 'passes') || ratio === undefined || Math.abs(ratio - ours) > ours * RATIO_TOLERANCE;
      });
      expect(disagreements).toEqual([]);
      expect(judged.filter(({ key, verdict }) => isPageToken(key) && verdict === 'passes').length).toBeGreaterThan(300);

      // The sweep's configuration checks every other text of the content and no token span.
      const sweep = await axeOnTokens(page, SWEEP_RULES);
      expect(sweep.verdicts).toEqual({});
      expect(sweep.others).toBe(axe.others);
      expect(sweep.others).toBeGreaterThan(20);

      // No media query recolours code on a phone.
      await page.setViewportSize(MOBILE);
      expect(await measureTokens(page)).toEqual(ours);
    },
  );
});
