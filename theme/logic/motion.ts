/** Whether the reader asked the system for less motion. */
export function prefersReducedMotion(win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  return Boolean(win?.matchMedia?.('(prefers-reduced-motion: reduce)').matches);
}

/**
 * The `clip-path` keyframes of the appearance switch's view transition: a circle growing from
 * the point clicked until it covers the window.
 */
export function revealClipPath({ x, y, width, height }: { x: number; y: number; width: number; height: number }): [string, string] {
  const radius = Math.hypot(Math.max(x, width - x), Math.max(y, height - y));
  return [`circle(0px at ${Math.round(x)}px ${Math.round(y)}px)`, `circle(${Math.ceil(radius)}px at ${Math.round(x)}px ${Math.round(y)}px)`];
}
