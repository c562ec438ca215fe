import { useSite } from '@rspress/core/runtime';
import { useMemo } from 'react';
import { isNotFoundPage, usePageContext, type ContextPageData } from '../rspress-internals';
import { useHydrated } from './useHydrated';

/**
 * The page data to render with. The 404 page is prerendered once, with the default version
 * and language, then hydrated at whatever unknown URL was asked for, where Rspress takes version
 * and language from the URL. Until hydrated, it gets the defaults back, so that the version
 * switcher, nav links and texts match the prerendered HTML.
 */
export function useHydrationSafePage() {
  const context = usePageContext();
  const { site } = useSite();
  const hydrated = useHydrated();
  const data = useMemo(() => {
    if (hydrated || !context.data || !isNotFoundPage(context.data)) return context.data;
    return { ...context.data, version: site.multiVersion?.default ?? '', lang: site.lang ?? '' } as ContextPageData;
  }, [context, hydrated, site]);
  return { context, data };
}
