import { useLocation } from '@rspress/core/runtime';
import { Component, useCallback, useEffect, useRef, type ErrorInfo, type ReactNode } from 'react';
import {
  claimReload,
  inSiteNavigationTarget,
  isChunkLoadError,
  pendingNavigationTarget,
  type PendingNavigation,
} from '../../logic/pageLoad';
import './PageLoadGuard.css';

function sessionStore() {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * Recovers from navigations whose page chunk fails to load (a stale tab after a deploy):
 * the click that started the navigation is remembered, and when loading the new page's code
 * fails the error is logged and that page is loaded in full instead. The default theme's
 * link handler would otherwise stop there, leaving the progress bar running forever.
 */
function useNavigationRecovery() {
  const pending = useRef<PendingNavigation | null>(null);
  const { pathname } = useLocation();
  const loadingInFull = useRef(false);
  /**
   * Loads the page the reader was going to in full, once: a failure can be reported twice (an
   * error event and an error thrown into rendering), and a second `location.assign` would
   * abort the first. Returns whether that page is (already) loading.
   */
  const loadPendingInFull = useCallback(() => {
    if (loadingInFull.current) return true;
    const target = pendingNavigationTarget(pending.current, Date.now());
    if (!target || target === window.location.href) return false;
    loadingInFull.current = true;
    window.location.assign(target);
    return true;
  }, []);

  useEffect(() => {
    pending.current = null;
  }, [pathname]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor) return;
      const href = inSiteNavigationTarget(anchor, event, window.location.href);
      if (href) pending.current = { href, at: Date.now() };
    };
    const recover = (error: unknown, event: Event) => {
      if (!isChunkLoadError(error)) return;
      event.preventDefault();
      console.error('[repack] Loading a page failed:', error);
      loadPendingInFull();
    };
    const onRejection = (event: PromiseRejectionEvent) => recover(event.reason, event);
    const onError = (event: ErrorEvent) => recover(event.error, event);
    document.addEventListener('click', onClick, true);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, [loadPendingInFull]);

  return loadPendingInFull;
}

interface BoundaryProps {
  resetKey: string;
  /** Loads the page a navigation in progress was opening, if any (see `useNavigationRecovery`). */
  loadPendingInFull?: () => boolean;
  children: ReactNode;
}

/**
 * Catches errors rendering a page instead of letting React unmount the whole site: a page
 * chunk that failed to load (after back/forward navigation, or thrown by React for a link
 * navigation whose page data failed) or a bug. A chunk failure loads the page the reader was
 * going to in full, or reloads the current URL once; otherwise, or when that did not help, a
 * message with a reload link is shown.
 */
export class PageErrorBoundary extends Component<BoundaryProps, { error: unknown; reloading: boolean }> {
  state = { error: null as unknown, reloading: false };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[repack] Rendering the page failed:', error, info.componentStack ?? '');
    if (!isChunkLoadError(error)) return;
    if (this.props.loadPendingInFull?.()) {
      this.setState({ reloading: true });
    } else if (claimReload(sessionStore(), window.location.href, Date.now())) {
      this.setState({ reloading: true });
      window.location.reload();
    }
  }

  componentDidUpdate(previous: BoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null, reloading: false });
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <main className="repack-page-error" role="alert">
        <h1 className="repack-page-error__title">{this.state.reloading ? 'Loading the page…' : 'This page could not be loaded'}</h1>
        {!this.state.reloading && (
          <p>
            Check your connection and <a href={typeof window === 'undefined' ? '/' : window.location.href}>reload the page</a>.
          </p>
        )}
      </main>
    );
  }
}

/** Keeps a failed page load from leaving the reader with a blank page. */
export function PageLoadGuard({ children }: { children: ReactNode }) {
  const loadPendingInFull = useNavigationRecovery();
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname} loadPendingInFull={loadPendingInFull}>
      {children}
    </PageErrorBoundary>
  );
}
