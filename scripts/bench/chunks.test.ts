import { describe, expect, it } from 'vitest';
import { bytesBySource, groupOf } from './chunks.mjs';

describe('chunk composition', () => {
  it('gives each source the minified characters its mappings cover, up to the next mapping of the line', () => {
    // Line 1: "ab" (a from react, b from Nav); line 2: "cd" (from react), in base64 VLQ.
    const map = { sources: ['webpack://site/./node_modules/react/index.js', '../../theme/components/Nav/Nav.tsx'], mappings: 'AAAA,CCAA;ADAA' };
    const counts = bytesBySource('ab\ncd', map);
    expect(Object.fromEntries(counts)).toEqual({ 'webpack://site/./node_modules/react/index.js': 1 + 3, '../../theme/components/Nav/Nav.tsx': 2 });
  });

  it('counts the characters before a line\'s first mapping as unmapped', () => {
    const counts = bytesBySource('xyab', { sources: ['a.js'], mappings: 'EAAA' });
    expect(Object.fromEntries(counts)).toEqual({ null: 2, 'a.js': 3 });
  });

  it('groups sources by package, Rspress theme part, project folder and bundler runtime', () => {
    expect(groupOf('webpack://site/./node_modules/.pnpm/react-dom@19/node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(groupOf('../../node_modules/@unhead/react/dist/index.mjs')).toBe('@unhead/react');
    expect(groupOf('../../node_modules/@rspress/core/dist/theme/components/Search/index.js')).toBe('@rspress/core theme/components/Search');
    expect(groupOf('../../../../theme/components/Nav/Nav.tsx')).toBe('theme/components/Nav');
    expect(groupOf('../../../../.rspress/runtime/virtual-routes.js')).toBe('.rspress runtime/virtual-routes');
    expect(groupOf('webpack://webpack/runtime/load_script')).toBe('(bundler runtime) runtime/load_script');
    expect(groupOf(null)).toBe('(bundler runtime, unmapped)');
  });
});
