import { ReadPercent as OriginalReadPercent } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { useHydrated } from '../../logic/useHydrated';
import { CONTENT_PROGRESS_CIRCLE_CLASS } from '../../rspress-internals';

/**
 * The reading-progress circle (outline title, small-screen menu bar), drawn once the page has
 * hydrated: the prerendered page shows an empty box of the same size instead of a 0 % circle,
 * which saved each page's HTML two copies of its SVG.
 */
export function ReadPercent(props: ComponentProps<typeof OriginalReadPercent>) {
  if (useHydrated()) return <OriginalReadPercent {...props} />;
  return <svg width={props.size} height={props.size} className={CONTENT_PROGRESS_CIRCLE_CLASS} aria-hidden="true" />;
}
