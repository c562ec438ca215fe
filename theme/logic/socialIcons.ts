// Rspress generates `virtual-social-links` at build time (SVG markup of the icons named in
// `themeConfig.socialLinks`); importing it through this module lets unit tests replace it.
export { default as socialIcons } from 'virtual-social-links';
