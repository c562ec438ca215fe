/** localStorage key of a `<Tabs groupId>` selection (the key Rspress uses, so saved choices carry over). */
export const TAB_GROUP_KEY_PREFIX = 'rspress.tabs.';

export function tabGroupStorageKey(groupId: string): string {
  return `${TAB_GROUP_KEY_PREFIX}${groupId}`;
}

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
