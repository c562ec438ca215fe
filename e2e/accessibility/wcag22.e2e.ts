/**
 * WCAG 2.2 AA checks that axe (e2e/accessibility/axe.e2e.ts) does not make, written after going through the
 * site by hand: the skip link (2.4.1), landmarks and heading levels (1.3.1), focus not obscured
 * by the sticky bars (2.4.11), target size (2.5.8), reflow at 320 px (1.4.10), text spacing
 * (1.4.12), 200 % zoom (1.4.4) and reduced motion. Runs on the built site (doc_build/).
 */
import fs from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { SAMPLE_ROUTES, isNotFoundRoute, listSitePages, useAppearance, waitForHydration } from '../support/site-pages';
import { withPage } from '../support/pages';

const { newPage, siteUrl } = useBrowser();
const WAIT = { timeout: 10_000 };
/** 1440×900 at 200 % zoom: the same CSS pixels as a 720×450 window. */
const ZOOM_200 = { width: 720, height: 450 };
const GUIDE = '/docs/getting-started';

async function open(route: string, options: { viewport?: typeof DESKTOP; hydrate?: boolean; reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const { viewport = DESKTOP, hydrate = true, reducedMotion } = options;
  const page = await newPage({ viewport, reducedMotion });
  // Without the site's scripts, the page stays what the server sent: the state before hydration.
  if (!hydrate) await page.route('**/static/js/**', (route: Route) => route.abort());
  const response = await page.goto(siteUrl() + route);
  expect(response?.status(), route).toBe(isNotFoundRoute(route) ? 404 : 200);
  if (hydrate) await waitForHydration(page);
  return page;
}

const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const rect = element?.getBoundingClientRect();
    return {
      id: element?.id ?? '',
      className: element?.className.toString() ?? '',
      href: element?.getAttribute('href') ?? null,
      inMain: Boolean(element?.closest('main')),
      visible: Boolean(rect && rect.width > 0 && rect.height > 0 && rect.top >= 0 && rect.left >= 0 && rect.bottom <= innerHeight && rect.right <= innerWidth),
    };
  });

/** The skip link is the first Tab stop, visible when focused, and moves focus into the main content, where the next Tab stays. */
async function expectWorkingSkipLink(page: Page) {
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ className: 'repack-skip-link', href: '#main-content', visible: true });
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(page), WAIT).toMatchObject({ id: 'main-content', inMain: true });
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain).toBe(true);
}

describe('skip link (2.4.1)', () => {
  it.each([['/', MOBILE], [GUIDE, MOBILE], [GUIDE, DESKTOP], ['/2.x/api/node/classes/DevServer', DESKTOP]] as const)(
    '%s works before hydration (%o): a plain link to a focusable target',
    async (route, viewport) => {
      await withPage(await open(route, { viewport, hydrate: false }), async (page) => {
        expect(await page.evaluate(() => Object.keys(document.getElementById('__rspress_root')!).some((key) => key.startsWith('__react')))).toBe(false);
        await page.keyboard.press('Tab');
        expect(await focused(page)).toMatchObject({ className: 'repack-skip-link', visible: true });
        await page.keyboard.press('Enter');
        await expect.poll(() => focused(page), WAIT).toMatchObject({ id: 'main-content', inMain: true });
      });
    },
  );
  it.each(['light', 'dark'] as const)('%s theme: the focused skip link has text contrast of at least 4.5:1', async (appearance) => {
    const page = await newPage();
    await useAppearance(page, appearance);
    await page.goto(siteUrl() + GUIDE);
    await waitForHydration(page);
    await withPage(page, async () => {
      await page.keyboard.press('Tab');
      const ratio = await page.locator('.repack-skip-link').evaluate((link) => {
        const rgb = (colour: string) => colour.match(/[\d.]+/g)!.slice(0, 3).map(Number);
        const luminance = (colour: string) => {
          const [r, g, b] = rgb(colour).map((value) => {
            const channel = value / 255;
            return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const [text, background] = [luminance(getComputedStyle(link).color), luminance(getComputedStyle(link).backgroundColor)];
        return (Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05);
      });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  });
});

describe('landmarks and headings (1.3.1)', () => {
  const pages = listSitePages(undefined, { include404: true });
  const htmlOf = (file: string) => fs.readFileSync(file, 'utf8');

  it('every page of the build has one main landmark and only named nav landmarks', () => {
    expect(pages.length).toBeGreaterThan(100);
    const problems = pages.flatMap(({ route, file }) => {
      const html = htmlOf(file);
      const mains = html.match(/<main\b/g)?.length ?? 0;
      const unnamed = [...html.matchAll(/<nav\b[^>]*>/g)].filter(([tag]) => !/\saria-label(ledby)?="[^"]+"/.test(tag));
      return [...(mains === 1 ? [] : [`${route}: ${mains} main elements`]), ...unnamed.map(([tag]) => `${route}: ${tag}`)];
    });
    expect(problems).toEqual([]);
  });

  it('doc and API pages name the nav bar, sidebar, breadcrumbs, pagination and outline, once each', async () => {
    for (const route of [GUIDE, '/api/repack/classes/RepackPlugin', '/2.x/docs/getting-started']) {
      await withPage(await open(route), async (page) => {
        const names = await page.locator('nav').evaluateAll((navs) => navs.map((nav) => nav.getAttribute('aria-label')));
        expect(names.sort(), route).toEqual(['Breadcrumb', 'Contents', 'Main', 'Pagination', 'Sidebar']);
        expect(await page.locator('main').count()).toBe(1);
      });
    }
  });

  it('no page skips a heading level in its main content (generated API pages included)', () => {
    const jumps = pages.flatMap(({ route, file }) => {
      const main = /<main\b[\s\S]*<\/main>/.exec(htmlOf(file))?.[0] ?? '';
      const levels = [...main.matchAll(/<h([1-6])\b/g)].map((match) => Number(match[1]));
      return levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`${route}: h${levels[index - 1]} → h${level}`] : []));
    });
    expect(pages.some(({ route }) => route.startsWith('/api/repack/classes/'))).toBe(true);
    expect(jumps).toEqual([]);
  });
});

describe('focus not obscured (2.4.11)', () => {
  /** The focused element, when the sticky nav bar or the small-screen menu bar covers any of it. */
  const covered = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      // The skip link is fixed above everything, the bars included.
      if (getComputedStyle(element).position === 'fixed') return null;
      const rect = element.getBoundingClientRect();
      const bars = [...document.querySelectorAll<HTMLElement>('header.rp-nav, .rp-doc-layout__menu')].filter(
        (bar) => !bar.contains(element) && getComputedStyle(bar).position === 'sticky' && getComputedStyle(bar).visibility !== 'hidden',
      );
      const free = innerHeight - bars.reduce((height, bar) => height + bar.getBoundingClientRect().height, 0);
      // An element taller than the space the bars leave cannot be shown whole: it only has to show (2.4.11).
      if (rect.height >= free) return null;
      for (const bar of bars) {
        const box = bar.getBoundingClientRect();
        if (rect.top < box.bottom - 1 && rect.bottom > box.top + 1 && rect.left < box.right && rect.right > box.left) {
          return `${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}" under ${bar.className}`;
        }
      }
      return null;
    });

  it.each([
    ['desktop', DESKTOP],
    ['mobile', MOBILE],
    ['200 % zoom', ZOOM_200],
  ] as const)('%s: Tab and Shift+Tab through a guide never leave the focus under a sticky bar', { timeout: 120_000 }, async (_name, viewport) => {
    await withPage(await open(GUIDE, { viewport }), async (page) => {
      const problems: string[] = [];
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let press = 0; press < 120; press++) {
          await page.keyboard.press(key);
          const problem = await covered(page);
          if (problem) problems.push(`${key} ${press + 1}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});

/**
 * Targets smaller than 24×24 CSS px whose 24 px circle (centred on the target) touches another
 * target or another small target's circle: WCAG 2.5.8 with its spacing exception. Links inside
 * a sentence (the inline exception) and elements that do not take pointer input are left out.
 */
function targetSizeFailures(page: Page, { onTopOnly = false } = {}) {
  return page.evaluate((onTopOnly) => {
    const selector = 'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="option"], [role="switch"]';
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden' && !element.closest('[inert], [hidden]');
    };
    const inline = (element: Element) =>
      getComputedStyle(element).display === 'inline' && (element.parentElement?.textContent ?? '').trim() !== (element.textContent ?? '').trim();
    // With a drawer open, only what is on top takes pointer input: the targets hit at their centre.
    const onTop = (element: Element) => {
      const rect = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2));
    };
    const targets = [...document.querySelectorAll(selector)].filter((element) => visible(element) && !inline(element) && (!onTopOnly || onTop(element)));
    const boxes = targets.map((element) => ({ element, rect: element.getBoundingClientRect() }));
    const small = boxes.filter(({ rect }) => rect.width < 23.5 || rect.height < 23.5);
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 });
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) =>
      Math.hypot(Math.max(rect.left - point.x, 0, point.x - rect.right), Math.max(rect.top - point.y, 0, point.y - rect.bottom));
    return small.flatMap(({ element, rect }) => {
      const point = centre(rect);
      const clash = boxes.find(
        (other) =>
          other.element !== element &&
          !other.element.contains(element) &&
          !element.contains(other.element) &&
          (distanceToRect(point, other.rect) < 12 ||
            (small.some((entry) => entry.element === other.element) && Math.hypot(point.x - centre(other.rect).x, point.y - centre(other.rect).y) < 24)),
      );
      if (!clash) return [];
      const name = (target: Element) => `${target.tagName.toLowerCase()}.${target.className.toString().split(' ')[0]} "${(target.getAttribute('aria-label') || target.textContent || '').trim().slice(0, 30)}"`;
      return [`${name(element)} ${Math.round(rect.width)}×${Math.round(rect.height)} next to ${name(clash.element)}`];
    });
  }, onTopOnly);
}

/** The text spacing of WCAG 1.4.12, applied on top of the site's styles as a reader's style sheet would. */
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Elements that cut off text of their own (overflow hidden or clip), other than the visually hidden helpers. */
const clippedText = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        const clips = (value: string) => value === 'hidden' || value === 'clip';
        if (!clips(style.overflowX) && !clips(style.overflowY)) return false;
        const rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1 || style.visibility === 'hidden' || element.closest('[inert]')) return false;
        if (!(element.innerText ?? '').trim()) return false;
        return (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1) || (clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1);
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.className.toString().split(' ')[0]} "${element.innerText.trim().slice(0, 40)}"`),
  );

/** Text spacing overrides (1.4.12) on the page as it is: no text cut off, no sideways scrolling. */
async function expectTextSpacingClipsNothing(page: Page, where: string, width: number) {
  await page.addStyleTag({ content: TEXT_SPACING });
  expect(await clippedText(page), where).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), where).toBeLessThanOrEqual(width);
}

/**
 * The checks of every sample page, in one page load per size: each check reads the page as it is and
 * changes nothing the next one reads (focus and scroll are reset; the text spacing comes last).
 */
describe('every sample page, at desktop and mobile size: skip link (2.4.1), target size (2.5.8), reflow (1.4.10), text spacing (1.4.12)', () => {
  it.each(SAMPLE_ROUTES)('%s at desktop size: a working skip link; every control 24×24 px or spaced as if it were; text spacing clips no text', async (route) => {
    await withPage(await open(route), async (page) => {
      await expectWorkingSkipLink(page);
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
        window.scrollTo({ top: 0, behavior: 'instant' });
      });
      expect(await targetSizeFailures(page), `${route} at ${DESKTOP.width} px`).toEqual([]);
      await expectTextSpacingClipsNothing(page, `${route} at ${DESKTOP.width} px`, DESKTOP.width);
    });
  });

  it.each(SAMPLE_ROUTES)('%s at mobile size: every control 24×24 px or spaced as if it were; no sideways scrolling at 320 CSS px; text spacing clips no text', async (route) => {
    await withPage(await open(route, { viewport: MOBILE }), async (page) => {
      expect(await targetSizeFailures(page), `${route} at ${MOBILE.width} px`).toEqual([]);
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route} at 320 px`).toBeLessThanOrEqual(320);
      await page.setViewportSize(MOBILE);
      await expectTextSpacingClipsNothing(page, `${route} at ${MOBILE.width} px`, MOBILE.width);
    });
  });
});

describe('target size (2.5.8)', () => {
  it('the small-screen nav screen, sidebar drawer and outline drawer', async () => {
    for (const open_ of ['nav screen', 'sidebar', 'outline'] as const) {
      await withPage(await open(GUIDE, { viewport: MOBILE }), async (page) => {
        if (open_ === 'nav screen') await page.getByRole('button', { name: 'Main menu' }).click();
        else await page.locator(`.rp-sidebar-menu__${open_ === 'sidebar' ? 'left' : 'right'}`).click();
        await page.waitForTimeout(600);
        expect(await targetSizeFailures(page, { onTopOnly: true }), open_).toEqual([]);
      });
    }
  });
});

describe('reflow (1.4.10), text spacing (1.4.12) and zoom (1.4.4)', () => {
  it('the long API names of the sidebar wrap instead of being cut off', async () => {
    await withPage(await open('/api/repack/classes/RepackPlugin'), async (page) => {
      const name = page.locator('.rp-doc-layout__sidebar a', { hasText: 'plugins.ChunksToHermesBytecodePlugin' });
      const [item, sidebar] = await Promise.all([name.boundingBox(), page.locator('.rp-doc-layout__sidebar').boundingBox()]);
      expect(item!.x + item!.width).toBeLessThanOrEqual(sidebar!.x + sidebar!.width);
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    });
  });

  it('at 200 % zoom the nav keeps working: its menu reaches every nav link, the version switcher and the theme switch', async () => {
    await withPage(await open(GUIDE, { viewport: ZOOM_200 }), async (page) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(ZOOM_200.width);
      await page.getByRole('button', { name: 'Main menu' }).click();
      for (const control of [
        page.getByRole('link', { name: 'API', exact: true }),
        page.getByRole('link', { name: /^Examples/ }),
        page.getByRole('button', { name: /version/i }),
        page.getByRole('button', { name: /theme/i }),
      ]) {
        await control.first().scrollIntoViewIfNeeded();
        const box = (await control.first().boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(ZOOM_200.height);
      }
      await page.getByRole('link', { name: 'API', exact: true }).first().click();
      await page.waitForURL((url) => url.pathname.startsWith('/api/'));
    });
  });
});

describe('reduced motion', () => {
  it('transitions end at once and scroll-to-top jumps, for readers who prefer reduced motion', async () => {
    await withPage(await open(GUIDE, { reducedMotion: 'reduce' }), async (page) => {
      const durations = await page.evaluate(() =>
        ['.repack-nav', '.rp-doc-layout__sidebar', '.repack-sidebar-group__items', '.rp-sidebar-item'].map((selector) => {
          const element = document.querySelector(selector);
          return element ? Math.max(...getComputedStyle(element).transitionDuration.split(',').map((value) => parseFloat(value))) : null;
        }),
      );
      expect(durations.every((duration) => duration !== null && duration <= 0.001)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const toTop = page.locator('.rp-scroll-to-top');
      await toTop.waitFor(WAIT);
      await toTop.click();
      // A smooth scroll would still be on its way after one frame (e2e/navigation/scroll-to-top.e2e.ts: without the preference, it is).
      expect(await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(window.scrollY))))).toBe(0);
    });
  });
});
