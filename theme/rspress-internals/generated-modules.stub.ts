// A stand-in for the modules Rspress generates at build time (see vitest.config.ts): one small
// site with no pages, so unit tests can load the real runtime and default theme.
export const pageData = { pages: [] };
export const searchIndexHash = {};
export const routes = [];
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
