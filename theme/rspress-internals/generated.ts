/**
 * Modules Rspress generates at build time (part of theme/rspress-internals, see index.ts).
 * Components import them from here, so unit tests can replace them in one place.
 */

/**
 * `virtual-page-data`: the content hash of each search index file, keyed `<version>###<lang>`
 * (`searchIndexHash`), since 2.0.0. Guarded by "virtual-page-data exports searchIndexHash keyed version###lang".
 */
export { searchIndexHash } from 'virtual-page-data';

/**
 * `virtual-social-links`: SVG markup of the built-in icons named in `themeConfig.socialLinks`,
 * since 2.0.0. Guarded by "virtual-social-links is generated with the icons SVG markup".
 */
export { default as socialIcons } from 'virtual-social-links';
