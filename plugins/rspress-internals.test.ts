import { describe, expect, it } from 'vitest';
import { isInSearchIndex, requireListedBefore } from './rspress-internals';

describe('isInSearchIndex', () => {
  it('leaves out the home page and pages with search: false, like Rspress', () => {
    expect(isInSearchIndex({ frontmatter: {} })).toBe(true);
    expect(isInSearchIndex({})).toBe(true);
    expect(isInSearchIndex({ frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isInSearchIndex({ frontmatter: { search: false } })).toBe(false);
  });
});

describe('requireListedBefore', () => {
  const plugin = (name: string) => ({ name });

  it('fails the build, naming the config and why, when the plugin that must come first comes after', () => {
    expect(() => requireListedBefore([plugin('b'), plugin('a')], 'a', 'b', 'b reads what a wrote.')).toThrow(
      'rspress.config.ts: list a before b in `plugins`: b reads what a wrote.',
    );
  });

  it('accepts the right order, and a list without one of the two', () => {
    expect(() => requireListedBefore([plugin('a'), false, plugin('b')], 'a', 'b', '')).not.toThrow();
    expect(() => requireListedBefore([plugin('b')], 'a', 'b', '')).not.toThrow();
    expect(() => requireListedBefore(undefined, 'a', 'b', '')).not.toThrow();
  });
});
