import type { HomeLayoutProps } from '@rspress/core/theme-original';
import type { ComponentProps, ComponentType } from 'react';
import { providedPageLayout } from '../../logic/pageLayouts';
import { HomeLayout as HomeLayoutInPlace } from '../HomeLayout/HomeLayout';
import { Overview as OverviewInPlace } from '../Overview/Overview';

/**
 * The layouts only a few pages render, as the chunks of those pages provide them (see
 * plugins/page-layouts and rspress.config.ts), so they are not in every page's first load.
 * The Markdown renderer of llms.txt (SSG_MD) compiles pages without that step: it gets them in place.
 */
function providedLayout<Props extends object>(name: string): ComponentType<Props> {
  return function ProvidedLayout(props: Props) {
    const Layout = providedPageLayout<Props>(name);
    if (!Layout) {
      console.error(`[page-layouts] This page renders the ${name} layout, but its chunk did not provide it: check pageLayoutsPlugin in rspress.config.ts.`);
      return null;
    }
    return <Layout {...props} />;
  };
}

export const HomeLayout = import.meta.env.SSG_MD ? HomeLayoutInPlace : providedLayout<HomeLayoutProps>('HomeLayout');

export const Overview = import.meta.env.SSG_MD ? OverviewInPlace : providedLayout<ComponentProps<typeof OverviewInPlace>>('Overview');
