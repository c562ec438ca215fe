import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { a11yPlugin } from './plugins/a11y';
import { codeNotationTransformers } from './plugins/code-notation';
import { transformerTokenClasses } from './plugins/code-tokens';
import { frontmatterCheckPlugin } from './plugins/frontmatter-check';
import { imageZoomPlugin } from './plugins/image-zoom';
import { lastUpdatedFallbackPlugin } from './plugins/last-updated-fallback';
import { performancePlugin } from './plugins/performance';
import { pageFeedbackPlugin } from './plugins/page-feedback';
import { pageLayoutsPlugin } from './plugins/page-layouts';
import { previewPlugin } from './plugins/preview';
import { redirectsPlugin } from './plugins/redirects';
import { remoteSearchPlugin } from './plugins/remote-search';
import { searchIndexPlugin } from './plugins/search-index';
import { versionLinksPlugin } from './plugins/version-links';
import { pluginSeo, SITE_ORIGIN } from './plugins/seo';
import { typedocPlugin } from './plugins/typedoc';

/** The repository of these docs: the edit link and the page feedback's issues point to it. */
const DOCS_REPOSITORY = 'https://github.com/callstack/repack-website';
const editLink = {
  // `edit/` opens GitHub's editor on the page's source (`tree/` or `blob/` would only show the file).
  docRepoBaseUrl: `${DOCS_REPOSITORY}/edit/main/docs`,
  text: 'Edit this page on GitHub',
};
const showEditLink = Boolean(editLink.docRepoBaseUrl && editLink.text);

// Where the documented packages' sources live, for the API pages' "Defined in" links (release tags of callstack/repack).
const REPACK_V2_SOURCE = { repo: 'callstack/repack', tag: 'v{version}', directory: 'packages/repack' };
const REPACK_SOURCE = { repo: 'callstack/repack', tag: '@callstack/repack@{version}', directory: 'packages/repack' };
const DEV_SERVER_SOURCE = { repo: 'callstack/repack', tag: '@callstack/repack-dev-server@{version}', directory: 'packages/dev-server' };

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  base: '/',
  // Absolute URLs in the sitemap, canonical links, Open Graph tags and llms.txt.
  siteOrigin: SITE_ORIGIN,
  title: 'Re.Pack',
  description:
    'Re.Pack is a toolkit that builds React Native apps with Webpack, bringing code splitting and Module Federation to mobile.',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Docs',
  lang: 'en',
  ssg: true,
  // llms.txt, llms-full.txt and a Markdown copy of every page, for each version.
  llms: true,
  // Image zoom comes from plugins/image-zoom, which loads the zoom library on demand.
  mediumZoom: false,
  multiVersion: {
    default: '3.x',
    versions: ['2.x', '3.x'],
  },
  search: {
    versioned: true,
    codeBlocks: true,
  },
  route: {
    cleanUrls: true,
  },
  markdown: {
    // Line highlighting from the code block's meta (```ts {2-3}), which Rspress 2 no longer does by default;
    // token colours as classes rather than an inline style on every token; `// [!code ++]`-style diff, focus,
    // highlight and error markers that keep the syntax colours (see plugins/code-notation).
    shiki: { transformers: [transformerCompatibleMetaHighlight(), transformerTokenClasses(), ...codeNotationTransformers()] },
    link: {
      checkDeadLinks: true,
      checkAnchors: true,
    },
  },
  i18nSource: {
    outlineTitle: { en: 'Contents', zh: '目录' },
    searchPlaceholderText: { en: 'Search Docs', zh: '搜索文档' },
    prevPageText: { en: 'Previous Page', zh: '上一页' },
    nextPageText: { en: 'Next page', zh: '下一页' },
    ...(showEditLink ? { editLinkText: { en: editLink.text, zh: editLink.text } } : {}),
  },
  plugins: [
    // API reference pages, generated from the published type declarations before routes are scanned.
    typedocPlugin({
      entries: [
        { version: '2.x', out: 'api/node', package: '@callstack/repack-v2', entry: 'dist/index.d.ts', label: '@callstack/repack', source: REPACK_V2_SOURCE },
        { version: '2.x', out: 'api/react-native', package: '@callstack/repack-v2', entry: 'dist/client/api/index.d.ts', label: '@callstack/repack/client', source: REPACK_V2_SOURCE },
        { version: '3.x', out: 'api/repack', package: '@callstack/repack-v3', entry: 'dist/index.d.ts', label: '@callstack/repack', source: REPACK_SOURCE },
        { version: '3.x', out: 'api/repack/client', package: '@callstack/repack-v3', entry: 'client.d.ts', label: '@callstack/repack/client', source: REPACK_SOURCE },
        { version: '3.x', out: 'api/dev-server', package: '@callstack/repack-dev-server-v1', entry: 'dist/index.d.ts', label: '@callstack/repack-dev-server', source: DEV_SERVER_SOURCE },
      ],
    }),
    frontmatterCheckPlugin(),
    // Where a version switch lands (renamed pages: docs/<version>/_versions.json), and the default
    // version's permanent address (/3.x/…) shown as the root address it stands for.
    versionLinksPlugin(),
    // docs/_redirects.json checked against the pages: a redirect to no page, a chain or a loop fails the build.
    redirectsPlugin(),
    // Remote search when `DOCS_SEARCH_API_URL` is set (or `apiUrl`), through Rspress's search hooks; the local index otherwise.
    remoteSearchPlugin({ searchHooks: path.join(__dirname, 'theme/logic/search/remoteSearchHooks.ts') }),
    // Image zoom with the zoom library loaded on demand, instead of Rspress's in every page's bundle.
    imageZoomPlugin(),
    // Last-updated date from the file time for pages git has no history for (new or generated pages).
    lastUpdatedFallbackPlugin(),
    // Canonical links, Open Graph/Twitter meta, sitemap.xml, optional analytics and DocSearch (see plugins/seo),
    // rendered by the theme's `Search` in place of the local search when configured.
    pluginSeo({ checkDeployConfigs: true }),
    // Live previews: a ```tsx preview code block renders its default export above its code (see /contributing/writing-docs).
    previewPlugin({ component: path.join(__dirname, 'theme/components/Preview/Preview.tsx') }),
    // The home and overview layouts travel in the chunks of the pages that render them (see theme/components/PageLayouts).
    pageLayoutsPlugin({
      registry: path.join(__dirname, 'theme/logic/pageLayouts.ts'),
      layouts: [
        {
          name: 'HomeLayout',
          module: path.join(__dirname, 'theme/components/HomeLayout/HomeLayout.tsx'),
          export: 'HomeLayout',
          usedBy: (frontmatter) => frontmatter.pageType === 'home',
        },
        {
          name: 'Overview',
          module: path.join(__dirname, 'theme/components/Overview/Overview.tsx'),
          export: 'Overview',
          usedBy: (frontmatter) => Boolean(frontmatter.overview),
        },
      ],
    }),
    // Lighter first load: lean page list, compact search index, async chunks named by id, regular font preloaded.
    performancePlugin(),
    // Search index of words only: page texts go to files fetched for the pages a search finds
    // (listed after performancePlugin, whose whitespace compaction the page texts keep: checked by searchIndexPlugin).
    searchIndexPlugin(),
    // "Was this page helpful?" at the end of each doc page; "No" opens an issue in the docs repository.
    pageFeedbackPlugin({ repository: DOCS_REPOSITORY }),
    // Heading permalinks out of the tab order (they are aria-hidden; see plugins/a11y and e2e/accessibility/axe.e2e.ts).
    a11yPlugin(),
  ],
  themeConfig: {
    lastUpdated: true,
    enableScrollToTop: true,
    // Switching light/dark uses a view transition (not with prefers-reduced-motion).
    enableAppearanceAnimation: true,
    // Implemented by the theme's Nav: hide the bar on scrolling down, show it on scrolling up.
    hideNavbar: 'auto',
    ...(showEditLink ? { editLink: { docRepoBaseUrl: editLink.docRepoBaseUrl } } : {}),
    footer: {
      // The writers' guide (docs/contributing/writing-docs.mdx) is linked from here: it is in no sidebar.
      message: 'Copyright © 2024 Callstack Open Source · <a href="/contributing/writing-docs">Writing docs</a>',
    },
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/callstack/repack' },
      { icon: 'X', mode: 'link', content: 'https://x.com/repack_rn' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/TWDBep3nXV' },
      // Beyond the third link, the theme moves links into a "more" popup.
      { icon: 'npm', mode: 'link', content: 'https://www.npmjs.com/package/@callstack/repack' },
    ],
  },
});
