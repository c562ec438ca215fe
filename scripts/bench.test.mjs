import { describe, expect, it } from 'vitest';
import { targetsOf } from './bench.mjs';
import { REAL_NETWORK_PAGES } from './bench/real-network.mjs';

describe('npm run bench targets', () => {
  it('puts the real network first: first interaction within 0.6 x the reference, first paint within 1.1 s', () => {
    const [guide, home] = REAL_NETWORK_PAGES;
    const targets = targetsOf({
      realNetwork: [
        { ...guide, interactiveMs: 0.6 * guide.referenceInteractiveMs, fcpMs: 1101 },
        { ...home, interactiveMs: 0.6 * home.referenceInteractiveMs + 1, fcpMs: 1100 },
      ],
      lighthouse: { '/': { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.01 } },
    });
    expect(targets.slice(0, 4).map(({ name, met }) => [name, met])).toEqual([
      [`real network: first interaction ${guide.from}`, true],
      [`real network: first contentful paint ${guide.from}`, false],
      [`real network: first interaction ${home.from}`, false],
      [`real network: first contentful paint ${home.from}`, true],
    ]);
    expect(targets.slice(4).map(({ name, met }) => [name, met])).toEqual([
      ['Lighthouse performance /', true],
      ['a11y / best practices / SEO /', true],
      ['CLS /', false],
    ]);
  });
});
