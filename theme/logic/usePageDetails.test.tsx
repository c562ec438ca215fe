// @vitest-environment jsdom
import { PageContext } from '@rspress/core/runtime';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { STUB_PAGE } from '../rspress-internals/generated-modules.stub';
import { useListedPages, usePageDetails } from './usePageDetails';

// The real runtime, over the stand-in site of vitest.config.ts: one page, listed leanly, whose chunk carries the rest.
const reading = (routePath: string) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <PageContext.Provider value={{ data: { routePath, title: 'Current', toc: [] } as never }}>{children}</PageContext.Provider>;
  };

describe('useListedPages', () => {
  it('lists every page with the fields the lean page list keeps', () => {
    const { result } = renderHook(() => useListedPages(), { wrapper: reading('/elsewhere') });
    expect(result.current).toEqual([STUB_PAGE.entry]);
  });
});

describe('usePageDetails', () => {
  it("loads another page's headings and frontmatter from its chunk", async () => {
    const { result } = renderHook(() => usePageDetails(STUB_PAGE.entry.routePath), { wrapper: reading('/elsewhere') });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toMatchObject({ title: 'Chunks', toc: STUB_PAGE.meta.toc, frontmatter: STUB_PAGE.meta.frontmatter }));
  });

  it('answers the page being read at once, without loading anything', () => {
    const load = vi.fn();
    const { result } = renderHook(() => usePageDetails('/current', load), { wrapper: reading('/current') });
    expect(result.current).toMatchObject({ routePath: '/current', title: 'Current' });
    expect(load).not.toHaveBeenCalled();
  });

  it("never shows one page's details for another while the next one loads", async () => {
    let finish: (value: never) => void = () => {};
    const load = vi.fn((routePath: string) => (routePath === '/a' ? Promise.resolve({ routePath: '/a' } as never) : new Promise<never>((resolve) => (finish = resolve))));
    const { result, rerender } = renderHook(({ route }) => usePageDetails(route, load), { wrapper: reading('/elsewhere'), initialProps: { route: '/a' } });
    await waitFor(() => expect(result.current).toMatchObject({ routePath: '/a' }));
    rerender({ route: '/b' });
    expect(result.current).toBeUndefined();
    finish({ routePath: '/b' } as never);
    await waitFor(() => expect(result.current).toMatchObject({ routePath: '/b' }));
  });
});
