import type { Header, SidebarData } from '@rspress/core';
import type { Group, GroupItem } from '@rspress/core/theme-original';

/** Heading of the group collecting pages that are not inside a titled sidebar group. */
export const UNTITLED_GROUP_NAME = 'Others';

type SidebarEntry = SidebarData[number];
type SidebarPage = Extract<SidebarEntry, { link: string }>;

export interface OverviewPage {
  routePath: string;
  toc: Header[];
}

export interface OverviewInput {
  /** The sidebar shown on the overview page. */
  sidebar: SidebarData;
  /** Route of the overview page; the pages listed are the ones in its folder. */
  routePath: string;
  pages: OverviewPage[];
  /** Heading depths listed under each page, unless the sidebar entry sets `overviewHeaders`. */
  headerDepths?: number[];
}

function normalizePath(path: string): string {
  return decodeURIComponent(path)
    .replace(/[?#].*$/, '')
    .replace(/\.html$/, '')
    .replace(/\/index$/, '/')
    .replace(/\/$/, '');
}

function sectionOf(routePath: string): string {
  return routePath.slice(0, routePath.lastIndexOf('/') + 1);
}

function isPage(entry: SidebarEntry): entry is SidebarPage {
  return 'link' in entry && typeof entry.link === 'string' && entry.link.length > 0;
}

/** Pages of a sidebar group and of the groups nested in it, in sidebar order. */
function pagesIn(entry: SidebarEntry, inheritedDepths: number[]): { page: SidebarPage; depths: number[] }[] {
  const depths = ('overviewHeaders' in entry && entry.overviewHeaders) || inheritedDepths;
  const own = isPage(entry) ? [{ page: entry, depths }] : [];
  const children = 'items' in entry ? entry.items.flatMap((child) => pagesIn(child, depths)) : [];
  return [...own, ...children];
}

/**
 * The groups listed by an overview page: each titled sidebar group (or section header) with
 * its pages, and the pages outside any group collected under "Others". Every page comes with
 * its headings of the wanted depths. Only pages in the overview page's folder are listed.
 */
export function overviewGroups({ sidebar, routePath, pages, headerDepths = [2] }: OverviewInput): Group[] {
  const section = sectionOf(routePath);
  const overviewPath = normalizePath(routePath);
  const tocByPath = new Map(pages.map((page) => [normalizePath(page.routePath), page.toc]));

  const toItem = ({ page, depths }: { page: SidebarPage; depths: number[] }): GroupItem => ({
    text: page.text,
    link: page.link,
    headers: (tocByPath.get(normalizePath(page.link)) ?? [])
      .filter((header) => depths.includes(header.depth))
      .map(({ id, text, depth }) => ({ id, text, depth })),
  });
  const isListed = ({ page }: { page: SidebarPage }) =>
    page.link.startsWith(section) && normalizePath(page.link) !== overviewPath;

  const groups: { name: string; entries: ReturnType<typeof pagesIn> }[] = [];
  let looseGroup: (typeof groups)[number] | undefined;
  for (const entry of sidebar) {
    if ('dividerType' in entry) continue;
    if ('sectionHeaderText' in entry) {
      looseGroup = { name: entry.sectionHeaderText, entries: [] };
      groups.push(looseGroup);
    } else if ('items' in entry) {
      groups.push({ name: entry.text, entries: pagesIn(entry, headerDepths) });
    } else {
      if (!looseGroup) {
        looseGroup = { name: '', entries: [] };
        groups.push(looseGroup);
      }
      looseGroup.entries.push(...pagesIn(entry, headerDepths));
    }
  }

  // Groups sharing a name (all the untitled ones, say) are shown as one.
  const byName = new Map<string, GroupItem[]>();
  for (const { name, entries } of groups) {
    const items = entries.filter(isListed).map(toItem);
    if (!items.length) continue;
    const key = name.trim() || UNTITLED_GROUP_NAME;
    byName.set(key, [...(byName.get(key) ?? []), ...items]);
  }
  return [...byName].map(([name, items]) => ({ name, items }));
}
