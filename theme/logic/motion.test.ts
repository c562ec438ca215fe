import { describe, expect, it } from 'vitest';
import { prefersReducedMotion, revealClipPath } from './motion';

describe('prefersReducedMotion', () => {
  it('reads the media query', () => {
    const win = (matches: boolean) => ({ matchMedia: (query: string) => ({ matches: matches && query.includes('reduce') }) as MediaQueryList });
    expect(prefersReducedMotion(win(true))).toBe(true);
    expect(prefersReducedMotion(win(false))).toBe(false);
    expect(prefersReducedMotion(undefined)).toBe(false);
  });
});

describe('revealClipPath', () => {
  it('grows a circle from the click to the farthest corner', () => {
    expect(revealClipPath({ x: 0, y: 0, width: 300, height: 400 })).toEqual(['circle(0px at 0px 0px)', 'circle(500px at 0px 0px)']);
    expect(revealClipPath({ x: 100.4, y: 50, width: 200, height: 100 })[1]).toBe('circle(113px at 100px 50px)');
  });
});
