/**
 * Pages that arrive in two parts, as on a slow network, where the browser lays out and shows what
 * it has before the rest of the HTML arrives: a server for a built site that sends one page's HTML
 * up to a cut and the rest when the test says so, and what moved between the two.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Page } from 'playwright-core';
import { createStaticHandler, resolveStaticFile } from '../../deploy/static-server.mjs';

/**
 * Where a page is cut: at the end of the first tag at or after `marker` (a closing tag such as
 * `</main>`, or text in a start tag), looking from the first `after`.
 */
export interface Cut {
  marker: string;
  after?: string;
}

export interface PartialPageServer {
  url: string;
  /**
   * Opens `route` in `page` sent in parts, up to each of `cuts` in turn: at each cut records what is
   * laid out, then sends the next part. Once the page is whole, returns per cut (in the order given)
   * what moved since that cut (`movedSinceRecorded`): the same as sending the page up to that cut
   * alone, in one page load for all the cuts. Scripts are held back: this is the prerendered page as
   * it streams in, before hydration; and the fallback font stays in all layouts.
   */
  movedAfterEachCut(page: Page, route: string, cuts: Cut[]): Promise<string[][]>;
  /** `movedAfterEachCut` with one cut. */
  movedWhenTheRestArrives(page: Page, route: string, cut: Cut): Promise<string[]>;
  close(): Promise<void>;
}

/** Serves the built site in `root` on 127.0.0.1 (a free port) as its static server does, but for the held page. */
export async function startPartialPageServer(siteRoot: string): Promise<PartialPageServer> {
  const root = path.resolve(siteRoot);
  const serveStatic = createStaticHandler({ root });
  const held = new Map<string, { parts: string[]; released: Promise<void>[] }>();
  const server = http.createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const hold = held.get(pathname);
    if (!hold) return serveStatic(request, response);
    held.delete(pathname);
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    response.write(hold.parts[0]);
    void (async () => {
      for (let part = 1; part < hold.parts.length; part++) {
        await hold.released[part - 1];
        if (part < hold.parts.length - 1) response.write(hold.parts[part]);
        else response.end(hold.parts[part]);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  async function movedAfterEachCut(page: Page, route: string, cuts: Cut[]) {
    const file = resolveStaticFile(root, route);
    if (!file) throw new Error(`No page ${route} in ${root}`);
    const html = fs.readFileSync(file, 'utf8');
    const ends = [...new Set(cuts.map(({ marker, after }) => cutAfter(html, marker, after)))].sort((a, b) => a - b);
    const parts = [...ends, html.length].map((end, index) => html.slice(index === 0 ? 0 : ends[index - 1], end));
    const releases: (() => void)[] = [];
    const released = ends.map(() => new Promise<void>((resolve) => releases.push(resolve)));
    held.set(route, { parts, released });
    await page.route('**/static/js/**', (request) => request.abort());
    await page.route(/\.woff2$/, (request) => request.abort());
    await page.goto(url + route, { waitUntil: 'commit' });
    for (const [index, end] of ends.entries()) {
      // The parser has all that was sent once the page has as many elements as that part parsed alone.
      const sentElements = new JSDOM(html.slice(0, end)).window.document.getElementsByTagName('*').length;
      await page.waitForFunction(
        (sentElements) => {
          const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
          // Styled by the critical CSS inlined in <head> (plugins/first-render) or by a loaded stylesheet.
          const styled = document.head?.querySelector('style') !== null || sheets.length > 0;
          return document.body !== null && styled && sheets.every((link) => link.sheet !== null) && document.getElementsByTagName('*').length >= sentElements;
        },
        sentElements,
      );
      if ((await page.evaluate(() => document.readyState)) !== 'loading') throw new Error(`${route} arrived whole: it was not held`);
      await recordBoxes(page, index);
      releases[index]();
    }
    await page.waitForLoadState('load');
    return Promise.all(cuts.map(({ marker, after }) => movedSinceRecorded(page, ends.indexOf(cutAfter(html, marker, after)))));
  }

  return {
    url,
    movedAfterEachCut,
    async movedWhenTheRestArrives(page, route, cut) {
      return (await movedAfterEachCut(page, route, [cut]))[0];
    },
    close: () =>
      new Promise<void>((resolve) => {
        // A held response that a failed test never released would keep the server open.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The index just after the tag that holds or follows the first `marker` after `after`. */
function cutAfter(html: string, marker: string, after = '<body'): number {
  const start = html.indexOf(after);
  const at = start < 0 ? -1 : html.indexOf(marker, start);
  if (at < 0) throw new Error(`No ${marker} after ${after} in the page`);
  return html.indexOf('>', at) + 1;
}

/**
 * Records (as snapshot `snapshot`) the box of every element the browser has laid out so far; those still open (the last
 * parsed node and its ancestors) may still grow taller as their children arrive. Inside an `<svg>`
 * the boxes are drawings (an icon's `<use>` has none until the sprite file has loaded), not layout.
 */
function recordBoxes(page: Page, snapshot: number): Promise<void> {
  return page.evaluate((snapshot) => {
    let last: Node = document.documentElement;
    while (last.lastChild) last = last.lastChild;
    const open = new Set<Node>();
    for (let node: Node | null = last; node; node = node.parentNode) open.add(node);
    const laidOut = [...document.body.querySelectorAll('*')].filter((element) => !(element instanceof SVGElement) || element instanceof SVGSVGElement);
    const boxes = laidOut.map((element) => ({ element, open: open.has(element), box: element.getBoundingClientRect() }));
    const snapshots = ((window as unknown as { __partialBoxes?: (typeof boxes)[] }).__partialBoxes ??= []);
    snapshots[snapshot] = boxes;
  }, snapshot);
}

/**
 * What moved since snapshot `snapshot` of `recordBoxes`, as "element: what changed" (more than half a pixel): position or
 * width of any element, height of the elements that were complete. In the nav bar only vertical
 * moves count: its right-hand group is right-aligned, so its items slide left as later ones arrive.
 */
function movedSinceRecorded(page: Page, snapshot: number): Promise<string[]> {
  return page.evaluate((snapshot) => {
    type Recorded = { element: Element; open: boolean; box: DOMRect };
    const boxes = (window as unknown as { __partialBoxes: Recorded[][] }).__partialBoxes[snapshot];
    const moved: string[] = [];
    for (const { element, open, box } of boxes) {
      const now = element.getBoundingClientRect();
      const verticalOnly = element.closest('header') !== null;
      const changes: [string, number, number][] = [
        ['y', box.y, now.y],
        ['height', open ? now.height : box.height, now.height],
        ...(verticalOnly ? [] : ([['x', box.x, now.x], ['width', box.width, now.width]] as [string, number, number][])),
      ];
      const changed = changes.filter(([, before, after]) => Math.abs(before - after) > 0.5).map(([name, before, after]) => `${name} ${Math.round(before)} → ${Math.round(after)}`);
      if (!element.isConnected) moved.push(`${element.tagName.toLowerCase()}: removed`);
      else if (changed.length > 0) {
        const name = `${element.tagName.toLowerCase()}${element.classList.length ? '.' + [...element.classList].join('.') : ''}`;
        moved.push(`${name} "${(element.textContent ?? '').trim().slice(0, 30)}": ${changed.join(', ')}`);
      }
    }
    return moved;
  }, snapshot);
}
