import { HEADER_ANCHOR_CLASS } from '../rspress-internals';

/**
 * Rspress puts a "#" permalink in every Markdown heading (`<a class aria-hidden="true" href="#id">`
 * with `HEADER_ANCHOR_CLASS`). It is hidden from assistive technology yet still focusable,
 * so keyboard users land on an invisible, nameless stop (axe `aria-hidden-focus`). The permalink is
 * a mouse convenience (the outline links to the same anchors), so it leaves the tab order:
 * `tabindex="-1"`, keeping `aria-hidden`.
 */

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function classes(properties: Record<string, unknown>): string[] {
  const value = properties.className ?? properties.class;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

export function isHeaderAnchor(node: HastNode): boolean {
  return node.type === 'element' && node.tagName === 'a' && classes(node.properties ?? {}).includes(HEADER_ANCHOR_CLASS);
}

/** Rehype plugin: takes the heading permalinks out of the tab order. */
export function rehypeHeaderAnchorsOutOfTabOrder() {
  return (tree: HastNode) => {
    const walk = (node: HastNode) => {
      if (isHeaderAnchor(node)) node.properties = { ...node.properties, tabIndex: -1 };
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
