import type { ReactNode } from 'react';
import { useHydrationSafePage } from '../../logic/useHydrationSafePage';
import { PageDataProvider, useHydratedPageDataKept } from '../../rspress-internals';

/**
 * Gives its children a page context that matches the prerendered HTML until hydration (see
 * `useHydrationSafePage`), and keeps the app from rendering everything again once hydrated
 * (`useHydratedPageDataKept`). Used in `Root`, above the layout, because the page-wide parts
 * Rspress renders next to the layout (the llms.txt hint) read the same context.
 */
export function HydrationSafePage({ children }: { children: ReactNode }) {
  useHydratedPageDataKept();
  const { context, data } = useHydrationSafePage();
  return (
    <PageDataProvider context={context} data={data}>
      {children}
    </PageDataProvider>
  );
}
