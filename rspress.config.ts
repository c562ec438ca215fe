import path from 'node:path';
import { defineConfig } from '@rspress/core';
import { frontmatterCheckPlugin } from './plugins/frontmatter-check';
import { versionLinksPlugin } from './plugins/version-links';

const editLink = {
  docRepoBaseUrl: 'https://github.com/callstack/repack-website/tree/main/docs',
  text: 'Edit this page on GitHub',
};
const showEditLink = Boolean(editLink.docRepoBaseUrl && editLink.text);

export default defineConfig({
  root: path.join(__dirname, 'docs'),
  base: '/',
  title: 'Re.Pack',
  description:
    'Re.Pack is a toolkit that builds React Native apps with Webpack, bringing code splitting and Module Federation to mobile.',
  icon: '/favicon.svg',
  logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
  logoText: 'Docs',
  lang: 'en',
  ssg: true,
  mediumZoom: true,
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
    link: {
      checkDeadLinks: true,
      checkAnchors: true,
    },
  },
  i18nSource: {
    outlineTitle: { en: 'Contents', zh: '目录' },
    ...(showEditLink ? { editLinkText: { en: editLink.text, zh: editLink.text } } : {}),
  },
  plugins: [
    frontmatterCheckPlugin(),
    versionLinksPlugin(),
  ],
  themeConfig: {
    lastUpdated: true,
    enableScrollToTop: true,
    ...(showEditLink ? { editLink: { docRepoBaseUrl: editLink.docRepoBaseUrl } } : {}),
    footer: {
      message: 'Copyright © 2024 Callstack Open Source',
    },
    socialLinks: [
      { icon: 'github', mode: 'link', content: 'https://github.com/callstack/repack' },
      { icon: 'X', mode: 'link', content: 'https://x.com/repack_rn' },
      { icon: 'discord', mode: 'link', content: 'https://discord.gg/TWDBep3nXV' },
    ],
  },
});
