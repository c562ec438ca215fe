import { useEffect } from 'react';
import { EARLY_CLICK_KEY } from '../../shared/app-scripts.mjs';

type EarlyClickHolder = { [EARLY_CLICK_KEY]?: Element | null };

/**
 * The button the reader clicked before the app's scripts ran, kept by the script loader
 * (shared/app-scripts.mjs), or null; from now on the loader keeps none: React handles the clicks
 * once it hydrates the page.
 */
export function takeEarlyClick(holder: EarlyClickHolder): Element | null {
  const button = holder[EARLY_CLICK_KEY] ?? null;
  holder[EARLY_CLICK_KEY] = null;
  return button;
}

// Taken when the theme's modules run, before the runtime hydrates the page.
let pending = typeof window === 'undefined' ? null : takeEarlyClick(window as EarlyClickHolder);

/**
 * Clicks again, once the page is hydrated, the button the reader clicked while it was still the
 * static page (the search button, the colour theme switch, a menu), unless that button is gone;
 * once per page load.
 */
export function useEarlyClickReplay(): void {
  useEffect(() => {
    const button = pending;
    pending = null;
    if (button instanceof HTMLElement && button.isConnected) button.click();
  }, []);
}
