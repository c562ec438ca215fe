/**
 * The one place where the theme touches Rspress beyond its documented API (browser side; the
 * build side is plugins/rspress-internals.ts). Everything here was checked against
 * @rspress/core 2.0.22; each export says what we rely on and which test of
 * `theme/rspress-internals/contracts.test.tsx` guards it. theme/rspress-boundary.test.ts fails
 * when any other file of theme/ names an internal class, selector, storage key, event or
 * generated module, or imports `@rspress/core/dist`.
 *
 * This folder is one module split by what loads it: this file (names and small helpers, free
 * of imports that pull in Rspress's theme), `sidebar.ts` (the default sidebar's pieces),
 * `generated.ts` and `search-hooks.ts` (Rspress's generated modules), `tabs.ts` (the default
 * tabs' classes, storage key and event, for the pages with tabs), `search-panel.ts` (the
 * search panel's class names) and `styles/` (Rspress's private CSS), the last three imported
 * only by the lazily loaded search panel or the component whose chunk needs them, so none of
 * it moves into every page's first load.
 *
 * `scroll-lock.ts`, `scroll-into-view.ts` and `copy-to-clipboard.ts` are imported by no theme code: they load the real
 * packages Rspress's default theme imports on first use, in the browser bundle only
 * (`BROWSER_REPLACEMENTS` of plugins/rspress-internals.ts). The router, head manager and
 * progress bar are the packages Rspress declares; the theme reaches the router through
 * `@rspress/core/runtime`.
 *
 * When a contract test fails after an upgrade: look up what changed in
 * node_modules/@rspress/core/dist (the test names the file), adapt the export here, keep the
 * components as they are, and update the version in the comment.
 */
import { initPageData, PageContext, useLocation, warmPageData } from '@rspress/core/runtime';
import { createElement, use, useContext, useLayoutEffect, useMemo, type ContextType, type ReactNode } from 'react';


// ---------------------------------------------------------------------------------------------
// Class names of the default theme's markup, reused so that its CSS styles our components.
// Each group is guarded by "<group> class names are defined by the installed Rspress".
// ---------------------------------------------------------------------------------------------

/** The default sidebar's items (SidebarItem.css, SidebarGroup.css), since 2.0.0. */
export const SIDEBAR_ITEM_CLASS = 'rp-sidebar-item';
export const SIDEBAR_GROUP_CLASS = 'rp-sidebar-group';
export const SIDEBAR_GROUP_ITEM_CLASS = 'rp-sidebar-item--group-item';
export const SIDEBAR_LEFT_CLASS = 'rp-sidebar-item__left';
export const SIDEBAR_RIGHT_CLASS = 'rp-sidebar-item__right';
export const SIDEBAR_ICON_CLASS = 'rp-sidebar-item__icon';
/** The names above, as one group (for the contract tests). */
export const SIDEBAR_CLASS = {
  item: SIDEBAR_ITEM_CLASS,
  group: SIDEBAR_GROUP_CLASS,
  groupItem: SIDEBAR_GROUP_ITEM_CLASS,
  left: SIDEBAR_LEFT_CLASS,
  right: SIDEBAR_RIGHT_CLASS,
  icon: SIDEBAR_ICON_CLASS,
} as const;

/** The default outline (Outline/index.css), since 2.0.0. */
export const OUTLINE_ROOT_CLASS = 'rp-outline';
export const OUTLINE_TITLE_CLASS = 'rp-outline__title';
export const OUTLINE_TOC_CLASS = 'rp-outline__toc';
export const OUTLINE_DIVIDER_CLASS = 'rp-outline__divider';
export const OUTLINE_BOTTOM_CLASS = 'rp-outline__bottom';
export const OUTLINE_ACTION_ROW_CLASS = 'rp-outline__action-row';
export const OUTLINE_SCROLL_TO_TOP_CLASS = 'rp-scroll-to-top';
/** The names above, as one group (for the contract tests). */
export const OUTLINE_CLASS = {
  outline: OUTLINE_ROOT_CLASS,
  title: OUTLINE_TITLE_CLASS,
  toc: OUTLINE_TOC_CLASS,
  divider: OUTLINE_DIVIDER_CLASS,
  bottom: OUTLINE_BOTTOM_CLASS,
  actionRow: OUTLINE_ACTION_ROW_CLASS,
  scrollToTop: OUTLINE_SCROLL_TO_TOP_CLASS,
} as const;

/** The default button (Button/index.css), since 2.0.0. */
export const BUTTON_ROOT_CLASS = 'rp-button';
export const BUTTON_MEDIUM_CLASS = 'rp-button--medium';
export const BUTTON_ALT_CLASS = 'rp-button--alt';
/** The names above, as one group (for the contract tests). */
export const BUTTON_CLASS = {
  button: BUTTON_ROOT_CLASS,
  medium: BUTTON_MEDIUM_CLASS,
  alt: BUTTON_ALT_CLASS,
} as const;

/**
 * Classes with a meaning beyond their look, since 2.0.0: `doc` gives inline Markdown the
 * content styles, `notDoc` opts out of them, `copyIgnore` leaves text out of what a code block's
 * copy button copies, `headerAnchor` is a heading's permalink, `scrollbar` the thin scrollbar,
 * `tableScroll` a wide table's scroll container, `progressCircle` the reading progress ring.
 */
export const CONTENT_DOC_CLASS = 'rp-doc';
export const CONTENT_NOT_DOC_CLASS = 'rp-not-doc';
export const CONTENT_COPY_IGNORE_CLASS = 'rp-copy-ignore';
export const CONTENT_HEADER_ANCHOR_CLASS = 'rp-header-anchor';
export const CONTENT_SCROLLBAR_CLASS = 'rp-scrollbar';
export const CONTENT_TABLE_SCROLL_CLASS = 'rp-table-scroll-container';
export const CONTENT_PROGRESS_CIRCLE_CLASS = 'rp-progress-circle';
/** The names above, as one group (for the contract tests). */
export const CONTENT_CLASS = {
  doc: CONTENT_DOC_CLASS,
  notDoc: CONTENT_NOT_DOC_CLASS,
  copyIgnore: CONTENT_COPY_IGNORE_CLASS,
  headerAnchor: CONTENT_HEADER_ANCHOR_CLASS,
  scrollbar: CONTENT_SCROLLBAR_CLASS,
  tableScroll: CONTENT_TABLE_SCROLL_CLASS,
  progressCircle: CONTENT_PROGRESS_CIRCLE_CLASS,
} as const;

/**
 * Elements of the default layout we find or stop at, since 2.0.0: the nav bar, the doc page's
 * content, an overview page's content and the outline column.
 * Guarded by "the default layout has the elements we find or stop at".
 */
export const LAYOUT_NAV_CLASS = 'rp-nav';
export const LAYOUT_DOC_CONTENT_CLASS = 'rspress-doc';
export const LAYOUT_OVERVIEW_CLASS = 'rp-doc-layout__overview';
export const LAYOUT_OUTLINE_COLUMN_CLASS = 'rp-doc-layout__outline';
/** The names above, as one group (for the contract tests). */
export const LAYOUT_CLASS = {
  nav: LAYOUT_NAV_CLASS,
  docContent: LAYOUT_DOC_CONTENT_CLASS,
  overview: LAYOUT_OVERVIEW_CLASS,
  outlineColumn: LAYOUT_OUTLINE_COLUMN_CLASS,
} as const;

// ---------------------------------------------------------------------------------------------
// Heading ids
// ---------------------------------------------------------------------------------------------

/** Text of code points below U+0370 (Latin, IPA, spacing modifiers, combining marks) and of General Punctuation (dashes, quotes). */
const LATIN_TEXT = /^[\u0000-\u036F\u2000-\u206F]*$/;
/** What github-slugger removes from such text: its character class, cut to those code points. */
const LATIN_REMOVED = /[\u0000-\u001F!-,./:-@[-^`{-\u00A9\u00AB-\u00B4\u00B6-\u00B9\u00BB-\u00BF\u00D7\u00F7\u02C2-\u02C5\u02D2-\u02DF\u02E5-\u02EB\u02ED\u02EF-\u02FF\u2000-\u203E\u2041-\u2053\u2055-\u206F]/g;

let fullSlugger: Promise<(text: string) => string> | undefined;
const loadFullSlugger = () => (fullSlugger ??= import('@rspress/shared/github-slugger').then((module) => module.slug));

/**
 * The id Rspress gives a heading with this text: its own slugger (`@rspress/shared`'s
 * github-slugger, used by its MDX pipeline), so a heading we render links like a Markdown one,
 * since 2.0.0. Call it during render: Latin text is slugged at once; other text suspends until
 * the slugger is loaded, whose Unicode tables (2.5 KB gzip) stay out of every page's first load.
 * Guarded by "headingSlug gives the ids Rspress gives headings" and, for every code point of that
 * Latin text, theme/rspress-internals/heading-slug.test.ts.
 */
export function useHeadingSlug(text: string): string {
  if (LATIN_TEXT.test(text)) return text.toLowerCase().replace(LATIN_REMOVED, '').replace(/ /g, '-');
  return use(loadFullSlugger())(text);
}

// ---------------------------------------------------------------------------------------------
// Markdown components of the default theme
// ---------------------------------------------------------------------------------------------

/**
 * The Markdown elements whose default component (`getCustomMDXComponent()`, DocContent's
 * docComponents) renders the plain element with the props it is given, since 2.0.0. Mapped back
 * to the element's name, MDX renders them without a component in between: one fiber less for
 * every paragraph, list item, table cell and inline code of a page, to create and hydrate.
 * Guarded by "the default Markdown components of PLAIN_MARKDOWN_ELEMENTS render the plain element".
 */
export const PLAIN_MARKDOWN_ELEMENTS = ['p', 'strong', 'blockquote', 'ul', 'ol', 'li', 'tr', 'td', 'th', 'hr', 'code'] as const;

// ---------------------------------------------------------------------------------------------
// Element ids of the runtime
// ---------------------------------------------------------------------------------------------


// ---------------------------------------------------------------------------------------------
// The page context
// ---------------------------------------------------------------------------------------------

type PageContextValue = ContextType<typeof PageContext>;
/** The page data the default theme reads (`usePage()`), as held by Rspress's `PageContext`. */
export type ContextPageData = NonNullable<PageContextValue['data']> & { frontmatter?: Record<string, unknown> };

/** The page context as Rspress provides it to the layout. */
export function usePageContext(): PageContextValue {
  return useContext(PageContext);
}

/**
 * Renders `children` with other page data in Rspress's `PageContext`. Every hook of the runtime
 * and the default theme (`usePage`, `useFrontmatter`, `usePageData`, `useLang`, `useVersion`)
 * reads the page from that context (since 2.0.0), so this is how we show the default layout a
 * frontmatter the URL switched (UISwitch) or the 404 page as it was prerendered
 * (HydrationSafePage). Guarded by "page data provided in PageContext reaches the runtime hooks".
 */
export function PageDataProvider({ context, data, children }: { context: PageContextValue; data: PageContextValue['data']; children: ReactNode }) {
  const value = useMemo(() => (data === context.data ? context : { ...context, data }), [context, data]);
  return createElement(PageContext.Provider, { value }, children);
}

/**
 * Whether Rspress rendered its not-found page: it sets `pageType: '404'` on the page data when
 * no route matches (initPageData), since 2.0.0. That page is prerendered once, with the default
 * version and language, and hydrated at any unknown URL.
 * Guarded by "the runtime marks the not-found page with pageType 404".
 */
export function isNotFoundPage(data: { pageType?: string } | undefined): boolean {
  return data?.pageType === '404';
}

/**
 * Everything Rspress knows of a page (title, toc, frontmatter, description, last update…):
 * its entry in the page list merged with the data its own chunk carries
 * (`__RSPRESS_PAGE_META`), loading that chunk. `initPageData` of the runtime does it for the
 * page being opened, since 2.0.0; this site's page list keeps only a few fields per page
 * (plugins' lean page list), so this is how a component reads another page's other fields.
 * Guarded by "initPageData merges a page's list entry with the data of its chunk".
 */
export function loadPageData(routePath: string): Promise<ContextPageData> {
  return initPageData(routePath) as Promise<ContextPageData>;
}

/**
 * Keeps Rspress's App from re-rendering the whole page right after hydration. Its layout effect
 * (runtime/App.js, since 2.0.0) takes the page data from the cache that link prefetching fills
 * (`warmPageData`, a runtime export) and, on a miss, loads the data again and sets the result.
 * After hydration it always missed (the boot keeps the data in a slot App does not read), so an
 * equal but new object replaced the one the page hydrated with and every component rendered
 * again in one blocking task (about 960 components on an API page). Warming the cache with that
 * same object from a layout effect inside App (a child's layout effects run before its parent's)
 * makes App set the state it already holds, which React skips.
 * Guarded by "App takes the page data from the cache warmPageData fills, in a layout effect".
 */
export function useHydratedPageDataKept(): void {
  const { data } = usePageContext();
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    if (data) warmPageData(pathname, data);
    // Only the first render's data is the object the app hydrated with.
  }, []);
}
