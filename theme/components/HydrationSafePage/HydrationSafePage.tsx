import { PageContext } from '@rspress/core/runtime';
import type { ReactNode } from 'react';
import { useHydrationSafePage } from '../../logic/useHydrationSafePage';

/**
 * Gives its children a page context that matches the prerendered HTML until hydration (see
 * `useHydrationSafePage`). Used in `Root`, above the layout, because the page-wide parts
 * Rspress renders next to the layout (the llms.txt hint) read the same context.
 */
export function HydrationSafePage({ children }: { children: ReactNode }) {
  return <PageContext.Provider value={useHydrationSafePage()}>{children}</PageContext.Provider>;
}
