import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';

/** Widths from which the nav bar has room for its menu and the nav screen is not used. */
export const WIDE_NAV_QUERY = '(min-width: 768px)';

/**
 * Open state of the small-screen nav screen. It closes on navigation (a link in it was
 * followed) and when the window grows wide enough for the nav bar.
 */
export function useNavScreen() {
  const [open, setOpen] = useState(false);
  const { pathname, hash } = useLocation();

  useEffect(() => setOpen(false), [pathname, hash]);

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(WIDE_NAV_QUERY);
    const closeWhenWide = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, [open]);

  // The page behind the open screen must not scroll.
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('repack-nav-screen-open');
    return () => document.documentElement.classList.remove('repack-nav-screen-open');
  }, [open]);

  return { open, toggle: () => setOpen((value) => !value), close: () => setOpen(false) };
}
