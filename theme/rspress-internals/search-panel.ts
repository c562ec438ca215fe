// Class names of the default search panel (part of theme/rspress-internals, see index.ts), apart
// so that they travel in the search panel's chunk, not in every page's first load. Each group is
// guarded by "<group> class names are defined by the installed Rspress".

/** The default search panel (Search/SearchPanel.css, NoSearchResult.css), since 2.0.0. */
export const SEARCH_PANEL_CLASS = {
  mask: 'rp-search-panel__mask',
  modal: 'rp-search-panel__modal',
  header: 'rp-search-panel__header',
  inputForm: 'rp-search-panel__input-form',
  searchIcon: 'rp-search-panel__search-icon',
  searchIconLoading: 'rp-search-panel__search-icon--loading',
  input: 'rp-search-panel__input',
  close: 'rp-search-panel__close',
  cancel: 'rp-search-panel__cancel',
  results: 'rp-search-panel__results',
  error: 'rp-search-panel__error',
  group: 'rp-search-panel__group',
  noResult: 'rp-no-search-result',
} as const;

/** A search suggestion (Search/SuggestItem.css), since 2.0.0. */
export const SUGGEST_ITEM_CLASS = {
  item: 'rp-suggest-item',
  current: 'rp-suggest-item--current',
  link: 'rp-suggest-item__link',
  container: 'rp-suggest-item__container',
  icon: 'rp-suggest-item__icon',
  content: 'rp-suggest-item__content',
  statement: 'rp-suggest-item__statement',
  title: 'rp-suggest-item__title',
  header: 'rp-suggest-item__header',
  actionIcon: 'rp-suggest-item__action-icon',
  mark: 'rp-suggest-item__mark',
} as const;
