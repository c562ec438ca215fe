import { describe, expect, it } from 'vitest';
import { isHeaderAnchor, rehypeHeaderAnchorsOutOfTabOrder } from './headerAnchors';

const anchor = (className: unknown) => ({
  type: 'element',
  tagName: 'a',
  properties: { class: className, ariaHidden: 'true', href: '#part' },
  children: [{ type: 'text' }],
});

describe('rehypeHeaderAnchorsOutOfTabOrder', () => {
  it('gives heading permalinks tabindex -1 and keeps aria-hidden and href', () => {
    const permalink = anchor('rp-header-anchor');
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: { id: 'part' }, children: [permalink] }] };
    rehypeHeaderAnchorsOutOfTabOrder()(tree);
    expect(permalink.properties).toEqual({ class: 'rp-header-anchor', ariaHidden: 'true', href: '#part', tabIndex: -1 });
  });

  it('recognises the class as a string, a list or className', () => {
    expect(isHeaderAnchor(anchor('rp-link rp-header-anchor'))).toBe(true);
    expect(isHeaderAnchor(anchor(['rp-header-anchor']))).toBe(true);
    expect(isHeaderAnchor({ type: 'element', tagName: 'a', properties: { className: ['rp-header-anchor'] } })).toBe(true);
  });

  it('leaves other links alone', () => {
    const link = anchor('rp-link');
    const tree = { type: 'root', children: [link, { type: 'element', tagName: 'span', properties: { class: 'rp-header-anchor' } }] };
    rehypeHeaderAnchorsOutOfTabOrder()(tree);
    expect(link.properties).not.toHaveProperty('tabIndex');
    expect(tree.children[1].properties).not.toHaveProperty('tabIndex');
  });
});
