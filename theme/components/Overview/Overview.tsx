import { useFrontmatter, usePage, usePages, useSidebar } from '@rspress/core/runtime';
import { Overview as OriginalOverview } from '@rspress/core/theme-original';
import { useMemo, type ComponentProps } from 'react';
import { overviewGroups, type OverviewPage } from '../../logic/overviewGroups';

/**
 * The default overview (`overview: true` in frontmatter), given our grouping: titled sidebar
 * groups with their pages, and the pages outside any group under "Others" (the default makes
 * a separate group of every such page, and leaves a group without a title unnamed).
 * The headings of the pages listed come with the overview page (`overviewPages`, see
 * plugins/performance), or else from the page list.
 */
export function Overview(props: ComponentProps<typeof OriginalOverview>) {
  const { page } = usePage();
  const { pages: pageList } = usePages();
  const pages = (page as { overviewPages?: OverviewPage[] }).overviewPages ?? pageList;
  const { frontmatter } = useFrontmatter();
  const sidebar = useSidebar();
  const headerDepths = props.overviewHeaders ?? frontmatter.overviewHeaders;
  const groups = useMemo(
    () => overviewGroups({ sidebar, routePath: page.routePath, pages, headerDepths }),
    [sidebar, page.routePath, pages, headerDepths],
  );
  return <OriginalOverview {...props} groups={props.groups ?? groups} />;
}
