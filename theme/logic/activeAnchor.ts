/**
 * The outline's active heading, computed the way the Rspress 1 theme did: a heading becomes
 * active once the page is scrolled to `OUTLINE_OFFSET` pixels above it (the height of the nav
 * bar plus some air), the first heading stays active above it, and the last one is active
 * once the page is scrolled to the bottom.
 */
export const OUTLINE_OFFSET = 72;
/** Scroll handlers run at most once per this many milliseconds. */
export const OUTLINE_THROTTLE_MS = 200;

export interface HeadingPosition {
  id: string;
  /** Distance from the top of the document to the heading, minus its top padding. */
  top: number;
}

export function activeHeadingId(
  headings: readonly HeadingPosition[],
  scrollY: number,
  { atBottom = false, offset = OUTLINE_OFFSET }: { atBottom?: boolean; offset?: number } = {},
): string | undefined {
  if (headings.length === 0) return undefined;
  if (atBottom) return headings[headings.length - 1].id;
  const scrollTop = Math.ceil(scrollY);
  let active = headings[0].id;
  for (const heading of headings) {
    if (scrollTop >= Math.round(heading.top - offset)) active = heading.id;
    else break;
  }
  return active;
}
