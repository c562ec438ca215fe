import { ThemeContext, useSite } from '@rspress/core/runtime';
import { useContext, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { prefersReducedMotion, revealClipPath } from '../../logic/motion';
import './AppearanceTransition.css';

export const APPEARANCE_TRANSITION_MS = 400;
const TRANSITION_CLASS = 'repack-appearance-transition';

type ThemeValue = React.ContextType<typeof ThemeContext>;
type ViewTransitionDocument = Document & { startViewTransition?: (update: () => void) => { ready: Promise<void>; finished: Promise<void> } };

/**
 * Switches light/dark with a view transition (a circle growing from the point clicked) when
 * `themeConfig.enableAppearanceAnimation` is on, the browser supports view transitions and
 * the reader does not prefer reduced motion. It wraps `setTheme` of the theme context, so
 * every appearance switch of the theme (nav bar, small-screen menu) gets it.
 */
export function AppearanceTransition({ children }: { children: ReactNode }) {
  const context = useContext(ThemeContext) as ThemeValue;
  const { site } = useSite();
  const enabled = Boolean(site.themeConfig?.enableAppearanceAnimation);
  const pointer = useRef<{ x: number; y: number; at: number } | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const remember = (event: PointerEvent) => {
      pointer.current = { x: event.clientX, y: event.clientY, at: Date.now() };
    };
    document.addEventListener('pointerdown', remember, true);
    return () => document.removeEventListener('pointerdown', remember, true);
  }, [enabled]);

  const value = useMemo(() => {
    const { setTheme } = context;
    if (!enabled || !setTheme) return context;
    const animatedSetTheme: typeof setTheme = (next) => {
      const doc = document as ViewTransitionDocument;
      if (typeof doc.startViewTransition !== 'function' || prefersReducedMotion() || next === context.theme) {
        setTheme(next);
        return;
      }
      const recent = pointer.current && Date.now() - pointer.current.at < 1000 ? pointer.current : null;
      const origin = recent ?? { x: window.innerWidth / 2, y: 0 };
      const root = document.documentElement;
      root.classList.add(TRANSITION_CLASS);
      const transition = doc.startViewTransition(() => {
        flushSync(() => setTheme(next));
      });
      transition.ready
        .then(() => {
          root.animate(
            { clipPath: revealClipPath({ ...origin, width: window.innerWidth, height: window.innerHeight }) },
            { duration: APPEARANCE_TRANSITION_MS, easing: 'ease-in', fill: 'both', pseudoElement: '::view-transition-new(root)' },
          );
        })
        .catch(() => {});
      transition.finished.finally(() => root.classList.remove(TRANSITION_CLASS)).catch(() => {});
    };
    return { ...context, setTheme: animatedSetTheme };
  }, [context, enabled]);

  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}
