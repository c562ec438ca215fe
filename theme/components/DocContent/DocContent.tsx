import { DocContent as OriginalDocContent } from '@rspress/core/theme-original';
import { memo } from 'react';

/**
 * The default page content, rendered again only when its props change. The default hands the MDX
 * provider a new components object on every render, so every render of the doc layout (which
 * renders again once mounted: its table-of-contents ref is state) rendered the page's whole
 * Markdown again, in the blocking task right after hydration.
 */
export const DocContent = memo(OriginalDocContent);
