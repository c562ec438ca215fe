// The default tabs' class names, storage key and sync event (part of theme/rspress-internals,
// see index.ts), apart so that they travel with the pages that have tabs and the search panel,
// not in every page's first load.

/** The default tabs (Tabs/index.css), since 2.0.0; the search panel's result tabs use them too. */
export const TABS_ROOT_CLASS = 'rp-tabs';
export const TABS_LABEL_CLASS = 'rp-tabs__label';
export const TABS_LABEL_NO_SCROLLBAR_CLASS = 'rp-tabs__label--no-scrollbar';
export const TABS_LABEL_ITEM_CLASS = 'rp-tabs__label__item';
export const TABS_LABEL_ITEM_SELECTED_CLASS = 'rp-tabs__label__item--selected';
export const TABS_LABEL_ITEM_NOT_SELECTED_CLASS = 'rp-tabs__label__item--not-selected';
export const TABS_CONTENT_CLASS = 'rp-tabs__content';
export const TABS_CONTENT_ITEM_CLASS = 'rp-tabs__content__item';
export const TABS_CONTENT_ITEM_ACTIVE_CLASS = 'rp-tabs__content__item--active';
export const TABS_CONTENT_ITEM_HIDDEN_CLASS = 'rp-tabs__content__item--hidden';
/** The names above, as one group (for the contract tests). */
export const TABS_CLASS = {
  tabs: TABS_ROOT_CLASS,
  label: TABS_LABEL_CLASS,
  labelNoScrollbar: TABS_LABEL_NO_SCROLLBAR_CLASS,
  labelItem: TABS_LABEL_ITEM_CLASS,
  labelItemSelected: TABS_LABEL_ITEM_SELECTED_CLASS,
  labelItemNotSelected: TABS_LABEL_ITEM_NOT_SELECTED_CLASS,
  content: TABS_CONTENT_CLASS,
  contentItem: TABS_CONTENT_ITEM_CLASS,
  contentItemActive: TABS_CONTENT_ITEM_ACTIVE_CLASS,
  contentItemHidden: TABS_CONTENT_ITEM_HIDDEN_CLASS,
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
