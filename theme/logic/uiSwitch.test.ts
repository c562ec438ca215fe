import { describe, expect, it } from 'vitest';
import { frontmatterWithHiddenParts, hiddenPartClass, partsHiddenByFrontmatter, partsHiddenByQuery } from './uiSwitch';

describe('partsHiddenByQuery', () => {
  it('reads every switch set to 0, in any combination and order', () => {
    expect(partsHiddenByQuery('?footer=0&navbar=0')).toEqual(['navbar', 'footer']);
    expect(partsHiddenByQuery('?navbar=0&sidebar=0&outline=0&footer=0')).toEqual(['navbar', 'sidebar', 'outline', 'footer']);
    expect(partsHiddenByQuery('?outline=0')).toEqual(['outline']);
  });

  it('ignores other values, other parameters and an empty query', () => {
    expect(partsHiddenByQuery('?navbar=1&sidebar=false&outline=&footer')).toEqual([]);
    expect(partsHiddenByQuery('?q=navbar%3D0')).toEqual([]);
    expect(partsHiddenByQuery('')).toEqual([]);
  });
});

describe('partsHiddenByFrontmatter', () => {
  it('treats only false as hidden', () => {
    expect(partsHiddenByFrontmatter({ navbar: false, sidebar: 'placeholder', outline: true, footer: false })).toEqual([
      'navbar',
      'footer',
    ]);
    expect(partsHiddenByFrontmatter(undefined)).toEqual([]);
  });
});

describe('frontmatterWithHiddenParts', () => {
  it('switches the hidden parts off and keeps the rest of the frontmatter', () => {
    const frontmatter = { title: 'Guide', outline: true };
    expect(frontmatterWithHiddenParts(frontmatter, ['sidebar', 'outline'])).toEqual({
      title: 'Guide',
      sidebar: false,
      outline: false,
    });
    expect(frontmatter).toEqual({ title: 'Guide', outline: true });
  });

  it('returns the same object when nothing changes', () => {
    const frontmatter = { navbar: false };
    expect(frontmatterWithHiddenParts(frontmatter, [])).toBe(frontmatter);
    expect(frontmatterWithHiddenParts(frontmatter, ['navbar'])).toBe(frontmatter);
  });
});

it('names the class put on <html> for a hidden part', () => {
  expect(hiddenPartClass('footer')).toBe('repack-hide-footer');
});
