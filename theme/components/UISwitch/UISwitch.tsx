import { useLocation, usePage } from '@rspress/core/runtime';
import { useEffect, useLayoutEffect, useMemo, type ReactNode } from 'react';
import {
  frontmatterWithHiddenParts,
  hiddenPartClass,
  partsHiddenByFrontmatter,
  partsHiddenByQuery,
  UI_PARTS,
  type UIPart,
} from '../../logic/uiSwitch';
import { useHydrated } from '../../logic/useHydrated';
import { PageDataProvider, usePageContext } from '../../rspress-internals';
import './UISwitch.css';

const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Lets the URL hide parts of any page: `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0`
 * (any combination). The default theme already reads `navbar`, `sidebar`, `outline` and
 * `footer: false` from the frontmatter, so the parts the URL hides are passed down as that
 * frontmatter (in Rspress's page context, see `PageDataProvider`). The URL is only read after hydration (the prerendered HTML has no query), so
 * the server markup and the first client render agree.
 *
 * Hidden parts are also named by classes on `<html>` (`repack-hide-navbar`…), which take the
 * nav bar's height out of the sticky offsets and hide the site footer.
 */
export function UISwitch({ children }: { children: ReactNode }) {
  const context = usePageContext();
  const { search } = useLocation();
  const hydrated = useHydrated();
  const queryKey = hydrated ? partsHiddenByQuery(search).join(',') : '';
  const data = context.data;

  const shown = useMemo(() => {
    if (!data || !queryKey) return data;
    const frontmatter = data.frontmatter ?? {};
    const next = frontmatterWithHiddenParts(frontmatter, queryKey.split(',') as UIPart[]);
    return next === frontmatter ? data : { ...data, frontmatter: next };
  }, [data, queryKey]);

  const page = shown as { pageType?: string; frontmatter?: Record<string, unknown> } | undefined;
  const hiddenKey = (page?.pageType === 'blank' ? [...UI_PARTS] : partsHiddenByFrontmatter(page?.frontmatter)).join(',');
  useClientLayoutEffect(() => {
    const hidden = hiddenKey.split(',');
    const { classList } = document.documentElement;
    for (const part of UI_PARTS) classList.toggle(hiddenPartClass(part), hidden.includes(part));
  }, [hiddenKey]);

  return (
    <PageDataProvider context={context} data={shown}>
      {children}
    </PageDataProvider>
  );
}

/** Whether the current page shows `part` (not hidden by frontmatter, URL switch or a `blank` page type). */
export function useUIPartVisible(part: UIPart): boolean {
  const { page } = usePage();
  const current = page as { pageType?: string; frontmatter?: Record<string, unknown> } | undefined;
  return current?.pageType !== 'blank' && current?.frontmatter?.[part] !== false;
}

/** Renders its children only while the page shows `part` (for parts the default layout does not switch, like the site footer). */
export function UIPart({ part, children }: { part: UIPart; children: ReactNode }) {
  return useUIPartVisible(part) ? <>{children}</> : null;
}
