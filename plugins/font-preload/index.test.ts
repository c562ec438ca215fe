import { describe, expect, it } from 'vitest';
import { fontPreloadTags, REGULAR_FONT } from './index';

describe('font preload', () => {
  const assets = [
    'static/font/open-sans-latin-400-normal.b5db02f0d0.woff2',
    'static/font/open-sans-latin-400-normal.3881539316.woff',
    'static/font/open-sans-latin-400-italic.fc1b533164.woff2',
    'static/font/open-sans-latin-700-normal.0123456789.woff2',
    'static/js/index.94fde44762.js',
  ];

  it('preloads only the regular latin woff2, as a CORS font', () => {
    expect(fontPreloadTags(assets, '/')).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/static/font/open-sans-latin-400-normal.b5db02f0d0.woff2',
          crossorigin: true,
        },
      },
    ]);
    expect(fontPreloadTags(assets, 'https://cdn.example.com')[0].attrs.href).toBe(
      'https://cdn.example.com/static/font/open-sans-latin-400-normal.b5db02f0d0.woff2',
    );
    expect(REGULAR_FONT.test('static/font/open-sans-latin-400-normal.b5db02f0d0.woff')).toBe(false);
  });
});
