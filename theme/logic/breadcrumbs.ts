/** One step of a breadcrumb trail; `link` is missing for a sidebar group without a page of its own. */
export interface Crumb {
  text: string;
  link?: string;
}

/** The parts of sidebar entries the trail reads (groups and pages; dividers and section headers have neither). */
export interface TrailSidebarItem {
  text?: string;
  link?: string;
  items?: readonly object[];
}

/** The parts of a nav item the trail reads. */
export interface TrailNavItem {
  text?: string;
  link?: string;
  activeMatch?: string;
}

/** Sidebar text is inline Markdown; breadcrumbs show it as plain text. */
const plainText = (text: string) => text.replace(/`/g, '').trim();

/** The sidebar entries from the top down to the current page, or `undefined` when it is not in the sidebar. */
function sidebarTrail(items: readonly object[], isCurrent: (link: string) => boolean): Crumb[] | undefined {
  for (const item of items as readonly TrailSidebarItem[]) {
    if (!item.text) continue;
    const crumb: Crumb = { text: plainText(item.text), ...(item.link ? { link: item.link } : {}) };
    if (item.link && isCurrent(item.link)) return [crumb];
    const below = item.items && sidebarTrail(item.items, isCurrent);
    if (below) return [crumb, ...below];
  }
  return undefined;
}

/**
 * The breadcrumb trail of a page: the nav item whose section it is in (Docs, API), then the
 * sidebar groups above the page, then the page itself, which carries no link (it is where the
 * reader is). Empty for a page that is in no sidebar.
 */
export function breadcrumbTrail({
  sidebar,
  nav,
  pathname,
  isCurrent,
}: {
  sidebar: readonly object[];
  nav: readonly TrailNavItem[];
  pathname: string;
  isCurrent: (link: string) => boolean;
}): Crumb[] {
  const trail = sidebarTrail(sidebar, isCurrent);
  if (!trail) return [];
  const section = nav.find((item) => item.text && item.link && item.activeMatch && new RegExp(item.activeMatch).test(pathname));
  const crumbs = [...trail.slice(0, -1), { text: trail.at(-1)!.text }];
  return section ? [{ text: plainText(section.text!), link: section.link }, ...crumbs] : crumbs;
}

/**
 * schema.org `BreadcrumbList` structured data of a trail, as the text of a JSON-LD script.
 * Groups without a page are left out (every entry but the last needs a URL); the page itself
 * gets `pageUrl`. `<` is escaped so that no text can close the script element.
 */
export function breadcrumbJsonLd(crumbs: readonly Crumb[], origin: string, pageUrl: string): string {
  const listed = crumbs.filter((crumb, index) => crumb.link || index === crumbs.length - 1);
  const itemListElement = listed.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.text,
    item: index === listed.length - 1 ? pageUrl : new URL(crumb.link!, origin).href,
  }));
  return JSON.stringify({ '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement }).replace(/</g, '\\u003c');
}
