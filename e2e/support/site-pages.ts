/**
 * Helpers shared by the browser suites: the list of pages in the build, the sample routes,
 * hydration and navigation waits and a small promise pool. Node-side only; nothing here imports theme or plugin code.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const ROOT = path.join(__dirname, '..', '..');
/** The build under test (`GATES_DOC_BUILD` points the gates at a copy, for working on them while others rebuild). */
export const DOC_BUILD = process.env.GATES_DOC_BUILD ?? path.join(ROOT, 'doc_build');
/** Reports the gates write (gitignored). */
export const OUTPUT_DIR = path.join(__dirname, '..', '.output');

export type SitePage = { file: string; route: string };

/** `docs/about.html` → `/docs/about`, `api/repack/index.html` → `/api/repack/` (the clean URLs served). */
export function routeOf(relativeHtml: string): string {
  const posix = relativeHtml.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix.slice(0, -'.html'.length)}`;
}

function listHtml(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Every page of the build (`doc_build/**\/*.html`), as served routes. The 404 document is
 * listed only with `{ include404: true }` (it is served for unknown paths, never at `/404`).
 */
export function listSitePages(root = DOC_BUILD, { include404 = false } = {}): SitePage[] {
  if (!fs.existsSync(root)) throw new Error(`${root} does not exist: build the site first (npm run build)`);
  return listHtml(root)
    .map((file) => ({ file, route: routeOf(path.relative(root, file)) }))
    .filter((page) => include404 || page.route !== '/404');
}

/** The versions served under a prefix (the default version, 3.x, lives at `/`). */
export const OLDER_VERSIONS = ['2.x'];

export function versionOf(route: string): string {
  return OLDER_VERSIONS.find((version) => route === `/${version}/` || route.startsWith(`/${version}/`)) ?? '3.x';
}

/** Home, a guide, an API page and the 404 page of each version. */
export const SAMPLE_ROUTES = [
  '/',
  '/docs/getting-started',
  '/api/repack/classes/RepackPlugin',
  // a page of member tables (they scroll sideways on a phone)
  '/api/repack/interfaces/RepackPluginConfig',
  '/no/such/page',
  '/2.x/',
  '/2.x/docs/getting-started',
  '/2.x/api/node/classes/DevServer',
  '/2.x/no/such/page',
] as const;

export const isNotFoundRoute = (route: string) => route.endsWith('/no/such/page');

/** The key Rspress 2 keeps the colour theme under (`APPEARANCE_KEY` in @rspress/core). */
export const APPEARANCE_KEY = 'rspress-theme-appearance';

/** Makes every page of the page's context start in the given colour theme, before any script runs. */
export async function useAppearance(page: Page, appearance: 'light' | 'dark') {
  await page.context().addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        // storage may be unavailable on error pages; the theme then follows the media query
      }
    },
    [APPEARANCE_KEY, appearance] as const,
  );
  await page.emulateMedia({ colorScheme: appearance });
}

/**
 * Resolves once React has hydrated the whole server-rendered tree and committed it, and the fonts
 * are loaded. Hydration runs in tree order, so it has reached the end when the last element of
 * the page, found by walking down the last children of the root, carries React's fiber (the walk
 * stops at markup React does not own: an element's `dangerouslySetInnerHTML`, such as the inline
 * SVG icons). React attaches fibers and handlers while it renders, before it commits, and the
 * router ignores a navigation asked for before its layout effects ran: so the committed tree must
 * also be hydrated (the root no longer dehydrated, no Suspense boundary still dehydrated).
 */
export async function waitForHydration(page: Page, timeout = 30_000) {
  await page.waitForFunction(
    () => {
      const reactKey = (element: Element, prefix: string) =>
        Object.keys(element).find((key) => key.startsWith(prefix)) as keyof Element | undefined;
      const root = document.getElementById('__rspress_root');
      const containerKey = root && reactKey(root, '__reactContainer$');
      if (!root || !containerKey) return false;
      type Fiber = { tag: number; child: Fiber | null; sibling: Fiber | null; memoizedState: { isDehydrated?: boolean; dehydrated?: unknown } | null };
      const SUSPENSE = 13;
      const current = (root[containerKey] as unknown as { stateNode: { current: Fiber } }).stateNode.current;
      if (current.memoizedState?.isDehydrated !== false) return false;
      const dehydratedBoundary = (fiber: Fiber | null): boolean => {
        for (let node = fiber; node; node = node.sibling) {
          if (node.tag === SUSPENSE && node.memoizedState?.dehydrated) return true;
          if (dehydratedBoundary(node.child)) return true;
        }
        return false;
      };
      if (dehydratedBoundary(current.child)) return false;
      let element: Element = root;
      for (;;) {
        const child = element.lastElementChild;
        if (!child) return true;
        if (!reactKey(child, '__reactFiber$')) {
          if (element === root) return false;
          const propsKey = reactKey(element, '__reactProps$');
          const props = propsKey ? (element[propsKey] as { dangerouslySetInnerHTML?: unknown }) : undefined;
          return Boolean(props?.dangerouslySetInnerHTML);
        }
        element = child;
      }
    },
    undefined,
    { timeout, polling: 50 },
  );
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** The page heading as a reader sees it: the first `h1`, without its `#` permalink mark. */
export async function pageHeading(page: Page): Promise<string> {
  return (await page.locator('h1').first().innerText()).replace(/^#\s*/, '').trim();
}

/**
 * Resolves once a client-side navigation has reached `pathname` and rendered the page headed
 * `heading`. Rspress changes the URL before the new page's chunk has rendered, so the URL alone
 * does not tell that the old page is gone.
 */
export async function waitForPage(
  page: Page,
  pathname: string | ((pathname: string) => boolean),
  heading: string | RegExp,
  timeout = 15_000,
) {
  const reached = typeof pathname === 'string' ? (path: string) => path === pathname : pathname;
  await page.waitForURL((url) => reached(url.pathname), { timeout });
  const rendered = expect.poll(() => pageHeading(page), { timeout });
  await (typeof heading === 'string' ? rendered.toBe(heading) : rendered.toMatch(heading));
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'" };

/** The heading of a built page, read from its HTML file: what `pageHeading` shows once it renders. */
export function builtHeading(route: string, root = DOC_BUILD): string {
  const file = path.join(root, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(fs.readFileSync(file, 'utf8'))?.[1];
  if (h1 === undefined) throw new Error(`${file} has no h1`);
  return h1
    .replace(/<a\b[^>]*class="[^"]*\brp-header-anchor\b[^"]*"[^>]*>[\s\S]*?<\/a>/, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (_, name: string) => ENTITIES[name])
    .trim();
}

/** Runs `task` over `items` with at most `limit` running at once; results keep the input order. */
export async function mapPool<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export function writeReport(name: string, data: unknown) {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const file = path.join(OUTPUT_DIR, name);
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return file;
}
