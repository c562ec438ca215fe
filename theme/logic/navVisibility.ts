/** `themeConfig.hideNavbar`: when the nav bar gets out of the way while scrolling. */
export type HideNavbar = 'always' | 'auto' | 'never';

export interface NavScrollState {
  hidden: boolean;
  /** Scroll position of the last decision; small moves from it are ignored. */
  anchorY: number;
}

/** Scroll distance below which a direction change is treated as jitter (touchpads, rubber-banding). */
export const SCROLL_TOLERANCE = 8;

/**
 * Decides whether the nav bar is hidden after scrolling to `scrollY`.
 * - `never`: always shown;
 * - `auto`: hidden while scrolling down, shown again on scrolling up;
 * - `always`: hidden as soon as the page is scrolled past the bar, until back at the top.
 * Near the top of the page the bar is always shown.
 */
export function nextNavScrollState(
  state: NavScrollState,
  scrollY: number,
  { mode, navHeight }: { mode: HideNavbar; navHeight: number },
): NavScrollState {
  if (mode === 'never' || scrollY <= navHeight) return { hidden: false, anchorY: scrollY };
  if (Math.abs(scrollY - state.anchorY) < SCROLL_TOLERANCE) return state;
  if (mode === 'always') return { hidden: true, anchorY: scrollY };
  return { hidden: scrollY > state.anchorY, anchorY: scrollY };
}
