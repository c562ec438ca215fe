import type { SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { useCallback, useState, type Dispatch, type SetStateAction } from 'react';

type Item = SidebarData[number];

/**
 * Opens (`collapsed: false`) every group that leads to a link `isActive` matches, in place, and
 * returns the items as one list. What the runtime's `useSidebarDynamic` does (its
 * `createInitialSidebar`, @rspress/core 2.0.22): in the browser it works on the site's own sidebar
 * objects, so a group the reader opened or that led to a visited page stays open on the next pages.
 */
export function openActiveGroups(sidebar: SidebarData, isActive: (link: string) => boolean): SidebarData {
  const leadsToActive = new WeakMap<object, boolean>();
  const leads = (item: Item): boolean => {
    const known = leadsToActive.get(item);
    if (known !== undefined) return known;
    const result = Boolean(('link' in item && item.link && isActive(item.link)) || ('items' in item && item.items.some((child) => leads(child as Item))));
    leadsToActive.set(item, result);
    return result;
  };
  const open = (item: Item) => {
    if (!('items' in item)) return;
    item.items.forEach((child) => open(child as Item));
    if (leads(item)) item.collapsed = false;
  };
  const items = sidebar.filter(Boolean).flat() as SidebarData;
  items.forEach(open);
  return items;
}

const onServer = typeof window === 'undefined';

/**
 * The current page's sidebar with the groups leading to it open, and its setter for the groups a
 * reader opens or closes. In place of the runtime's `useSidebarDynamic`, which computes that state
 * in its first render and again in a layout effect on mount: a new list that rendered the whole
 * sidebar again (about 400 components on an API page) in the blocking task right after hydration.
 * Here it is computed again only when the page or the sidebar changes, during that render.
 * The prerender works on a copy, so one page's open groups do not leak into the next page's HTML.
 */
export function useSidebarState(): [SidebarData, Dispatch<SetStateAction<SidebarData>>] {
  const sidebar = useSidebar();
  const isActive = useActiveMatcher();
  const derive = () => ({ sidebar, isActive, items: openActiveGroups(onServer ? structuredClone(sidebar) : sidebar, isActive) });
  const [state, setState] = useState(derive);
  let current = state;
  if (state.sidebar !== sidebar || state.isActive !== isActive) {
    current = derive();
    setState(current);
  }
  const setItems = useCallback<Dispatch<SetStateAction<SidebarData>>>(
    (action) => setState((previous) => ({ ...previous, items: typeof action === 'function' ? action(previous.items) : action })),
    [],
  );
  return [current.items, setItems];
}
