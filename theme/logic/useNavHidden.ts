import { useEffect, useState, type RefObject } from 'react';
import { nextNavScrollState, type HideNavbar, type NavScrollState } from './navVisibility';

/** Whether the nav bar is scrolled out of view, following `themeConfig.hideNavbar`. */
export function useNavHidden(mode: HideNavbar, navRef: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let state: NavScrollState = { hidden: false, anchorY: window.scrollY };
    const update = () => {
      state = nextNavScrollState(state, window.scrollY, { mode, navHeight: navRef.current?.offsetHeight ?? 0 });
      setHidden(state.hidden);
    };
    update();
    if (mode === 'never') return;
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [mode, navRef]);

  return hidden;
}
