/**
 * Hydration does the work once. After the commit that hydrates the prerendered page, React's
 * later commits render only the few components whose state the browser decides (colour theme,
 * URL switches, table of contents, read percentage), not the app, the sidebar or the page's
 * Markdown again: those renders were the blocking tasks of the load (Lighthouse TBT 909 ms on the
 * RepackPlugin page). Counted through React's DevTools hook, which the production build reports
 * every commit to: the components each commit rendered, against the components hydrated.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { waitForHydration } from '../support/site-pages';

const { newPage, siteUrl } = useBrowser();
const PAGES = ['/api/repack/classes/RepackPlugin', '/docs/getting-started', '/2.x/api/node/classes/DevServer', '/'];
/**
 * The largest share of the hydrated components one later commit may render. Today 6-20 %
 * (the doc layout and the parts that read the browser); before, one commit rendered them all.
 */
const MAX_SHARE = 0.25;

interface Commits {
  hydrated: number;
  later: number[];
}

/** Runs in the page before its scripts: counts components per commit (function, class, forwardRef, memo). */
function countCommits() {
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  type Fiber = { tag: number; flags: number; alternate: Fiber | null; child: Fiber | null; sibling: Fiber | null };
  const commits: { hydrated: number; later: number[] } = { hydrated: 0, later: [] };
  const count = (fiber: Fiber | null, rendered: (fiber: Fiber) => boolean): number => {
    let total = 0;
    for (let node = fiber; node; node = node.sibling) {
      if (COMPONENT_TAGS.has(node.tag) && rendered(node)) total += 1;
      total += count(node.child, rendered);
    }
    return total;
  };
  (window as unknown as { __commits: typeof commits }).__commits = commits;
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: object }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
      if (!commits.hydrated) commits.hydrated = count(root.current.child, () => true);
      else commits.later.push(count(root.current.child, (fiber) => fiber.alternate !== null && (fiber.flags & PERFORMED_WORK) !== 0));
    },
  };
}

async function commitsOf(page: Page, route: string): Promise<Commits> {
  await page.addInitScript(countCommits);
  await page.goto(`${siteUrl()}${route}`);
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  return page.evaluate(() => (window as unknown as { __commits: Commits }).__commits);
}

describe('hydration', () => {
  for (const route of PAGES) {
    it(`${route}: no commit after hydration renders more than a quarter of the components`, async () => {
      const page = await newPage();
      const { hydrated, later } = await commitsOf(page, route);
      expect(hydrated, 'components hydrated').toBeGreaterThan(100);
      const largest = Math.max(0, ...later);
      expect(largest / hydrated, `components rendered by the commits after hydration: ${later.join(', ')} of ${hydrated}`).toBeLessThanOrEqual(MAX_SHARE);
      await page.context().close();
    });
  }
});
