import { describe, expect, it } from 'vitest';
import { isInSearchIndex } from './rspress-internals';

describe('isInSearchIndex', () => {
  it('leaves out the home page and pages with search: false, like Rspress', () => {
    expect(isInSearchIndex({ frontmatter: {} })).toBe(true);
    expect(isInSearchIndex({})).toBe(true);
    expect(isInSearchIndex({ frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isInSearchIndex({ frontmatter: { search: false } })).toBe(false);
  });
});
