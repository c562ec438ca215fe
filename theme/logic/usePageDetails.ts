import { usePage, usePages } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import { loadPageData, type ContextPageData } from '../rspress-internals';

/**
 * What `usePages()` gives of a Markdown page on this site: the lean page list keeps only what
 * other pages read (the rest travels in each page's own chunk; see the writing guide, "What
 * usePages() returns").
 */
export interface ListedPage {
  routePath: string;
  title: string;
  lang: string;
  version: string;
}

/**
 * The pages of the site's sections loaded so far (always the one being read, and the pages outside
 * any section: see plugins/route-table), with the fields the page list keeps (`ListedPage`).
 */
export function useListedPages(): ListedPage[] {
  return usePages().pages as unknown as ListedPage[];
}

/**
 * Everything Rspress knows of a page (headings `toc`, `frontmatter`, `description`,
 * `lastUpdatedTime`…), which `usePages()` no longer carries: the page being read at once,
 * another page once its chunk has loaded (`undefined` until then, and for no route).
 * An unknown route answers Rspress's not-found page (`pageType: '404'`).
 */
export function usePageDetails(routePath: string | undefined, load: (routePath: string) => Promise<ContextPageData> = loadPageData): ContextPageData | undefined {
  const { page } = usePage();
  const current = routePath !== undefined && page?.routePath === routePath ? (page as ContextPageData) : undefined;
  const [loaded, setLoaded] = useState<{ routePath: string; data: ContextPageData }>();
  useEffect(() => {
    if (routePath === undefined || current) return;
    let live = true;
    load(routePath).then(
      (data) => live && setLoaded({ routePath, data }),
      () => live && setLoaded(undefined),
    );
    return () => {
      live = false;
    };
  }, [routePath, current, load]);
  if (current) return current;
  return loaded && loaded.routePath === routePath ? loaded.data : undefined;
}
