import type { RspressPlugin } from '@rspress/core';
import { rehypeHeaderAnchorsOutOfTabOrder } from './headerAnchors';

/**
 * Accessibility fixes to the Markdown output of the default theme (found by the axe gate,
 * `e2e/accessibility/axe.e2e.ts`): heading permalinks leave the tab order (see `headerAnchors.ts`).
 */
export function a11yPlugin(): RspressPlugin {
  return {
    name: 'repack-a11y',
    markdown: {
      // Runs after Rspress's own rehype plugins, so the permalinks already exist.
      rehypePlugins: [rehypeHeaderAnchorsOutOfTabOrder],
    },
  };
}
