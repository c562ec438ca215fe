// @vitest-environment jsdom
import type { SidebarData } from '@rspress/core';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openActiveGroups, useSidebarState } from './useSidebarState';

const page = vi.hoisted(() => ({ pathname: '/docs/usage', sidebar: [] as unknown[], matchers: new Map<string, (link: string) => boolean>() }));
vi.mock('@rspress/core/runtime', () => ({
  useSidebar: () => page.sidebar,
  // One matcher per page, as the runtime's useActiveMatcher (a callback of the pathname).
  useActiveMatcher: () => {
    if (!page.matchers.has(page.pathname)) page.matchers.set(page.pathname, (link: string) => link === page.pathname);
    return page.matchers.get(page.pathname);
  },
}));

const sidebar = (): SidebarData => [
  { text: 'About', link: '/docs/about' },
  {
    text: 'Guides',
    collapsible: true,
    collapsed: true,
    items: [
      { text: 'Setup', link: '/docs/setup' },
      { text: 'Deeper', collapsible: true, collapsed: true, items: [{ text: 'Usage', link: '/docs/usage' }] },
    ],
  },
  { text: 'API', collapsible: true, collapsed: true, items: [{ text: 'Plugin', link: '/api/plugin' }] },
];
function walk(item: SidebarData[number]): [string, boolean][] {
  return 'items' in item ? [[item.text, Boolean(item.collapsed)], ...item.items.flatMap((child) => walk(child as SidebarData[number]))] : [];
}
const collapsed = (items: SidebarData) => items.flatMap(walk);

beforeEach(() => {
  page.pathname = '/docs/usage';
  page.sidebar = sidebar();
});

describe('useSidebarState', () => {
  it('opens the groups that lead to the current page and leaves the others as configured', () => {
    const { result } = renderHook(() => useSidebarState());
    expect(collapsed(result.current[0])).toEqual([
      ['Guides', false],
      ['Deeper', false],
      ['API', true],
    ]);
  });

  it('is computed in the first render only, not again once mounted', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders += 1;
      return useSidebarState();
    });
    const first = result.current[0];
    expect(renders).toBe(1);
    expect(result.current[0]).toBe(first);
  });

  it('lets the reader open and close groups', () => {
    const { result } = renderHook(() => useSidebarState());
    act(() => result.current[1]((items) => items.map((item) => ('items' in item && item.text === 'API' ? { ...item, collapsed: false } : item))));
    expect(collapsed(result.current[0])).toContainEqual(['API', false]);
  });

  it('is computed again for the next page, where the groups opened before stay open', () => {
    const { result, rerender } = renderHook(() => useSidebarState());
    page.pathname = '/api/plugin';
    rerender();
    expect(collapsed(result.current[0])).toEqual([
      ['Guides', false],
      ['Deeper', false],
      ['API', false],
    ]);
  });
});

describe('openActiveGroups', () => {
  it('opens a group whose own link is the page, and flattens nested lists', () => {
    const items = openActiveGroups([[{ text: 'Group', link: '/g', collapsed: true, items: [] }]] as unknown as SidebarData, (link) => link === '/g');
    expect(items).toEqual([{ text: 'Group', link: '/g', collapsed: false, items: [] }]);
  });
});
