/**
 * `scroll-into-view-if-needed` in the browser bundle, loaded on first use (part of
 * theme/rspress-internals, see index.ts; `BROWSER_REPLACEMENTS` of plugins/rspress-internals.ts
 * points Rspress's import here). The default sidebar brings its active item into view with it
 * once the page shows (since 2.0.0): now a moment later, after the page's own scripts. An element
 * gone by then is left alone, as the package does.
 * Guarded by "the packages replaced in the browser bundle are imported by Rspress with the names
 * their replacements export" and theme/rspress-internals/on-demand.test.ts.
 */
import type { StandardBehaviorOptions } from 'scroll-into-view-if-needed';
import { onDemand } from './on-demand';

const scrollIntoViewIfNeeded = onDemand(() => import('scroll-into-view-if-needed'));

export default function scrollIntoView(target: Element, options?: StandardBehaviorOptions): void {
  scrollIntoViewIfNeeded.run((library) => library.default(target, options));
}
