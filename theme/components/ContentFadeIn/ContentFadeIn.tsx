import { usePage } from '@rspress/core/runtime';
import { useEffect, useRef } from 'react';
import { prefersReducedMotion } from '../../logic/motion';
import { LAYOUT_DOC_CONTENT_CLASS, LAYOUT_OVERVIEW_CLASS } from '../../rspress-internals';

/** `id` of the animation, for tests and for anyone wanting to cancel it. */
export const CONTENT_FADE_ID = 'repack-content-fade';
export const CONTENT_FADE_MS = 300;
const CONTENT_SELECTOR = `.${LAYOUT_DOC_CONTENT_CLASS}, .${LAYOUT_OVERVIEW_CLASS}, main`;

/**
 * Fades the page content in after each client-side navigation (not on the first load: the
 * prerendered page is already on screen), unless the reader prefers reduced motion.
 */
export function ContentFadeIn() {
  const { page } = usePage();
  const routePath = (page as { routePath?: string } | undefined)?.routePath;
  const previous = useRef<string | undefined>(undefined);

  useEffect(() => {
    const last = previous.current;
    previous.current = routePath;
    if (last === undefined || last === routePath || prefersReducedMotion()) return;
    const content = document.querySelector<HTMLElement>(CONTENT_SELECTOR);
    content?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: CONTENT_FADE_MS, easing: 'ease-out', id: CONTENT_FADE_ID });
  }, [routePath]);

  return null;
}
