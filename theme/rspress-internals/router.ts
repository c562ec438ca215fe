/**
 * The router of the browser bundle, in place of `react-router-dom` (react-router 7: 12.4 KB gzip of
 * every page's first load). Part of theme/rspress-internals (see index.ts); plugins/rspress-internals.ts
 * (`BROWSER_REPLACEMENTS`) points Rspress's imports of the package here for the browser build only,
 * and `@rspress/core/runtime` re-exports the package, so the theme's `useLocation` and `useNavigate`
 * come from here too. The prerender keeps react-router's `StaticRouter`; a router renders no element,
 * so hydration is unaffected.
 *
 * What Rspress 2.0.22 and this theme ask of it in the browser, kept as react-router 7 does it:
 * - `BrowserRouter` (ClientApp): the location of the address bar less `basename`, updated on
 *   `popstate` and after each `navigate`, inside `startTransition` unless `useTransitions` is
 *   false, so a page whose chunk is still loading keeps the old page on screen.
 * - `useLocation()`: `{ pathname, search, hash, state, key }`, a new object for each navigation
 *   (useScrollAfterNav re-runs on it), the same object between them.
 * - `useNavigate()`: `navigate(to, { replace, state })` pushes or replaces a history entry
 *   (`{ usr, key, idx }`, react-router's shape) and falls back to a page load when the browser
 *   refuses; `navigate(delta)` is `history.go`. `to` resolves as react-router resolves it outside
 *   `<Routes>`: `#hash` and `?search` keep the pathname, a relative path (and `''`) resolves from `/`.
 * - `useSearchParams()` (default theme's PageTabs): the search parameters, and a setter that
 *   navigates to them, dropping the hash.
 * Guarded by "the packages replaced in the browser bundle are imported by Rspress with the names
 * their replacements export" (which counts the names read through `@rspress/core/runtime`) and by
 * theme/rspress-internals/router.test.tsx.
 */
import { createContext, createElement, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: string, options?: NavigateOptions): void;
  (delta: number): void;
}

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

interface Router {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(hook: string): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook}() may be used only inside <BrowserRouter>.`);
  return router;
}

const historyState = (): HistoryState => (window.history.state as HistoryState | null) ?? {};

function stripBasename(pathname: string, basename: string): string {
  if (!basename || basename === '/') return pathname;
  if (!pathname.toLowerCase().startsWith(basename.toLowerCase())) return pathname;
  return pathname.slice(basename.length) || '/';
}

function readLocation(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const { usr, key } = historyState();
  return { pathname: stripBasename(pathname, basename), search, hash, state: usr ?? null, key: key ?? 'default' };
}

/** Where `to` leads from `current`, as react-router resolves a path outside `<Routes>`. */
function resolveTo(to: string, current: Pick<Location, 'pathname' | 'search'>): Pick<Location, 'pathname' | 'search' | 'hash'> {
  const hashAt = to.indexOf('#');
  const hash = hashAt >= 0 ? to.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = beforeHash.indexOf('?');
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : '';
  const path = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  const clean = (value: string) => (value === '?' || value === '#' ? '' : value);
  if (to === '') return { pathname: '/', search: '', hash: '' };
  if (path === '') return { pathname: current.pathname, search: clean(search), hash: clean(hash) };
  const pathname = path.startsWith('/') ? path : new URL(path, 'http://resolve.invalid/').pathname;
  return { pathname: pathname.replace(/\/{2,}/g, '/'), search: clean(search), hash: clean(hash) };
}

const newKey = () => Math.random().toString(36).slice(2, 10);

export function BrowserRouter({ basename = '', useTransitions, children }: { basename?: string; useTransitions?: boolean; children?: ReactNode }) {
  const [location, setLocationNow] = useState(() => readLocation(basename));
  const current = useRef(location);
  current.current = location;

  const setLocation = useCallback(
    (next: Location) => {
      if (useTransitions === false) setLocationNow(next);
      else startTransition(() => setLocationNow(next));
    },
    [useTransitions],
  );

  useLayoutEffect(() => {
    const onPopState = () => setLocation(readLocation(basename));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [basename, setLocation]);

  const navigate = useCallback(
    ((to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const { pathname, search, hash } = resolveTo(to, current.current);
      const prefix = basename === '/' ? '' : basename.replace(/\/$/, '');
      const href = `${prefix}${pathname}${search}${hash}`;
      const key = newKey();
      const idx = (historyState().idx ?? 0) + (options.replace ? 0 : 1);
      const entry: HistoryState = { usr: options.state ?? null, key, idx };
      try {
        if (options.replace) window.history.replaceState(entry, '', href);
        else window.history.pushState(entry, '', href);
      } catch {
        // The browser limits history calls; react-router then loads the page instead.
        window.location[options.replace ? 'replace' : 'assign'](href);
        return;
      }
      setLocation({ pathname, search, hash, state: entry.usr, key });
    }) as NavigateFunction,
    [basename, setLocation],
  );

  const router = useMemo(() => ({ location, navigate }), [location, navigate]);
  return createElement(RouterContext.Provider, { value: router }, children);
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate;
}

export function useSearchParams(): [URLSearchParams, (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => void] {
  const { location, navigate } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setParams = useCallback(
    (next: URLSearchParams | Record<string, string> | string, options?: NavigateOptions) => {
      navigate(`?${new URLSearchParams(next)}`, options);
    },
    [navigate],
  );
  return [params, setParams];
}
