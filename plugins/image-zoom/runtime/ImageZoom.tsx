import { useLocation } from '@rspress/core/runtime';
import { useEffect } from 'react';
import './ImageZoom.css';

/** Images are set up this long after a route change, once the new page has rendered. */
export const ZOOM_SETUP_DELAY_MS = 100;
export const DEFAULT_SELECTOR = '.rspress-doc img';

interface Zoom {
  detach(): void;
  close(): void;
}

export interface ImageZoomProps {
  selector?: string;
  options?: Record<string, unknown>;
  /** For tests: how the zoom library is loaded. */
  loadZoom?: () => Promise<(images: HTMLElement[], options: Record<string, unknown>) => Zoom>;
}

const loadMediumZoom = () => import('medium-zoom').then((module) => module.default as unknown as (images: HTMLElement[], options: Record<string, unknown>) => Zoom);

/**
 * Clicking a content image opens it zoomed (medium-zoom). Runs 100 ms after each route change;
 * the library is imported only when the page has images to zoom. Images inside links keep
 * working as links.
 */
export default function ImageZoom({ selector = DEFAULT_SELECTOR, options = {}, loadZoom = loadMediumZoom }: ImageZoomProps) {
  const { pathname } = useLocation();

  useEffect(() => {
    let zoom: Zoom | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      const images = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((image) => !image.closest('a'));
      if (images.length === 0) return;
      loadZoom().then(
        (mediumZoom) => {
          if (!cancelled) zoom = mediumZoom(images, { ...options, background: 'var(--rp-c-bg)' });
        },
        (error: unknown) => console.error('[image-zoom] Could not load the zoom library:', error),
      );
    }, ZOOM_SETUP_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      zoom?.detach();
      zoom?.close();
    };
  }, [pathname, selector]);

  return null;
}
