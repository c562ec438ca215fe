import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { CONTENT_SCROLLBAR_CLASS, CONTENT_TABLE_SCROLL_CLASS } from '../../rspress-internals';

export const SCROLLABLE_TABLE_LABEL = 'Table, scrolls sideways';

/**
 * The Markdown `table`, in the default theme's scroll container. When the table is wider than the
 * container, the container joins the tab order as a named region so keyboard users can scroll it
 * with the arrow keys (axe `scrollable-region-focusable`, WCAG 2.1.1). Tables that fit add no stop.
 */
export function ScrollableTable(props: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(false);

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const update = () => setScrollable(container.scrollWidth > container.clientWidth + 1);
    update();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(container);
    if (container.firstElementChild) observer.observe(container.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={ref}
      className={`${CONTENT_TABLE_SCROLL_CLASS} ${CONTENT_SCROLLBAR_CLASS}`}
      {...(scrollable ? { tabIndex: 0, role: 'region', 'aria-label': SCROLLABLE_TABLE_LABEL } : {})}
    >
      <table {...props} />
    </div>
  );
}
