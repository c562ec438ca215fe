/**
 * Keyboard gate: the nav, the version switcher, search, sidebar groups (collapse/expand) and the
 * code copy button work with the keyboard alone, at desktop (1440×900) and mobile (375×812) size.
 * Controls are reached with Tab presses only, and every element Tab lands on on the way must show
 * a visible focus indicator: `:focus-visible` with an outline or box-shadow, not transparent, and
 * inside the viewport.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { waitForHydration, waitForPage } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();
/** How long a condition may take to come true: panels load on demand, and CI machines are busy. */
const WAIT = { timeout: 10_000 };

type Stop = {
  tag: string;
  name: string;
  href: string | null;
  expanded: string | null;
  inHeader: boolean;
  inSidebar: boolean;
  inCodeBlock: boolean;
  /** Why the focus is not visibly indicated; empty when it is. */
  problem: string;
};

/** The focused element and whether its focus can be seen. */
function activeStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) {
      return { tag: 'body', name: '', href: null, expanded: null, inHeader: false, inSidebar: false, inCodeBlock: false, problem: 'nothing focused' };
    }
    const style = getComputedStyle(element);
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color);
    const hasOutline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && !transparent(style.outlineColor);
    const hasShadow = style.boxShadow !== 'none' && style.boxShadow !== '';
    let opacity = 1;
    for (let node: HTMLElement | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    const rect = element.getBoundingClientRect();
    const inViewport = rect.width > 0 && rect.height > 0 && rect.right > 0 && rect.bottom > 0 && rect.left < innerWidth && rect.top < innerHeight;
    const problems = [
      !element.matches(':focus-visible') && 'not :focus-visible',
      !hasOutline && !hasShadow && 'no outline or box-shadow',
      opacity < 0.5 && `opacity ${opacity.toFixed(2)}`,
      style.visibility === 'hidden' && 'visibility hidden',
      !inViewport && `outside the viewport (${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)})`,
    ].filter(Boolean);
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') || element.innerText || element.getAttribute('title') || '').trim().replace(/\s+/g, ' ').slice(0, 80),
      href: element.getAttribute('href'),
      expanded: element.getAttribute('aria-expanded'),
      inHeader: Boolean(element.closest('header')),
      inSidebar: Boolean(element.closest('.rp-doc-layout__sidebar')),
      inCodeBlock: Boolean(element.closest('.rp-codeblock')),
      problem: problems.join(', '),
    };
  });
}

const describeStop = (stop: Stop) => `<${stop.tag}> "${stop.name}"${stop.href ? ` ${stop.href}` : ''}`;

/**
 * Presses Tab (Shift+Tab with `backwards`) until the focused element matches, checking on every
 * stop on the way that its focus is visible. Returns the matching stop.
 */
async function tabTo(page: Page, matches: (stop: Stop) => boolean, what: string, { max = 150, backwards = false } = {}) {
  const visited: string[] = [];
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const stop = await activeStop(page);
    if (stop.tag === 'body') continue; // focus left the document for a moment (wrapped around)
    visited.push(describeStop(stop));
    // Focus styles may fade in (transitions): wait for the condition rather than judging the first frame.
    await expect
      .poll(async () => (await activeStop(page)).problem, { timeout: 5_000, message: `focus is not visible on ${describeStop(stop)} (Tab stop ${presses + 1} on the way to ${what})` })
      .toBe('');
    if (matches(stop)) return stop;
  }
  throw new Error(`${what} not reached with ${max} Tab presses; visited:\n${visited.join('\n')}`);
}

async function open(route: string, viewport: typeof DESKTOP) {
  const page = await newPage({ viewport });
  await page.goto(siteUrl() + route);
  await waitForHydration(page);
  return page;
}

async function expanded(page: Page) {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-expanded') ?? null);
}

const isSearchButton = (stop: Stop) => stop.tag === 'button' && /search/i.test(stop.name) && stop.inHeader;
const isVersionButton = (stop: Stop) => stop.tag === 'button' && /version/i.test(stop.name) && stop.inHeader;

describe('keyboard: every control works with the keyboard alone, with a visible focus', () => {
  describe.each([
    { size: 'desktop', viewport: DESKTOP },
    { size: 'mobile', viewport: MOBILE },
  ])('$size', ({ size, viewport }) => {
    const mobile = size === 'mobile';

    /** On mobile the nav items and the version switcher live in the nav screen: open it by keyboard. */
    async function openNavScreen(page: Page) {
      const menu = await tabTo(page, (stop) => stop.tag === 'button' && stop.inHeader && /menu/i.test(stop.name), 'the nav menu button');
      expect(menu.expanded).toBe('false');
      await page.keyboard.press('Enter');
      await expect.poll(() => expanded(page), WAIT).toBe('true');
    }

    it('nav: a nav link is reached with Tab and followed with Enter', async () => {
      const page = await open('/docs/getting-started', viewport);
      try {
        if (mobile) await openNavScreen(page);
        const link = await tabTo(page, (stop) => stop.tag === 'a' && stop.inHeader && stop.name === 'API', 'the "API" nav link');
        expect(link.href).toMatch(/^\/api\//);
        await page.keyboard.press('Enter');
        await waitForPage(page, link.href!, /API/);
      } finally {
        await page.context().close();
      }
    });

    it('version switcher: opens with Enter, closes with Escape, and its 2.x link is followed with Enter', async () => {
      const page = await open('/docs/getting-started', viewport);
      try {
        if (mobile) await openNavScreen(page);
        const button = await tabTo(page, isVersionButton, 'the version switcher');
        expect(button.expanded).toBe('false');
        await page.keyboard.press('Enter');
        await expect.poll(() => expanded(page), WAIT).toBe('true');
        await page.keyboard.press('Escape');
        await expect.poll(() => activeStop(page), WAIT).toMatchObject({ expanded: 'false', name: button.name });

        await page.keyboard.press('Enter');
        await expect.poll(() => expanded(page), WAIT).toBe('true');
        const link = await tabTo(page, (stop) => stop.tag === 'a' && stop.name === '2.x', 'the 2.x version link', { max: 5 });
        expect(link.href).toBe('/2.x/docs/getting-started');
        await page.keyboard.press('Enter');
        await waitForPage(page, '/2.x/docs/getting-started', 'Getting Started');
      } finally {
        await page.context().close();
      }
    });

    it('search: the button opens the panel with Enter, Escape closes it (focus back on the button), arrows and Enter open a result', async () => {
      const page = await open('/docs/getting-started', viewport);
      try {
        await tabTo(page, isSearchButton, 'the search button');
        await page.keyboard.press('Enter');
        const input = page.getByRole('combobox', { name: /search/i });
        await expect.poll(() => input.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
        await page.keyboard.press('Escape');
        await expect.poll(() => input.count(), WAIT).toBe(0);

        // The modal gives focus back to the button that opened it.
        await expect.poll(async () => isSearchButton(await activeStop(page)), WAIT).toBe(true);
        await page.keyboard.press('Enter');
        await expect.poll(() => input.evaluate((element) => element === document.activeElement), WAIT).toBe(true);
        await page.keyboard.type('chunk');
        const options = page.getByRole('option');
        // The answer to the whole word: on a busy machine a pause in typing searches a prefix first,
        // and the later answer would reset the selection between ArrowDown and Enter.
        await expect.poll(() => input.getAttribute('aria-busy'), { timeout: 15_000 }).toBe('false');
        await expect.poll(() => options.count(), { timeout: 15_000 }).toBeGreaterThan(1);
        await page.keyboard.press('ArrowDown');
        const selected = page.locator('[role="option"][aria-selected="true"] a');
        await expect.poll(() => selected.count(), WAIT).toBe(1);
        const href = (await selected.getAttribute('href'))!;
        expect(href).toMatch(/^\//);
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => `${url.pathname}${url.hash}` === href || url.pathname === href.split('#')[0]);
        await expect.poll(() => input.count(), WAIT).toBe(0);
      } finally {
        await page.context().close();
      }
    });

    it('search: Ctrl+K opens the search dialog with the input focused', async () => {
      const page = await open('/docs/getting-started', viewport);
      try {
        await page.keyboard.press('Control+k');
        await page.getByRole('dialog', { name: 'Search' }).waitFor(WAIT);
        const input = page.getByRole('combobox', { name: /search/i });
        await expect.poll(() => input.evaluate((element) => element === document.activeElement).catch(() => false), WAIT).toBe(true);
      } finally {
        await page.context().close();
      }
    });

    it.each(['/api/repack/interfaces/RepackPluginConfig', '/2.x/api/node/classes/DevServer'])(
      'API sidebar of %s: every group opens and closes from the keyboard',
      async (route) => {
        const page = await open(route, viewport);
        try {
          if (mobile) {
            await tabTo(page, (stop) => stop.tag === 'button' && !stop.inHeader && /menu/i.test(stop.name), 'the sidebar menu button');
            await page.keyboard.press('Enter');
            await expect.poll(() => page.locator('.rp-doc-layout__sidebar--open').count(), WAIT).toBe(1);
          }
          const sidebar = page.locator('.rp-doc-layout__sidebar');
          // no group is the default theme's clickable div any more
          expect(await sidebar.locator('div.rp-sidebar-group:not(.repack-sidebar-group)').count()).toBe(0);
          const groups = await sidebar.locator('[aria-expanded]').count();
          expect(groups).toBeGreaterThanOrEqual(mobile || route.startsWith('/2.x') ? 5 : 8);
          const visited = new Set<string>();
          // Tab through the sidebar: close and reopen each group, then leave a group of pages closed (its pages
          // leave the tab order) and a group of groups open (to reach the groups inside it).
          for (let turn = 0; visited.size < groups && turn < groups * 3; turn++) {
            const group = await tabTo(page, (stop) => stop.inSidebar && stop.expanded !== null, `sidebar group ${visited.size + 1} of ${groups}`, { max: 60 });
            const id = await page.evaluate(() => document.activeElement?.getAttribute('aria-controls') ?? '');
            if (visited.has(id)) continue;
            visited.add(id);
            const start = group.expanded;
            const other = start === 'true' ? 'false' : 'true';
            await page.keyboard.press('Enter');
            await expect.poll(() => expanded(page), { ...WAIT, message: `Enter on ${group.name}` }).toBe(other);
            await page.keyboard.press(' ');
            await expect.poll(() => expanded(page), { ...WAIT, message: `Space on ${group.name}` }).toBe(start);
            const holdsGroups = await page.evaluate((controls) => Boolean(document.getElementById(controls)?.querySelector('[aria-expanded]')), id);
            if ((await expanded(page)) === (holdsGroups ? 'false' : 'true')) await page.keyboard.press('Enter');
            // let the open/close animation end before moving on, as a reader would see it
            const settled = () => page.evaluate((controls) => document.getElementById(controls)!.getBoundingClientRect().height < 1, id);
            await expect.poll(settled, WAIT).toBe(!holdsGroups);
          }
          expect(visited.size).toBe(groups);
        } finally {
          await page.context().close();
        }
      },
    );

    it('sidebar: a group collapses and expands with Enter and Space', async () => {
      const page = await open('/docs/getting-started', viewport);
      try {
        if (mobile) {
          const menu = await tabTo(page, (stop) => stop.tag === 'button' && !stop.inHeader && /menu/i.test(stop.name), 'the sidebar menu button');
          await page.keyboard.press('Enter');
          await expect.poll(() => page.locator('.rp-doc-layout__sidebar--open').count(), { ...WAIT, message: `${menu.name} opens the sidebar` }).toBe(1);
        }
        const group = await tabTo(page, (stop) => stop.inSidebar && stop.name.startsWith('Code Splitting') && stop.expanded !== null, 'the "Code Splitting" sidebar group');
        expect(group.expanded).toBe('true');
        const child = page.locator('.rp-doc-layout__sidebar a', { hasText: 'Glossary' }).first();
        await expect.poll(() => child.isVisible(), WAIT).toBe(true);

        await page.keyboard.press('Enter');
        await expect.poll(() => expanded(page), WAIT).toBe('false');
        // Collapsed: its pages are clipped away (no height left to show them) and not reachable with Tab.
        const clippedAway = () =>
          child.evaluate((element) => {
            for (let ancestor = element.parentElement; ancestor; ancestor = ancestor.parentElement) {
              if (getComputedStyle(ancestor).overflowY !== 'visible') return ancestor.getBoundingClientRect().height < 1;
            }
            return false;
          });
        await expect.poll(clippedAway, WAIT).toBe(true);
        const next = await tabTo(page, () => true, 'the element after the collapsed group', { max: 1 });
        expect(next.name).not.toBe('Concept');
        await page.keyboard.press('Shift+Tab');
        await expect.poll(() => activeStop(page), WAIT).toMatchObject({ name: group.name });

        await page.keyboard.press(' ');
        await expect.poll(() => expanded(page), WAIT).toBe('true');
        await expect.poll(clippedAway, WAIT).toBe(false);
      } finally {
        await page.context().close();
      }
    });

    it('code block: the copy button is reached with Tab and copies the code with Enter', async () => {
      const page = await open('/docs/getting-started', viewport);
      try {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: siteUrl() });
        const copy = await tabTo(page, (stop) => stop.tag === 'button' && stop.inCodeBlock && /copy/i.test(stop.name), 'the first code copy button', { max: 250 });
        expect(copy.name).toMatch(/copy/i);
        const expected = await page.evaluate(() => {
          const block = (document.activeElement as HTMLElement).closest('.rp-codeblock')!;
          const code = block.querySelector('pre code') as HTMLElement;
          return code.innerText.trim();
        });
        expect(expected.length).toBeGreaterThan(0);
        await page.keyboard.press('Enter');
        await expect.poll(() => page.evaluate(() => navigator.clipboard.readText().then((text) => text.trim())), WAIT).toBe(expected);
      } finally {
        await page.context().close();
      }
    });
  });
});
