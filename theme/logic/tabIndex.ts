/**
 * The tab to show for a stored selection: the stored index when it names an existing tab,
 * otherwise (nothing stored, not a whole number, out of range) the tab the page chose by default.
 */
export function resolveTabIndex(stored: string | null | undefined, count: number, fallback: number): number {
  const safeFallback = Number.isInteger(fallback) && fallback >= 0 && fallback < count ? fallback : 0;
  if (stored == null || !/^\d+$/.test(stored.trim())) return safeFallback;
  const index = Number(stored.trim());
  return index < count ? index : safeFallback;
}
