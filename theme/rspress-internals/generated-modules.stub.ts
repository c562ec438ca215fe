// A stand-in for the modules Rspress generates at build time (see vitest.config.ts): a small
// site of one Markdown page, its page list entry as lean as this site's, so unit tests can load
// the real runtime and default theme; and one page in a section (`/section`), whose route, page
// list entry and sidebar arrive with its section as plugins/route-table writes them.
import { sectionRoutes } from '../../shared/route-sections.mjs';

/** The one page: its file, its entry in the page list, and what its chunk carries. */
export const STUB_PAGE = {
  filePath: 'guide/chunks.md',
  entry: { routePath: '/guide/chunks', title: 'Chunks', lang: 'en', version: '' },
  meta: { title: 'Chunks', toc: [{ id: 'loading', text: 'Loading', depth: 2 }], frontmatter: { description: 'How chunks load.' }, headingTitle: 'Chunks' },
};

/** The page in a section, as its section chunk brings it. */
export const STUB_SECTION_PAGE = {
  filePath: 'section/page.md',
  entry: { routePath: '/section/page', title: 'In a section', lang: 'en', version: '' },
  meta: { title: 'In a section', toc: [], frontmatter: { description: 'A page of a section.' }, headingTitle: 'In a section' },
  sidebars: { '/section': [{ text: 'In a section', link: '/section/page' }] },
};

const pageRoute = (page: typeof STUB_PAGE) => ({
  path: page.entry.routePath,
  filePath: page.filePath,
  preload: async () => ({ default: { __RSPRESS_PAGE_META: { [encodeURIComponent(page.filePath)]: page.meta } } }),
});

export const pageData = { pages: [STUB_PAGE.entry] };
export const searchIndexHash = {};
const sidebars: Record<string, unknown> = {};
export const routes = [
  pageRoute(STUB_PAGE),
  ...sectionRoutes(
    async () => ({ routes: [pageRoute(STUB_SECTION_PAGE)], pages: [STUB_SECTION_PAGE.entry], sidebars: STUB_SECTION_PAGE.sidebars }),
    [STUB_SECTION_PAGE.entry.routePath],
    { pages: pageData.pages, sidebars, element: () => null },
  ),
];
export const onSearch = () => {};
const siteData = {
  base: '/',
  title: 'Contract site',
  description: '',
  lang: 'en',
  locales: [],
  multiVersion: { default: '', versions: [] },
  themeConfig: { sidebar: sidebars },
  search: {},
  route: {},
  markdown: {},
};
export default siteData;
