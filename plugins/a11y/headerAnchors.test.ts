import { describe, expect, it } from 'vitest';
import { HEADER_ANCHOR_CLASS } from '../rspress-internals';
import { isHeaderAnchor, rehypeHeaderAnchorsOutOfTabOrder } from './headerAnchors';

const anchor = (className: unknown) => ({
  type: 'element',
  tagName: 'a',
  properties: { class: className, ariaHidden: 'true', href: '#part' },
  children: [{ type: 'text' }],
});

describe('rehypeHeaderAnchorsOutOfTabOrder', () => {
  it('gives heading permalinks tabindex -1 and keeps aria-hidden and href', () => {
    const permalink = anchor(HEADER_ANCHOR_CLASS);
    const tree = { type: 'root', children: [{ type: 'element', tagName: 'h2', properties: { id: 'part' }, children: [permalink] }] };
    rehypeHeaderAnchorsOutOfTabOrder()(tree);
    expect(permalink.properties).toEqual({ class: HEADER_ANCHOR_CLASS, ariaHidden: 'true', href: '#part', tabIndex: -1 });
  });

  it('recognises the class as a string, a list or className', () => {
    expect(isHeaderAnchor(anchor(`link ${HEADER_ANCHOR_CLASS}`))).toBe(true);
    expect(isHeaderAnchor(anchor([HEADER_ANCHOR_CLASS]))).toBe(true);
    expect(isHeaderAnchor({ type: 'element', tagName: 'a', properties: { className: [HEADER_ANCHOR_CLASS] } })).toBe(true);
  });

  it('leaves other links alone', () => {
    const link = anchor('link');
    const tree = { type: 'root', children: [link, { type: 'element', tagName: 'span', properties: { class: HEADER_ANCHOR_CLASS } }] };
    rehypeHeaderAnchorsOutOfTabOrder()(tree);
    expect(link.properties).not.toHaveProperty('tabIndex');
    expect(tree.children[1].properties).not.toHaveProperty('tabIndex');
  });
});
