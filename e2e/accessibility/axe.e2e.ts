/**
 * Accessibility gate: axe-core (WCAG 2.0 A/AA and 2.1 AA rules) over every page of the build in
 * the light theme at desktop size, and over a sample (home, a guide, an API page and the 404 page
 * of both versions) in the dark theme and at mobile size. Any serious or critical violation fails.
 * Colour contrast leaves out the code token spans, proven for every kind of token in both themes by
 * code-token-contrast.e2e.ts (see CODE_TOKEN_SELECTOR in ../support/axe.ts); every other rule checks them.
 * Moderate/minor WCAG findings and the best-practice rules are reported, not failing:
 * `e2e/.output/a11y-violations.json` and `e2e/.output/a11y-best-practice.json`.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SWEEP_RULES, runAxe } from '../support/axe';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import {
  SAMPLE_ROUTES,
  isNotFoundRoute,
  listSitePages,
  mapPool,
  useAppearance,
  waitForHydration,
  writeReport,
} from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
/**
 * Rules not run, each with the reason it cannot apply to this site. Empty: every WCAG rule runs.
 * (Add an entry only with a written reason; never to silence a real failure.)
 */
const EXCLUDED_RULES: Record<string, string> = {};
/** Pages audited at once (each in its own browser context); the machine has two cores. */
const CONCURRENCY = Number(process.env.A11Y_CONCURRENCY ?? 2);

type Variant = { name: string; appearance: 'light' | 'dark'; viewport: { width: number; height: number } };
type Finding = {
  rule: string;
  impact: string;
  wcag: boolean;
  help: string;
  helpUrl: string;
  route: string;
  variant: string;
  nodes: { target: string; summary: string; html: string }[];
};

async function openAuditPage(variant: Variant) {
  const page = await newPage({ viewport: variant.viewport });
  await useAppearance(page, variant.appearance);
  return page;
}

async function audit(page: Page, route: string, variant: Variant, prepare?: () => Promise<void>): Promise<Finding[]> {
  const response = await page.goto(siteUrl() + route);
  expect(response?.status(), route).toBe(isNotFoundRoute(route) ? 404 : 200);
  await waitForHydration(page);
  const isDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  expect(isDark, `${route} should render in the ${variant.appearance} theme`).toBe(variant.appearance === 'dark');
  await prepare?.();

  // Violations only: passes carry node details too, much more to transfer. All rules but the excluded
  // ones run; colour contrast skips the code tokens, proven once for every kind (see SWEEP_RULES).
  const results = await runAxe(
    page,
    {
      runOnly: { type: 'tag', values: [...WCAG_TAGS, 'best-practice'] },
      rules: Object.fromEntries(Object.keys(EXCLUDED_RULES).map((rule) => [rule, { enabled: false }])),
      resultTypes: ['violations'],
    },
    SWEEP_RULES,
  );

  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    wcag: violation.tags.some((tag) => WCAG_TAGS.includes(tag)),
    help: violation.help,
    helpUrl: violation.helpUrl,
    route,
    variant: variant.name,
    nodes: violation.nodes.map((node) => ({
      target: node.target.join(' '),
      summary: (node.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
      html: node.html.slice(0, 200),
    })),
  }));
}

async function auditAll(routes: readonly string[], variant: Variant) {
  const pages = await Promise.all(Array.from({ length: Math.min(CONCURRENCY, routes.length) }, () => openAuditPage(variant)));
  const free = [...pages];
  try {
    const perRoute = await mapPool(routes, pages.length, async (route) => {
      const page = free.pop()!;
      try {
        return await audit(page, route, variant);
      } finally {
        free.push(page);
      }
    });
    return perRoute.flat();
  } finally {
    await Promise.all(pages.map((page) => page.context().close()));
  }
}

/** Per rule: impact, pages affected and a few example nodes. */
function summarize(findings: Finding[]) {
  const byRule = new Map<string, { rule: string; impact: string; help: string; helpUrl: string; pages: string[]; nodes: number; examples: string[] }>();
  for (const finding of findings) {
    const entry = byRule.get(finding.rule) ?? {
      rule: finding.rule,
      impact: finding.impact,
      help: finding.help,
      helpUrl: finding.helpUrl,
      pages: [],
      nodes: 0,
      examples: [],
    };
    entry.pages.push(`${finding.route} [${finding.variant}]`);
    entry.nodes += finding.nodes.length;
    for (const node of finding.nodes) {
      if (entry.examples.length < 5) entry.examples.push(`${finding.route} [${finding.variant}] ${node.target}: ${node.summary}`);
    }
    byRule.set(finding.rule, entry);
  }
  return [...byRule.values()].sort((a, b) => b.pages.length - a.pages.length);
}

const allFindings: Finding[] = [];

function record(findings: Finding[]) {
  allFindings.push(...findings);
  const failing = summarize(allFindings.filter((finding) => finding.wcag && FAILING_IMPACTS.has(finding.impact)));
  const reported = summarize(allFindings.filter((finding) => finding.wcag && !FAILING_IMPACTS.has(finding.impact)));
  const bestPractice = summarize(allFindings.filter((finding) => !finding.wcag));
  writeReport('a11y-violations.json', { failing, reported, excludedRules: EXCLUDED_RULES });
  writeReport('a11y-best-practice.json', bestPractice);
  // Every failing node, for fixing: rule, page, theme/size, element and axe's explanation.
  writeReport(
    'a11y-failing-nodes.json',
    allFindings
      .filter((finding) => finding.wcag && FAILING_IMPACTS.has(finding.impact))
      .flatMap((finding) => finding.nodes.map((node) => ({ rule: finding.rule, route: finding.route, variant: finding.variant, ...node }))),
  );
}

function report(title: string, findings: Finding[]) {
  const failing = findings.filter((finding) => finding.wcag && FAILING_IMPACTS.has(finding.impact));
  const lines = (list: Finding[]) =>
    summarize(list).map((rule) => `  ${rule.rule} (${rule.impact}): ${rule.pages.length} page(s), ${rule.nodes} node(s)`);
  const others = findings.filter((finding) => !(finding.wcag && FAILING_IMPACTS.has(finding.impact)));
  console.log(
    [
      `${title}: ${failing.length ? `${summarize(failing).length} failing rule(s)` : 'no serious or critical WCAG violation'}`,
      ...lines(failing),
      ...(others.length ? ['  reported, not failing (moderate/minor WCAG and best-practice):', ...lines(others)] : []),
    ].join('\n'),
  );
  return summarize(failing).map((rule) => ({ rule: rule.rule, impact: rule.impact, pages: rule.pages.length, examples: rule.examples }));
}

const LIGHT_DESKTOP: Variant = { name: 'light desktop', appearance: 'light', viewport: DESKTOP };
const SAMPLE_VARIANTS: Variant[] = [
  { name: 'dark desktop', appearance: 'dark', viewport: DESKTOP },
  { name: 'light mobile', appearance: 'light', viewport: MOBILE },
  { name: 'dark mobile', appearance: 'dark', viewport: MOBILE },
];

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // 244 pages took 781–941 s on the 2-core machine with the other browser tests running beside them.
  it('every page of the build (light theme, desktop) has no serious or critical violation', { timeout: 25 * 60_000 }, async () => {
    const routes = [...listSitePages().map((page) => page.route), '/no/such/page'];
    expect(routes.length).toBeGreaterThan(100);
    const started = Date.now();
    const findings = await auditAll(routes, LIGHT_DESKTOP);
    record(findings);
    const failing = report(`a11y: ${routes.length} pages (light desktop) in ${Math.round((Date.now() - started) / 1000)} s`, findings);
    expect(failing).toEqual([]);
  });

  // The sweep asks axe for violations only, in one call per page: this proves that what it is asked
  // still finds and fails a serious and a critical violation, on a real page of the build.
  it('fails a page with low-contrast text and an image without a text alternative', async () => {
    const page = await openAuditPage(LIGHT_DESKTOP);
    try {
      const findings = await audit(page, '/docs/getting-started', LIGHT_DESKTOP, () =>
        page.evaluate(() => {
          const main = document.querySelector('main') ?? document.body;
          const faint = Object.assign(document.createElement('p'), { id: 'faint-text', textContent: 'Text nobody can read' });
          faint.style.color = '#d0d0d0';
          const image = Object.assign(document.createElement('img'), { id: 'unlabelled-image', src: '/og-image.png', width: 40, height: 20 });
          main.append(faint, image);
        }),
      );
      const failing = findings
        .filter((finding) => finding.wcag && FAILING_IMPACTS.has(finding.impact))
        .map((finding) => ({ rule: finding.rule, impact: finding.impact, targets: finding.nodes.map((node) => node.target) }));
      expect(failing).toEqual([
        { rule: 'color-contrast', impact: 'serious', targets: ['#faint-text'] },
        { rule: 'image-alt', impact: 'critical', targets: ['#unlabelled-image'] },
      ]);
    } finally {
      await page.context().close();
    }
  });

  it.each(SAMPLE_VARIANTS)('the sample pages ($name) have no serious or critical violation', { timeout: 5 * 60_000 }, async (variant) => {
    const findings = await auditAll(SAMPLE_ROUTES, variant);
    record(findings);
    const failing = report(`a11y: ${SAMPLE_ROUTES.length} sample pages (${variant.name})`, findings);
    expect(failing).toEqual([]);
  });
});
