import { useSite } from '@rspress/core/runtime';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { DocSearch } from '../DocSearch/DocSearch';
import { SearchButton } from '../SearchButton/SearchButton';
import './Search.css';

/**
 * The search panel and the search engine are loaded on demand, when search opens (or when
 * the pointer or focus reaches the search button), so the first page load does not carry them.
 */
export const loadSearchPanel = () => import('../SearchPanel/SearchPanel');
const SearchPanel = lazy(() => loadSearchPanel().then((module) => ({ default: module.SearchPanel })));

function isSearchShortcut(event: KeyboardEvent) {
  return (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && (event.key?.toLowerCase() === 'k' || event.code === 'KeyK');
}

/**
 * The nav bar's search: Algolia DocSearch when the build configured it (plugins/seo defines
 * `__REPACK_DOCSEARCH__`, `null` without it), otherwise the site's own search. The condition is
 * written out here so that the bundler decides it: a site without DocSearch bundles none of it.
 */
export function Search() {
  return typeof __REPACK_DOCSEARCH__ !== 'undefined' && __REPACK_DOCSEARCH__ ? <DocSearch {...__REPACK_DOCSEARCH__} /> : <LocalSearch />;
}

/**
 * The site's own search: a button, Ctrl+K / ⌘K, and a modal search panel. Replaces the
 * default theme's `Search`, which bundles its panel and the FlexSearch engine into every page.
 */
function LocalSearch() {
  const { site } = useSite();
  const enabled = site.search !== false;
  const [open, setOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback((value: boolean) => {
    if (value && !open) returnFocus.current = document.activeElement as HTMLElement | null;
    setOpen(value);
  }, [open]);

  const close = useCallback(() => {
    setOpen(false);
    returnFocus.current?.focus?.();
    returnFocus.current = null;
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (open) close();
      else show(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled, open, close, show]);

  if (!enabled) return null;
  const preload = () => {
    loadSearchPanel().catch(() => {});
  };
  return (
    <>
      <span className="repack-search" onPointerEnter={preload} onFocus={preload}>
        <SearchButton setFocused={show} />
      </span>
      {open && (
        <Suspense fallback={null}>
          <SearchPanel onClose={close} />
        </Suspense>
      )}
    </>
  );
}
