import { PageContext, useSite } from '@rspress/core/runtime';
import { useContext, useMemo } from 'react';
import { useHydrated } from './useHydrated';

/**
 * The page context to render with. The 404 page is prerendered once, with the default version
 * and language, then hydrated at whatever unknown URL was asked for, where Rspress takes version
 * and language from the URL. Until hydrated, it gets the defaults back, so that the version
 * switcher, nav links and texts match the prerendered HTML.
 */
export function useHydrationSafePage() {
  const context = useContext(PageContext);
  const { site } = useSite();
  const hydrated = useHydrated();
  return useMemo(() => {
    if (hydrated || context.data?.pageType !== '404') return context;
    return { ...context, data: { ...context.data, version: site.multiVersion?.default ?? '', lang: site.lang ?? '' } };
  }, [context, hydrated, site]);
}
