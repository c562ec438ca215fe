/**
 * A page the browser shows before all of its HTML has arrived (a slow network, a busy phone) does
 * not move when the rest arrives: each page is sent up to a cut, laid out, then finished, and
 * every element that was there keeps its place and width, and the complete ones their height
 * (e2e/support/partial-page.ts). One page load per page and screen size checks all of its cuts:
 * it is sent in parts, laid out at each cut, and what moved is measured against each cut.
 *
 * Found by a layout-shift test that failed on a loaded machine: the outline column comes after the
 * content in the document, and until it arrived the content column took its room, 148 px wider on
 * a 1440 px screen, so every line re-wrapped when it came.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, useBrowser } from '../support/browser';
import { withPage } from '../support/pages';
import { startPartialPageServer, type Cut, type PartialPageServer } from '../support/partial-page';
import { DOC_BUILD } from '../support/site-pages';

const { newPage } = useBrowser();
/** The narrowest screen with the outline column beside the content (Rspress's breakpoint). */
const OUTLINE_COLUMN = { width: 1280, height: 800 };

const NAV_BAR: [string, Cut] = ['after the nav bar', { marker: '</header>' }];
const NAV_BAR_BUTTON: [string, Cut] = ['inside the nav bar, before the "more links" button\'s icon', { marker: 'repack-social-links__more-button', after: '<header' }];
const SIDEBAR: [string, Cut] = ['after the sidebar', { marker: '</aside>', after: 'rp-doc-layout__sidebar' }];
const FIRST_PARAGRAPH: [string, Cut] = ['after the first paragraph of the content', { marker: '</p>', after: '<main' }];
const CONTENT: [string, Cut] = ['after the content, before the outline', { marker: '</main>', after: 'rp-doc-layout__doc-container' }];

const PAGES: [route: string, cuts: [string, Cut][]][] = [
  ['/docs/getting-started', [NAV_BAR_BUTTON, NAV_BAR, SIDEBAR, FIRST_PARAGRAPH, CONTENT]],
  ['/2.x/docs/getting-started', [SIDEBAR, FIRST_PARAGRAPH, CONTENT]],
  ['/api/repack/classes/RepackPlugin', [SIDEBAR, FIRST_PARAGRAPH, CONTENT]],
  ['/', [NAV_BAR, FIRST_PARAGRAPH]],
];

let server: PartialPageServer;
beforeAll(async () => {
  server = await startPartialPageServer(DOC_BUILD);
});
afterAll(async () => {
  await server?.close();
});

describe('a page shown before all of its HTML has arrived does not move when the rest arrives', () => {
  for (const [viewportName, viewport] of [
    ['desktop', DESKTOP],
    ['1280 px', OUTLINE_COLUMN],
    ['mobile', MOBILE],
  ] as const) {
    it.each(PAGES)(`%s (${viewportName}), cut at each of its cuts`, async (route, cuts) => {
      const moved = await withPage(await newPage({ viewport }), (page) => server.movedAfterEachCut(page, route, cuts.map(([, cut]) => cut)));
      // Per cut (named), what moved: nothing.
      expect(Object.fromEntries(cuts.map(([name], index) => [name, moved[index]]))).toEqual(Object.fromEntries(cuts.map(([name]) => [name, []])));
    });
  }

  it("sees the content column take the outline column's room when nothing keeps it", async () => {
    const moved = await withPage(await newPage({ viewport: DESKTOP }), async (page) => {
      // The rule that keeps the room, outranked by one that takes it away, in <head> from the first byte on
      // (the critical CSS is inlined there; the stylesheet itself only arrives with the rest).
      await page.addInitScript((rule) => {
        new MutationObserver((_, observer) => {
          if (!document.head) return;
          const style = document.createElement('style');
          style.textContent = rule;
          document.head.append(style);
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      }, 'html body .rp-doc-layout__doc.rp-doc-layout__doc { margin-inline-end: 0 }');
      return server.movedWhenTheRestArrives(page, '/docs/getting-started', CONTENT[1]);
    });
    expect(moved.find((line) => line.startsWith('div.rp-doc-layout__doc '))).toMatch(/width 1000 → 852$/);
  });
});
