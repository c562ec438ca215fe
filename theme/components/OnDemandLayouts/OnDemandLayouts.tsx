import { lazyComponent } from '../../logic/lazyComponent';
import { HomeLayout as HomeLayoutInPlace } from '../HomeLayout/HomeLayout';
import { Overview as OverviewInPlace } from '../Overview/Overview';

/*
 * Layouts that only a few pages render (the two home pages, the two overview pages), loaded by
 * those pages alone instead of being in the first load of every page. The Markdown renderer
 * of llms.txt (SSG_MD) gets them in place: it does not wait for lazy components.
 */

export const HomeLayout = import.meta.env.SSG_MD
  ? HomeLayoutInPlace
  : lazyComponent(() => import('../HomeLayout/HomeLayout').then((module) => module.HomeLayout));

export const Overview = import.meta.env.SSG_MD
  ? OverviewInPlace
  : lazyComponent(() => import('../Overview/Overview').then((module) => module.Overview));
