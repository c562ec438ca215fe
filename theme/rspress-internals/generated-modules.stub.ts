// A stand-in for the modules Rspress generates at build time (see vitest.config.ts): a small
// site of one Markdown page, its page list entry as lean as this site's, so unit tests can load
// the real runtime and default theme.

/** The one page: its file, its entry in the page list, and what its chunk carries. */
export const STUB_PAGE = {
  filePath: 'guide/chunks.md',
  entry: { routePath: '/guide/chunks', title: 'Chunks', lang: 'en', version: '' },
  meta: { title: 'Chunks', toc: [{ id: 'loading', text: 'Loading', depth: 2 }], frontmatter: { description: 'How chunks load.' }, headingTitle: 'Chunks' },
};

export const pageData = { pages: [STUB_PAGE.entry] };
export const searchIndexHash = {};
export const routes = [
  {
    path: STUB_PAGE.entry.routePath,
    filePath: STUB_PAGE.filePath,
    preload: async () => ({ default: { __RSPRESS_PAGE_META: { [encodeURIComponent(STUB_PAGE.filePath)]: STUB_PAGE.meta } } }),
  },
];
export const onSearch = () => {};
const siteData = {
  base: '/',
  title: 'Contract site',
  description: '',
  lang: 'en',
  locales: [],
  multiVersion: { default: '', versions: [] },
  themeConfig: {},
  search: {},
  route: {},
  markdown: {},
};
export default siteData;
