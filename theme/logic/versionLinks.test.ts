import { describe, expect, it } from 'vitest';
import { resolveVersionLinks } from './versionLinks';

const site = { defaultVersion: '3.x', versions: ['2.x', '3.x'] };

describe('resolveVersionLinks', () => {
  it('uses the links computed for the page', () => {
    expect(resolveVersionLinks({ '2.x': '/2.x/docs/about', '3.x': '/docs/about' }, site)).toEqual({
      '2.x': '/2.x/docs/about',
      '3.x': '/docs/about',
    });
  });

  it('sends every version to its home when the page has no links', () => {
    expect(resolveVersionLinks(undefined, site)).toEqual({ '2.x': '/2.x/', '3.x': '/' });
  });
});
