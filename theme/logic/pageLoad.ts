/**
 * When a page's code cannot be loaded (a stale tab after a deploy removed the old chunks, a
 * network error), the reader must not be left with a blank page: the error is logged and
 * the page the reader asked for is loaded in full from the server instead.
 */

/** Errors thrown when a JS or CSS chunk of the site fails to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name = '', message = '' } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return /Loading (CSS )?chunk \S+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
    String(message),
  );
}

export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
}

export interface AnchorLike {
  href: string;
  target?: string;
  hasAttribute?(name: string): boolean;
}

/**
 * The URL a click on a link navigates to inside the site (so the client-side router handles
 * it), or null when the browser handles the click itself (new tab, download, other site,
 * same page).
 */
export function inSiteNavigationTarget(anchor: AnchorLike, event: ClickLike, current: string): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  if (anchor.hasAttribute?.('download')) return null;
  let target: URL;
  let here: URL;
  try {
    here = new URL(current);
    target = new URL(anchor.href, here);
  } catch {
    return null;
  }
  if (target.origin !== here.origin || !/^https?:$/.test(target.protocol)) return null;
  if (target.pathname === here.pathname && target.search === here.search) return null;
  return target.href;
}

/** A navigation counts as pending this long after the click that started it. */
export const PENDING_NAVIGATION_MS = 30_000;

export interface PendingNavigation {
  href: string;
  at: number;
}

export function pendingNavigationTarget(pending: PendingNavigation | null, now: number): string | null {
  return pending && now - pending.at <= PENDING_NAVIGATION_MS ? pending.href : null;
}

/** Session storage key remembering the last full reload done to recover a page. */
export const RELOAD_KEY = 'repack-page-load-reload';
/** A second failure of the same URL within this time shows the error instead of reloading again. */
export const RELOAD_GUARD_MS = 60_000;

/**
 * Whether to recover from a failure at `url` with a full reload: once per URL and minute,
 * so that a page that keeps failing does not reload forever. Records the reload.
 */
export function claimReload(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, url: string, now: number): boolean {
  try {
    const last = JSON.parse(storage?.getItem(RELOAD_KEY) ?? 'null') as PendingNavigation | null;
    if (last && last.href === url && now - last.at < RELOAD_GUARD_MS) return false;
    storage?.setItem(RELOAD_KEY, JSON.stringify({ href: url, at: now }));
  } catch {
    // Storage unavailable (privacy mode): reload anyway, the browser's own history guards loops.
  }
  return true;
}
