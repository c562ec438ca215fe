import type { NavItem } from '@rspress/core';

const EXTERNAL_LINK = /^[a-z][a-z\d+.-]*:/i;

/**
 * Gives external nav links `rel="noopener noreferrer"` unless they set a `rel`: the default nav
 * menu hands an item's `rel` to its link even when undefined, which drops the one the link sets
 * for pages opening in a new tab.
 */
export function withSafeRel(items: NavItem[]): NavItem[] {
  return items.map((item) => {
    const withChildren = 'items' in item ? { ...item, items: withSafeRel(item.items) } : item;
    if ('link' in withChildren && EXTERNAL_LINK.test(withChildren.link) && !withChildren.rel) {
      return { ...withChildren, rel: 'noopener noreferrer' };
    }
    return withChildren;
  });
}
