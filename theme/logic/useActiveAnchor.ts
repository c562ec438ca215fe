import { useLocation } from '@rspress/core/runtime';
import { useEffect, useState } from 'react';
import type { ActiveAnchorContract } from '../rspress-internals';
import { activeHeadingId, OUTLINE_THROTTLE_MS, type HeadingPosition } from './activeAnchor';
import { throttle } from './timing';

export interface OutlineHeader {
  id: string;
  text: string;
  depth: number;
}

function headingPositions(headers: readonly OutlineHeader[]): HeadingPosition[] {
  const positions: HeadingPosition[] = [];
  for (const header of headers) {
    const element = document.getElementById(header.id);
    if (!element) continue;
    const padding = Number.parseFloat(window.getComputedStyle(element).paddingTop) || 0;
    positions.push({ id: header.id, top: window.scrollY + element.getBoundingClientRect().top - padding });
  }
  return positions;
}

/**
 * The outline's active heading, replacing the default theme's hook (exported from
 * `theme/index.tsx` under the same name, so the outline and the small-screen menu use it):
 * the heading scrolled to within 72 px of the top of the window is active, scroll handlers
 * are throttled to one run per 200 ms, and the last heading is active at the bottom of the
 * page (Rspress 2 picks the first heading visible in the window, on every scroll event).
 */
export function useActiveAnchor<Header extends OutlineHeader>(headers: Header[]): ActiveAnchorContract<Header> {
  const [activeAnchorId, setActiveAnchorId] = useState<string>();
  const [scrolledHeader, setScrolledHeader] = useState<Header>();
  const { hash } = useLocation();

  useEffect(() => {
    const update = () => {
      const positions = headingPositions(headers);
      const { scrollHeight } = document.documentElement;
      const atBottom = positions.length > 0 && Math.ceil(window.scrollY + window.innerHeight) >= scrollHeight;
      const id = activeHeadingId(positions, window.scrollY, { atBottom });
      setActiveAnchorId(id);
      // The small-screen menu names the section being read, once the page is scrolled into one.
      const reached = positions.filter((position) => position.top - window.scrollY <= 0 || atBottom);
      const scrolledId = atBottom ? id : reached.at(-1)?.id;
      setScrolledHeader(headers.find((header) => header.id === scrolledId));
    };
    const onScroll = throttle(update, OUTLINE_THROTTLE_MS);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [headers, hash]);

  return { activeAnchorId, scrolledHeader };
}
