import './SkipLink.css';

/** The `id` of the element the skip link moves focus to: the start of each page's main content. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to content": the first thing Tab reaches on every page, shown only while focused. A
 * plain fragment link to a focusable (`tabIndex={-1}`) target, so it works before hydration too.
 */
export function SkipLink() {
  return (
    <a className="repack-skip-link" href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  );
}

/** Props that make an element the skip link's target. */
export const mainContentTarget = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const;
