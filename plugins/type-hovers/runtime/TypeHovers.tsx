import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';

/**
 * The only part of the type hovers in every page's first load: it imports ./enhance (its own
 * chunk, with its styles and the version's data) when a reader first points at (or touches) or
 * focuses a code block, or when the browser is idle after the page has loaded.
 */
export default function TypeHovers() {
  const { pathname } = useLocation();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let active = true;
    let idle = 0;
    const start = () => {
      // After a client-side navigation the page may not be there yet when the browser is idle: then the
      // first pointer or focus on one of its code blocks does it.
      if (!document.querySelector('pre code:not([data-type-hovers])')) return;
      off();
      import('./enhance').then((module) => module.enhance()).then((undo) => (active ? (stop = undo) : undo()));
    };
    const onReach = (event: Event) => (event.target as Element).closest?.('pre') && start();
    const onLoad = () => (idle = (window.requestIdleCallback ?? setTimeout)(start));
    const off = () => {
      removeEventListener('pointerover', onReach);
      removeEventListener('focusin', onReach);
      removeEventListener('load', onLoad);
      (window.cancelIdleCallback ?? clearTimeout)(idle);
    };
    addEventListener('pointerover', onReach);
    addEventListener('focusin', onReach);
    if (document.readyState === 'complete') onLoad();
    else addEventListener('load', onLoad);
    return () => {
      active = false;
      off();
      stop?.();
    };
  }, [pathname]);
  return null;
}
