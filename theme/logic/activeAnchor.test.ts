import { describe, expect, it } from 'vitest';
import { activeHeadingId, OUTLINE_OFFSET } from './activeAnchor';

const headings = [
  { id: 'intro', top: 300 },
  { id: 'setup', top: 1000 },
  { id: 'usage', top: 1800 },
];

describe('activeHeadingId', () => {
  it('keeps the first heading active above it and at the top of the page', () => {
    expect(activeHeadingId(headings, 0)).toBe('intro');
    expect(activeHeadingId(headings, 100)).toBe('intro');
  });

  it(`activates a heading once it is ${OUTLINE_OFFSET}px below the top of the window`, () => {
    expect(activeHeadingId(headings, 1000 - OUTLINE_OFFSET - 1)).toBe('intro');
    expect(activeHeadingId(headings, 1000 - OUTLINE_OFFSET)).toBe('setup');
    expect(activeHeadingId(headings, 1500)).toBe('setup');
    expect(activeHeadingId(headings, 1800 - OUTLINE_OFFSET)).toBe('usage');
  });

  it('activates the last heading at the bottom of the page', () => {
    expect(activeHeadingId(headings, 500, { atBottom: true })).toBe('usage');
  });

  it('has nothing to activate without headings', () => {
    expect(activeHeadingId([], 500)).toBeUndefined();
  });
});
