// @vitest-environment jsdom
import { slug } from '@rspress/shared/github-slugger';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeadingSlug } from '.';

/** useHeadingSlug without React, for text it answers at once. */
function slugAtOnce(text: string): string {
  return renderHook(() => useHeadingSlug(text)).result.current;
}

describe('useHeadingSlug (Latin text, without the slugger)', () => {
  it('gives every code point below U+0370 and of General Punctuation, in a title, the slug of Rspress’s slugger', () => {
    const codes = [...Array.from({ length: 0x370 }, (_, code) => code), ...Array.from({ length: 0x70 }, (_, code) => 0x2000 + code)];
    const points = codes.map((code) => String.fromCodePoint(code));
    const mine = renderHook(() => points.map((point) => useHeadingSlug(`A ${point}b`))).result.current;
    const differing = points.filter((point, index) => mine[index] !== slug(`A ${point}b`)).map((point) => `U+${point.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
    expect(differing).toEqual([]);
  });

  it('agrees with the slugger on this site’s kind of titles', () => {
    for (const title of ['Getting Started', 'Code Splitting & Module Federation (2.x)', 'webpack.config.mjs — “the” Options', 'Re.Pack 3: what’s new?', 'Ça marche', '  spaced  out  ', 'Before … after – ‘single’ ‹angle›']) {
      expect(slugAtOnce(title)).toBe(slug(title));
    }
  });
});
