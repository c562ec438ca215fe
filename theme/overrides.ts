/**
 * The override manifest: every export of theme/index.tsx that takes the place of an export of
 * the default theme (`@rspress/core/theme-original`). A wrap renders the default inside and
 * follows it on an upgrade; a re-implementation replaces it and does not, so each one records
 * the upstream file it replaces, the Rspress version it was last compared with, why it exists
 * and what it must keep doing, each behaviour with the test that proves it.
 *
 * theme/overrides.test.ts checks that this list is complete, that every upstream file named
 * exists in the installed @rspress/core, that every test named exists, and that
 * `RSPRESS_VERSION_REVIEWED` has the installed major version: a patch or minor release of
 * Rspress passes or fails on the contract tests, not on its number. On an upgrade,
 * `npm run upgrade:check` prints what changed in each upstream file below between the reviewed
 * and the installed version: carry over what matters, then raise the version.
 */

/** The @rspress/core version the re-implementations below were last compared with. */
export const RSPRESS_VERSION_REVIEWED = '2.0.22';

/** A test: `file` (from the repository root) and the test's name as written in it. */
export interface TestRef {
  file: string;
  name: string;
}

export interface Behaviour {
  does: string;
  test: TestRef;
}

export interface Wrap {
  /** The names theme/index.tsx exports. */
  exports: string[];
  /** The default component rendered inside, as a path inside node_modules/@rspress/core/dist. */
  upstream: string;
  /** What the wrap adds. */
  adds: string;
}

export interface Reimplementation {
  exports: string[];
  /** The file it replaces, as a path inside node_modules/@rspress/core/dist. */
  upstream: string;
  /** Default pieces it renders its own of in their place (not exported: only the replaced component renders them), as paths inside dist. */
  alsoReplaces?: string[];
  /** The Rspress defect or missing option it works around (no slot, wrap or config reaches it). */
  worksAround: string;
  /** The upstream-ready issue text with a minimal reproduction, from the repository root. */
  upstreamReport: string;
  /** The condition under which it goes back to the default. */
  removeWhen: string;
  keeps: Behaviour[];
}

/** At most this many re-implementations (issue 34): a new one replaces one of these or waits for upstream. */
export const MAX_REIMPLEMENTATIONS = 9;

const t = (file: string, name: string): TestRef => ({ file, name });
const unit = (component: string, name: string) => t(`theme/components/${component}/${component}.test.tsx`, name);

export const WRAPS: Wrap[] = [
  { exports: ['CodeBlock'], upstream: 'theme/components/CodeBlock/index.js', adds: 'the language label in the corner, left out of copied text' },
  { exports: ['DocContent'], upstream: 'theme/components/DocContent/index.js', adds: 'memo: the page is not rendered again with each render of the doc layout; the Markdown elements whose default component is the plain element rendered as that element' },
  { exports: ['EditLink'], upstream: 'theme/components/EditLink/index.js', adds: 'the edit link only where the page has a source file to edit' },
  { exports: ['Layout'], upstream: 'theme/layout/Layout/index.js', adds: 'announcement bar, breadcrumbs, older-version banner, page feedback and site footer in its slots' },
  { exports: ['PrevNextPage'], upstream: 'theme/components/PrevNextPage/index.js', adds: 'links kept inside the version being read' },
  { exports: ['ReadPercent'], upstream: 'theme/components/ReadPercent/index.js', adds: 'an empty box of the same size until hydration (no SVG in the prerendered HTML)' },
  { exports: ['Root'], upstream: 'theme/components/Root/index.js', adds: 'the hydration-safe page context, URL switches, page-load guard and content fade-in' },
  { exports: ['HomeLayout'], upstream: 'theme/layout/HomeLayout/index.js', adds: "loaded with the pages that use it (plugins/page-layouts); the default's layout inside a main landmark, the frontmatter's features as our linked cards in its afterFeatures slot (the default cards are click handlers, decisions/upstream/home-feature-cards-not-links.md)" },
  { exports: ['Overview'], upstream: 'theme/components/Overview/index.js', adds: 'our grouping of the pages listed, loaded with the pages that use it' },
];

const report = (name: string) => `decisions/upstream/${name}.md`;

export const REIMPLEMENTATIONS: Reimplementation[] = [
  {
    exports: ['FallbackHeading'],
    upstream: 'theme/components/FallbackHeading/index.js',
    worksAround: 'Its "#" permalink is aria-hidden but focusable (axe aria-hidden-focus). The anchor is created inside the default and the attribute must be in the prerendered HTML, so no wrap can add it.',
    upstreamReport: report('fallback-heading-focusable-hidden-anchor'),
    removeWhen: 'Rspress renders the permalink with tabindex="-1" (or without aria-hidden); the axe sweep (e2e/accessibility) shows it at once.',
    keeps: [
      { does: 'the id Rspress gives the heading and a permalink out of the tab order', test: unit('FallbackHeading', 'renders the heading with an id and a permalink that is hidden and out of the tab order') },
      { does: 'nothing for an empty title', test: unit('FallbackHeading', 'renders nothing for an empty title') },
      { does: "the slugger's id for any title, its Unicode tables loaded only for titles beyond Latin text", test: unit('FallbackHeading', 'gives a title beyond Latin text the id of Rspress’s slugger, once that has loaded') },
    ],
  },
  {
    exports: ['HomeHero'],
    upstream: 'theme/components/HomeHero/index.js',
    worksAround: "The hero's name is a <div>, so the home page has no <h1>; action links cannot carry text for screen readers only, and lead to the default version's pages from every version's home. The slots (beforeHeroActions, afterHeroActions) sit beside the actions and cannot change the name or the actions.",
    upstreamReport: report('home-hero-no-heading'),
    removeWhen: 'Rspress renders hero.name as an <h1> and lets an action carry assistive text (and our version prefixing moves to a link rewrite of the whole site).',
    keeps: [
      { does: 'name as heading, then text and tagline', test: unit('HomeHero', 'renders the name as the page heading, then text and tagline') },
      { does: 'actions link to the default version', test: unit('HomeHero', 'links the actions to the pages of the default version') },
      { does: 'assistive text', test: unit('HomeHero', 'completes an action for screen readers with its assistive text, shown as the text alone') },
    ],
  },
  {
    exports: ['Nav'],
    upstream: 'theme/components/Nav/index.js',
    alsoReplaces: ['theme/components/SwitchAppearance/index.js', 'theme/components/SocialLinks/index.js', 'theme/components/NavTitle/index.js'],
    worksAround:
      "The default nav's pieces fail axe and the keyboard, and the nav takes them from inside itself: the theme toggle (SwitchAppearance) is a clickable <div>, unnamed; social links (SocialLinks) are links named by nothing but an SVG; the title (NavTitle) renders both logo variants with id=\"logo\" (a duplicate id) and alt=\"logo\". Our nav renders our own toggle, social links and title (their components are ours, not exported: no default component renders them once Nav is replaced) beside the default NavList, with our version switcher and nav screen.",
    upstreamReport: report('nav-toggle-social-links-title'),
    removeWhen: 'Rspress renders the theme toggle as a named <button>, names social links, and gives the logo images distinct ids (or none) and the site title as alt; the version switcher then goes into the afterNavMenu slot.',
    keeps: [
      { does: 'title, nav items, search, version switcher, theme toggle, social links', test: unit('Nav', 'shows the title, the nav items on their side, search, version switcher, theme toggle and social links') },
      { does: 'nav screen from the menu button', test: unit('Nav', 'opens the nav screen from the menu button, with nav items, versions, theme and social links') },
      { does: 'a named toggle button', test: unit('SwitchAppearance', 'is a named toggle button that switches to dark') },
      { does: 'no toggle when the theme is forced', test: unit('SwitchAppearance', 'is absent when the theme is forced') },
      { does: 'named social links', test: unit('SocialLinks', 'shows up to three links with accessible names, opening in a new tab') },
      { does: 'Escape closes the social links popup', test: unit('SocialLinks', 'closes the popup with Escape and gives focus back to the button') },
      { does: 'both logo variants with size and title', test: unit('NavTitle', 'shows both logo variants with their size and the title') },
      { does: 'the title links to the version home', test: unit('NavTitle', 'links to the home of the version being read') },
    ],
  },
  {
    exports: ['NotFoundLayout'],
    upstream: 'theme/layout/NotFountLayout/index.js',
    worksAround: 'The default links home to the version and language of the page data, always the defaults in the one prerendered 404 page, and offers no hook to forward old addresses; ours reads the URL and forwards them (docs/_redirects.json).',
    upstreamReport: report('not-found-home-link-from-page-data'),
    removeWhen: "Rspress's 404 page takes the version and language from the URL in the browser, and the redirects are served by the host only (deploy/) so no page needs to forward them.",
    keeps: [
      { does: '404 in the main landmark', test: unit('NotFoundLayout', 'says 404, page not found, in the main landmark') },
      { does: 'prerendered link on the server', test: unit('NotFoundLayout', 'renders the link of the prerendered page on the server, whatever the URL') },
    ],
  },
  {
    exports: ['Outline'],
    upstream: 'theme/components/Outline/index.js',
    worksAround: "The default's list of headings is an unnamed nav landmark beside the nav bar's and the sidebar's, and its scroll-to-top scrolls smoothly whatever prefers-reduced-motion says; neither is reachable by a wrap or config. Rspress's own Toc renders the headings inside.",
    upstreamReport: report('outline-unnamed-nav-and-smooth-scroll'),
    removeWhen: "Rspress names the outline's nav (its title) and honours prefers-reduced-motion in ScrollToTop.",
    keeps: [
      { does: 'the headings in a named navigation landmark', test: unit('Outline', 'puts the headings in a navigation landmark named by the outline title') },
      { does: "the llms.txt copy and open rows with placement 'outline'", test: unit('Outline', "shows the llms.txt copy and open rows, loaded on demand, when llmsUI.placement is 'outline'") },
    ],
  },
  {
    exports: ['PackageManagerTabs'],
    upstream: 'theme/components/PackageManagerTabs/index.js',
    worksAround: 'No option leaves out the inline SVG logos or the Deno tab: about 4 KB more gzipped HTML per use, which puts the guides using it over the 16 KB HTML budget.',
    upstreamReport: report('package-manager-tabs-size'),
    removeWhen: 'Rspress offers text-only labels and a choice of package managers (or draws the logos from CSS or one sprite).',
    keeps: [
      { does: 'one command per package manager', test: unit('PackageManagerTabs', 'shows one command per package manager, text labels only') },
      { does: "the choice synced with the default theme's groupId", test: unit('PackageManagerTabs', 'syncs the choice with every other package manager tab group and remembers it') },
    ],
  },
  {
    exports: ['Search'],
    upstream: 'theme/components/Search/index.js',
    alsoReplaces: ['theme/components/Search/SearchButton.js'],
    worksAround:
      'The default bundles its panel and FlexSearch into every page and searches one version; its button holds <div>s inside a <button> (invalid HTML) and on small screens is an unnamed clickable <div>. Ours loads the panel when search opens, searches every version, honours search.searchHooks, renders DocSearch when it is configured, and has one named button (its SearchButton is ours, not exported: only the default Search renders the default one).',
    upstreamReport: report('search-button-and-eager-panel'),
    removeWhen: 'Rspress loads the search panel on demand and renders one named <button> with phrasing content; the site search (decisions/0001) then plugs in through searchHooks.',
    keeps: [
      { does: 'panel loaded on demand', test: unit('Search', 'loads the panel only when search opens') },
      { does: 'Ctrl+K / Cmd+K', test: unit('Search', 'opens and closes with Ctrl+K and Cmd+K, giving focus back') },
      { does: 'absent when search is off', test: unit('Search', 'ignores K without a modifier, and is absent when search is off') },
      { does: 'named button announcing its shortcut', test: unit('SearchButton', 'is a named button announcing its Ctrl/Cmd+K shortcut') },
    ],
  },
  {
    exports: ['Sidebar', 'SidebarList'],
    upstream: 'theme/components/Sidebar/index.js',
    worksAround: "The default's group titles are clickable divs the keyboard cannot reach, and a group with its own page hides that page; its state hook renders the whole sidebar twice on mount. Items, dividers and section headers are still the default's pieces (theme/rspress-internals/sidebar.ts).",
    upstreamReport: report('sidebar-group-title-not-a-button'),
    removeWhen: 'Rspress renders collapsible group titles as buttons with aria-expanded and a group with a link as a link plus a toggle button.',
    keeps: [
      { does: 'group title is a button with aria-expanded', test: unit('Sidebar', 'renders a collapsible group title as a button that toggles aria-expanded and the items') },
      { does: "a group's own page first inside it", test: unit('Sidebar', 'renders a group with its own page as a button that opens and closes it, its page first inside, nested groups included') },
      { does: 'the groups leading to the page open, as useSidebarDynamic opens them', test: t('theme/logic/useSidebarState.test.tsx', 'opens the groups that lead to the current page and leaves the others as configured') },
      { does: 'open groups kept from page to page, as the default keeps them', test: t('theme/logic/useSidebarState.test.tsx', 'is computed again for the next page, where the groups opened before stay open') },
      { does: 'not rendered twice on mount (useSidebarDynamic sets its state again in a layout effect)', test: t('theme/logic/useSidebarState.test.tsx', 'is computed in the first render only, not again once mounted') },
    ],
  },
  {
    exports: ['Tabs'],
    upstream: 'theme/components/Tabs/index.js',
    worksAround: 'The default tabs are clickable elements without the tab roles (no tablist, no arrow keys) and read the stored choice of a group during the first render, so the prerendered HTML and hydration disagree.',
    upstreamReport: report('tabs-roles-and-hydration'),
    removeWhen: 'Rspress renders tablist/tab/tabpanel with arrow-key navigation and applies a stored choice after hydration.',
    keeps: [
      { does: "group choice stored under Rspress's key, applied to every group", test: unit('Tabs', 'keeps a group choice in localStorage and applies it to every tabs of the group') },
      { does: 'stored choice restored', test: unit('Tabs', 'restores a stored choice') },
    ],
  },
];
