/**
 * `body-scroll-lock` in the browser bundle, loaded on first use (part of theme/rspress-internals,
 * see index.ts; `BROWSER_REPLACEMENTS` of plugins/rspress-internals.ts points Rspress's import
 * here). The mobile nav screen and sidebar menu of the default theme lock the page's scrolling
 * while they are open and clear the locks when they close (since 2.0.0).
 * Guarded by "the packages replaced in the browser bundle are imported by Rspress with the names
 * their replacements export" and theme/rspress-internals/on-demand.test.ts.
 */
import { onDemand } from './on-demand';

type ScrollLockOptions = Parameters<typeof import('body-scroll-lock').disableBodyScroll>[1];
const scrollLock = onDemand(() => import('body-scroll-lock'));

export function disableBodyScroll(target: HTMLElement, options?: ScrollLockOptions): void {
  scrollLock.run((library) => library.disableBodyScroll(target, options));
}

/** Before any lock was asked for there is nothing to clear, and nothing is loaded. */
export function clearAllBodyScrollLocks(): void {
  if (scrollLock.requested) scrollLock.run((library) => library.clearAllBodyScrollLocks());
}
