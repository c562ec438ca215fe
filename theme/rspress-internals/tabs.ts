// The default tabs' class names, storage key and sync event (part of theme/rspress-internals,
// see index.ts), apart so that they travel with the pages that have tabs and the search panel,
// not in every page's first load.

/** The default tabs (Tabs/index.css), since 2.0.0; the search panel's result tabs use them too. */
export const TABS_CLASS = {
  tabs: 'rp-tabs',
  label: 'rp-tabs__label',
  labelNoScrollbar: 'rp-tabs__label--no-scrollbar',
  labelItem: 'rp-tabs__label__item',
  labelItemSelected: 'rp-tabs__label__item--selected',
  labelItemNotSelected: 'rp-tabs__label__item--not-selected',
  content: 'rp-tabs__content',
  contentItem: 'rp-tabs__content__item',
  contentItemActive: 'rp-tabs__content__item--active',
  contentItemHidden: 'rp-tabs__content__item--hidden',
} as const;

/**
 * localStorage key prefix of a `<Tabs groupId>` selection, shared with the default theme's
 * `useStorageValue`, so choices saved by either carry over, since 2.0.0.
 * Guarded by "the tab group storage key and sync event are those of the installed Rspress".
 */
export const TAB_GROUP_KEY_PREFIX = 'rspress.tabs.';

/** localStorage key of a `<Tabs groupId>` selection. */
export function tabGroupStorageKey(groupId: string): string {
  return `${TAB_GROUP_KEY_PREFIX}${groupId}`;
}

/**
 * The window event the default theme's `useStorageValue` dispatches after writing a value, so
 * every tab group of the page follows a choice (`detail: { key, newValue }`), since 2.0.0.
 * Guarded by "the tab group storage key and sync event are those of the installed Rspress".
 */
export const STORAGE_SYNC_EVENT = 'RSPRESS_SYNC_STORAGE_EVENT_NAME';
