// Class names of the default search panel and the element it portals into (part of theme/rspress-internals, see index.ts), apart
// so that they travel in the search panel's chunk, not in every page's first load. Each group is
// guarded by "<group> class names are defined by the installed Rspress".

/** The default search panel (Search/SearchPanel.css, NoSearchResult.css), since 2.0.0. */
export const SEARCH_PANEL_MASK_CLASS = 'rp-search-panel__mask';
export const SEARCH_PANEL_MODAL_CLASS = 'rp-search-panel__modal';
export const SEARCH_PANEL_HEADER_CLASS = 'rp-search-panel__header';
export const SEARCH_PANEL_INPUT_FORM_CLASS = 'rp-search-panel__input-form';
export const SEARCH_PANEL_SEARCH_ICON_CLASS = 'rp-search-panel__search-icon';
export const SEARCH_PANEL_SEARCH_ICON_LOADING_CLASS = 'rp-search-panel__search-icon--loading';
export const SEARCH_PANEL_INPUT_CLASS = 'rp-search-panel__input';
export const SEARCH_PANEL_CLOSE_CLASS = 'rp-search-panel__close';
export const SEARCH_PANEL_CANCEL_CLASS = 'rp-search-panel__cancel';
export const SEARCH_PANEL_RESULTS_CLASS = 'rp-search-panel__results';
export const SEARCH_PANEL_ERROR_CLASS = 'rp-search-panel__error';
export const SEARCH_PANEL_GROUP_CLASS = 'rp-search-panel__group';
export const SEARCH_PANEL_NO_RESULT_CLASS = 'rp-no-search-result';
/** The names above, as one group (for the contract tests). */
export const SEARCH_PANEL_CLASS = {
  mask: SEARCH_PANEL_MASK_CLASS,
  modal: SEARCH_PANEL_MODAL_CLASS,
  header: SEARCH_PANEL_HEADER_CLASS,
  inputForm: SEARCH_PANEL_INPUT_FORM_CLASS,
  searchIcon: SEARCH_PANEL_SEARCH_ICON_CLASS,
  searchIconLoading: SEARCH_PANEL_SEARCH_ICON_LOADING_CLASS,
  input: SEARCH_PANEL_INPUT_CLASS,
  close: SEARCH_PANEL_CLOSE_CLASS,
  cancel: SEARCH_PANEL_CANCEL_CLASS,
  results: SEARCH_PANEL_RESULTS_CLASS,
  error: SEARCH_PANEL_ERROR_CLASS,
  group: SEARCH_PANEL_GROUP_CLASS,
  noResult: SEARCH_PANEL_NO_RESULT_CLASS,
} as const;

/** A search suggestion (Search/SuggestItem.css), since 2.0.0. */
export const SUGGEST_ITEM_ROOT_CLASS = 'rp-suggest-item';
export const SUGGEST_ITEM_CURRENT_CLASS = 'rp-suggest-item--current';
export const SUGGEST_ITEM_LINK_CLASS = 'rp-suggest-item__link';
export const SUGGEST_ITEM_CONTAINER_CLASS = 'rp-suggest-item__container';
export const SUGGEST_ITEM_ICON_CLASS = 'rp-suggest-item__icon';
export const SUGGEST_ITEM_CONTENT_CLASS = 'rp-suggest-item__content';
export const SUGGEST_ITEM_STATEMENT_CLASS = 'rp-suggest-item__statement';
export const SUGGEST_ITEM_TITLE_CLASS = 'rp-suggest-item__title';
export const SUGGEST_ITEM_HEADER_CLASS = 'rp-suggest-item__header';
export const SUGGEST_ITEM_ACTION_ICON_CLASS = 'rp-suggest-item__action-icon';
export const SUGGEST_ITEM_MARK_CLASS = 'rp-suggest-item__mark';
/** The names above, as one group (for the contract tests). */
export const SUGGEST_ITEM_CLASS = {
  item: SUGGEST_ITEM_ROOT_CLASS,
  current: SUGGEST_ITEM_CURRENT_CLASS,
  link: SUGGEST_ITEM_LINK_CLASS,
  container: SUGGEST_ITEM_CONTAINER_CLASS,
  icon: SUGGEST_ITEM_ICON_CLASS,
  content: SUGGEST_ITEM_CONTENT_CLASS,
  statement: SUGGEST_ITEM_STATEMENT_CLASS,
  title: SUGGEST_ITEM_TITLE_CLASS,
  header: SUGGEST_ITEM_HEADER_CLASS,
  actionIcon: SUGGEST_ITEM_ACTION_ICON_CLASS,
  mark: SUGGEST_ITEM_MARK_CLASS,
} as const;

/**
 * The element the default theme renders its modals into (SSR-safe portal target), since 2.0.0.
 * Guarded by "the modal container id is the one the default theme portals into".
 */
export const MODAL_CONTAINER_ID = '__rspress_modal_container';
