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
  why: string;
  keeps: Behaviour[];
}

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
  { exports: ['HomeLayout'], upstream: 'theme/layout/HomeLayout/index.js', adds: "loaded with the pages that use it (plugins/page-layouts); the default's layout inside" },
  { exports: ['Overview'], upstream: 'theme/components/Overview/index.js', adds: 'our grouping of the pages listed, loaded with the pages that use it' },
];

export const REIMPLEMENTATIONS: Reimplementation[] = [
  {
    exports: ['FallbackHeading'],
    upstream: 'theme/components/FallbackHeading/index.js',
    why: 'Its "#" permalink is aria-hidden but focusable (axe aria-hidden-focus). The anchor is created inside the default and the attribute must be in the prerendered HTML, so no wrap can add it.',
    keeps: [
      { does: 'the id Rspress gives the heading and a permalink out of the tab order', test: unit('FallbackHeading', 'renders the heading with an id and a permalink that is hidden and out of the tab order') },
      { does: 'nothing for an empty title', test: unit('FallbackHeading', 'renders nothing for an empty title') },
      { does: "the slugger's id for any title, its Unicode tables loaded only for titles beyond Latin text", test: unit('FallbackHeading', 'gives a title beyond Latin text the id of Rspress’s slugger, once that has loaded') },
    ],
  },
  {
    exports: ['HomeFeature'],
    upstream: 'theme/components/HomeFeature/index.js',
    why: 'Cards in a 12-column grid with a per-card span, icons hidden from assistive technology, links kept inside the version being read.',
    keeps: [
      { does: 'a card per feature with title and details', test: unit('HomeFeature', 'renders a card per feature with its title and details') },
      { does: 'a linked card is a real link inside the version', test: unit('HomeFeature', 'makes a card with a link a real link, kept inside the version being read') },
    ],
  },
  {
    exports: ['HomeFooter'],
    upstream: 'theme/components/HomeFooter/index.js',
    why: "The site footer shows the footer message on every page; the default would repeat it inside the home page's main.",
    keeps: [{ does: 'renders nothing', test: unit('HomeFooter', 'leaves the footer message to the site footer') }],
  },
  {
    exports: ['HomeHero'],
    upstream: 'theme/components/HomeHero/index.js',
    why: "Actions that complete their text for screen readers and stay inside the version being read; the name as the page's heading.",
    keeps: [
      { does: 'name as heading, then text and tagline', test: unit('HomeHero', 'renders the name as the page heading, then text and tagline') },
      { does: 'actions link to the default version', test: unit('HomeHero', 'links the actions to the pages of the default version') },
      { does: 'assistive text', test: unit('HomeHero', 'completes an action for screen readers with its assistive text, shown as the text alone') },
    ],
  },
  {
    exports: ['LlmsCopyButton'],
    upstream: 'theme/components/Llms/LlmsCopyButton.js',
    why: 'The default holds its icons in a <div> inside the <button>: invalid HTML on every page (html-validate element-permitted-content). Upstream report: decisions/upstream/llms-copy-button-div-in-button.md; remove when Rspress renders a <span>.',
    keeps: [
      { does: 'copies the page as Markdown, shows it copied, only phrasing content', test: unit('LlmsCopyButton', 'is a button holding only phrasing content, that copies the page as Markdown and shows it copied') },
      { does: 'nothing without a Markdown version', test: unit('LlmsCopyButton', 'renders nothing for a page without a Markdown version') },
    ],
  },
  {
    exports: ['LlmsViewOptions'],
    upstream: 'theme/components/Llms/LlmsViewOptions.js',
    why: 'The default trigger is an unnamed button holding its menu, with a copy entry the keyboard cannot reach.',
    keeps: [
      { does: 'named disclosure button, menu of links and a copy button, Escape closes', test: unit('LlmsViewOptions', 'is a named disclosure button whose menu opens, lists links and a copy button, and closes on Escape') },
      { does: 'follows llmsUI.viewOptions', test: unit('LlmsViewOptions', 'follows llmsUI.viewOptions') },
    ],
  },
  {
    exports: ['Nav'],
    upstream: 'theme/components/Nav/index.js',
    why: 'Our version switcher, a nav screen for small screens, and hiding on scroll (themeConfig.hideNavbar). Nav items are still rendered by the default NavList.',
    keeps: [
      { does: 'title, nav items, search, version switcher, theme toggle, social links', test: unit('Nav', 'shows the title, the nav items on their side, search, version switcher, theme toggle and social links') },
      { does: 'nav screen from the menu button', test: unit('Nav', 'opens the nav screen from the menu button, with nav items, versions, theme and social links') },
    ],
  },
  {
    exports: ['NavTitle'],
    upstream: 'theme/components/NavTitle/index.js',
    why: 'Logos with a size (no layout shift) and the site title as their name, linking to the home of the version being read.',
    keeps: [
      { does: 'both logo variants with size and title', test: unit('NavTitle', 'shows both logo variants with their size and the title') },
      { does: 'links to the version home', test: unit('NavTitle', 'links to the home of the version being read') },
    ],
  },
  {
    exports: ['NotFoundLayout'],
    upstream: 'theme/layout/NotFountLayout/index.js',
    why: 'The default links home to the version and language of the page data, always the defaults in the one prerendered 404 page; ours reads the URL and forwards old addresses (docs/_redirects.json).',
    keeps: [
      { does: '404 in the main landmark', test: unit('NotFoundLayout', 'says 404, page not found, in the main landmark') },
      { does: 'prerendered link on the server', test: unit('NotFoundLayout', 'renders the link of the prerendered page on the server, whatever the URL') },
    ],
  },
  {
    exports: ['Outline'],
    upstream: 'theme/components/Outline/index.js',
    why: "The headings in a nav landmark named by the outline's title, a scroll-to-top that respects reduced motion, and the llms.txt rows (only with `llmsUI.placement: 'outline'`, not this site's) in a chunk of their own rather than every page's first load.",
    keeps: [
      { does: 'every heading linked, the active one marked', test: unit('Toc', 'links every heading, marks the active one and gives the level as data, without titles or inline styles') },
      { does: 'the headings in a named navigation landmark', test: unit('Outline', 'puts the headings in a navigation landmark named by the outline title') },
      { does: "the llms.txt copy and open rows with placement 'outline'", test: unit('Outline', "shows the llms.txt copy and open rows, loaded on demand, when llmsUI.placement is 'outline'") },
    ],
  },
  {
    exports: ['PackageManagerTabs'],
    upstream: 'theme/components/PackageManagerTabs/index.js',
    why: 'About 4 KB less gzipped HTML per use: text labels, no Deno tab, only the chosen command in the page.',
    keeps: [
      { does: 'one command per package manager', test: unit('PackageManagerTabs', 'shows one command per package manager, text labels only') },
      { does: "the choice synced with the default theme's groupId", test: unit('PackageManagerTabs', 'syncs the choice with every other package manager tab group and remembers it') },
    ],
  },
  {
    exports: ['Search'],
    upstream: 'theme/components/Search/index.js',
    why: "The default bundles its panel and FlexSearch into every page; ours loads the panel when search opens, searches every version, honours search.searchHooks, and renders DocSearch when it is configured.",
    keeps: [
      { does: 'panel loaded on demand', test: unit('Search', 'loads the panel only when search opens') },
      { does: 'Ctrl+K / Cmd+K', test: unit('Search', 'opens and closes with Ctrl+K and Cmd+K, giving focus back') },
      { does: 'absent when search is off', test: unit('Search', 'ignores K without a modifier, and is absent when search is off') },
    ],
  },
  {
    exports: ['SearchButton'],
    upstream: 'theme/components/Search/SearchButton.js',
    why: 'One named button at every width; the default swaps in an unnamed clickable div on small screens.',
    keeps: [{ does: 'named button announcing its shortcut', test: unit('SearchButton', 'is a named button announcing its Ctrl/Cmd+K shortcut') }],
  },
  {
    exports: ['Sidebar', 'SidebarList'],
    upstream: 'theme/components/Sidebar/index.js',
    why: "The default's group titles are clickable divs the keyboard cannot reach, and a group with its own page hides that page; its state hook renders the whole sidebar twice on mount. Items, dividers and section headers are still the default's pieces (theme/rspress-internals/sidebar.ts).",
    keeps: [
      { does: 'group title is a button with aria-expanded', test: unit('Sidebar', 'renders a collapsible group title as a button that toggles aria-expanded and the items') },
      { does: "a group's own page first inside it", test: unit('Sidebar', 'renders a group with its own page as a button that opens and closes it, its page first inside, nested groups included') },
      { does: 'the groups leading to the page open, as useSidebarDynamic opens them', test: t('theme/logic/useSidebarState.test.tsx', 'opens the groups that lead to the current page and leaves the others as configured') },
      { does: 'open groups kept from page to page, as the default keeps them', test: t('theme/logic/useSidebarState.test.tsx', 'is computed again for the next page, where the groups opened before stay open') },
      { does: 'not rendered twice on mount (useSidebarDynamic sets its state again in a layout effect)', test: t('theme/logic/useSidebarState.test.tsx', 'is computed in the first render only, not again once mounted') },
    ],
  },
  {
    exports: ['SocialLinks'],
    upstream: 'theme/components/SocialLinks/index.js',
    why: 'Named links opening in a new tab, the rest in a keyboard-operable popup, icons from the sprite.',
    keeps: [
      { does: 'named links', test: unit('SocialLinks', 'shows up to three links with accessible names, opening in a new tab') },
      { does: 'Escape closes the popup', test: unit('SocialLinks', 'closes the popup with Escape and gives focus back to the button') },
    ],
  },
  {
    exports: ['SwitchAppearance'],
    upstream: 'theme/components/SwitchAppearance/index.js',
    why: "The default's toggle is a clickable div, unnamed and out of reach of the keyboard.",
    keeps: [
      { does: 'named toggle button', test: unit('SwitchAppearance', 'is a named toggle button that switches to dark') },
      { does: 'absent when the theme is forced', test: unit('SwitchAppearance', 'is absent when the theme is forced') },
    ],
  },
  {
    exports: ['Tabs'],
    upstream: 'theme/components/Tabs/index.js',
    why: 'Real tabs (tablist, arrow keys, roving tabindex) and a stored choice read after hydration, so the prerendered HTML and hydration agree.',
    keeps: [
      { does: "group choice stored under Rspress's key, applied to every group", test: unit('Tabs', 'keeps a group choice in localStorage and applies it to every tabs of the group') },
      { does: 'stored choice restored', test: unit('Tabs', 'restores a stored choice') },
    ],
  },
  {
    exports: ['Toc'],
    upstream: 'theme/components/Toc/index.js',
    why: 'No inline styles or titles per entry (smaller HTML) and the active entry kept in view without a scrolling library.',
    keeps: [{ does: 'entries with level as data', test: unit('Toc', 'links every heading, marks the active one and gives the level as data, without titles or inline styles') }],
  },
  {
    exports: ['IconCopy', 'IconSuccess', 'IconWrap', 'IconWrapped'],
    upstream: 'theme/icons.js',
    why: "The code block's icons drawn from one sprite instead of inline SVG in every code block.",
    keeps: [{ does: 'code block icons draw sprite symbols', test: t('theme/components/IconSprite/IconSprite.test.tsx', 'gives the theme code block icons that draw the symbols by reference, keeping the classes they are given') }],
  },
  {
    exports: ['copyToClipboard'],
    upstream: 'theme/logic/copyToClipboard.js',
    why: 'The fallback library is loaded only where the Clipboard API fails, not in every first load.',
    keeps: [
      { does: 'Clipboard API first', test: t('theme/logic/copyToClipboard.test.ts', 'writes with the Clipboard API when it can') },
      { does: 'selection fallback', test: t('theme/logic/copyToClipboard.test.ts', 'falls back to copying through a selection when the Clipboard API refuses') },
    ],
  },
  {
    exports: ['useActiveAnchor'],
    upstream: 'theme/hooks/useActiveAnchor.js',
    why: "A heading is active once scrolled within 72 px of the top, handlers throttled, the last heading active at the bottom (the default picks the first heading visible, on every scroll event). The default SidebarMenu and Toc read it through @rspress/core/theme (see ActiveAnchorContract in theme/rspress-internals).",
    keeps: [{ does: '72 px offset, throttled', test: t('theme/logic/useActiveAnchor.test.tsx', 'follows the scroll position with a 72 px offset, at most every 200 ms') }],
  },
];
