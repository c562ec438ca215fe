import type { ReactNode } from 'react';
import { useHydrationSafePage } from '../../logic/useHydrationSafePage';
import { PageDataProvider } from '../../rspress-internals';

/**
 * Gives its children a page context that matches the prerendered HTML until hydration (see
 * `useHydrationSafePage`). Used in `Root`, above the layout, because the page-wide parts
 * Rspress renders next to the layout (the llms.txt hint) read the same context.
 */
export function HydrationSafePage({ children }: { children: ReactNode }) {
  const { context, data } = useHydrationSafePage();
  return (
    <PageDataProvider context={context} data={data}>
      {children}
    </PageDataProvider>
  );
}
