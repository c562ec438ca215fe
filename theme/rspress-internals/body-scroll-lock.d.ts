/** The part of `body-scroll-lock` (which ships no types) that theme/rspress-internals/on-demand.ts loads. */
declare module 'body-scroll-lock' {
  export function disableBodyScroll(target: HTMLElement, options?: { reserveScrollBarGap?: boolean; allowTouchMove?: (element: EventTarget) => boolean }): void;
  export function clearAllBodyScrollLocks(): void;
}
