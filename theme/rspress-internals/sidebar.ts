/**
 * The default sidebar's pieces that `@rspress/core/theme-original` does not export (part of
 * theme/rspress-internals, see index.ts). Our Sidebar renders groups itself (keyboard-operable,
 * a group's own page as its first item) and everything else with these, since 2.0.0.
 * Guarded by "the default sidebar pieces render the markup our sidebar relies on" and
 * "the sidebar item type guards tell dividers, section headers, groups and pages apart".
 */
export { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
export { SidebarItem } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
export { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
export { isSidebarDivider, isSidebarGroup, isSidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/utils.js';
