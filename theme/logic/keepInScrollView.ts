import { prefersReducedMotion } from './motion';

/**
 * Scrolls the nearest scrolling box around `element`, below `isBoundary` (the page itself is
 * never scrolled), so that the element shows, centred, when it is out of that box's view:
 * smoothly, or at once for readers who prefer reduced motion.
 */
export function keepInScrollView(element: HTMLElement, isBoundary: (ancestor: Element) => boolean): void {
  for (let box = element.parentElement; box && !isBoundary(box); box = box.parentElement) {
    const { overflowY } = window.getComputedStyle(box);
    if (box.scrollHeight <= box.clientHeight || (overflowY !== 'auto' && overflowY !== 'scroll')) continue;
    const top = element.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (top < 0 || top + element.offsetHeight > box.clientHeight) {
      box.scrollTo({ top: box.scrollTop + top - (box.clientHeight - element.offsetHeight) / 2, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
    return;
  }
}
