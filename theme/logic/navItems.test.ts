import type { NavItem } from '@rspress/core';
import { describe, expect, it } from 'vitest';
import { withSafeRel } from './navItems';

describe('withSafeRel', () => {
  it('adds rel="noopener noreferrer" to external links only', () => {
    const items: NavItem[] = [
      { text: 'Docs', link: '/docs/getting-started', activeMatch: '^/docs/' },
      { text: 'Examples', link: 'https://github.com/callstack/repack-examples' },
    ];
    expect(withSafeRel(items)).toEqual([
      { text: 'Docs', link: '/docs/getting-started', activeMatch: '^/docs/' },
      { text: 'Examples', link: 'https://github.com/callstack/repack-examples', rel: 'noopener noreferrer' },
    ]);
  });

  it('keeps a rel set by the item and reaches nested items', () => {
    const items: NavItem[] = [
      {
        text: 'More',
        items: [
          { text: 'Blog', link: 'https://callstack.com/blog', rel: 'me' },
          { text: 'Showcase', link: 'https://github.com/callstack/super-app-showcase' },
        ],
      },
    ];
    expect(withSafeRel(items)).toEqual([
      {
        text: 'More',
        items: [
          { text: 'Blog', link: 'https://callstack.com/blog', rel: 'me' },
          { text: 'Showcase', link: 'https://github.com/callstack/super-app-showcase', rel: 'noopener noreferrer' },
        ],
      },
    ]);
  });
});
