import { describe, expect, it } from 'vitest';
import { lighthouseMedians, type LighthouseResult } from './lighthouse.mjs';

const result = (tbtMs: number, lcpMs = 1000): LighthouseResult => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs,
  tbtMs,
  cls: 0,
  speedIndexMs: 900,
  lcpElement: '<h1>',
  failing: { performance: tbtMs > 200 ? ['total-blocking-time'] : [], accessibility: [], bestPractices: [], seo: [] },
});

describe('lighthouseMedians', () => {
  it('runs the URLs interleaved and gives each the median of its own runs', async () => {
    const order: string[] = [];
    const tbt: Record<string, number[]> = { a: [300, 100, 200], b: [10, 30, 20] };
    const medians = await lighthouseMedians(['a', 'b'], 3, {
      run: async (url) => {
        order.push(url);
        return result(tbt[url].shift()!);
      },
    });
    expect(order).toEqual(['a', 'b', 'a', 'b', 'a', 'b']);
    expect(medians.a).toMatchObject({ tbtMs: 200, lcpMs: 1000, performance: 100 });
    expect(medians.b).toMatchObject({ tbtMs: 20 });
    expect(medians.a.runs.map((r) => r.tbtMs)).toEqual([300, 100, 200]);
    expect(medians.a).toMatchObject({ failing: { performance: ['total-blocking-time'] } });
    expect(medians.b).toMatchObject({ failing: { performance: [] } });
  });

  it('tries a failed run twice more, keeps the errors, and reports a URL that never ran', async () => {
    let calls = 0;
    const seen: string[] = [];
    const medians = await lighthouseMedians(['flaky', 'broken'], 1, {
      run: async (url) => {
        calls += 1;
        if (url === 'broken' || calls === 1) throw new Error(`NO_NAVSTART on ${url}\nstack`);
        return result(40);
      },
      onRun: (url) => seen.push(url),
    });
    expect(medians.flaky).toMatchObject({ tbtMs: 40, retriedErrors: ['NO_NAVSTART on flaky'] });
    expect(medians.broken).toEqual({ error: 'NO_NAVSTART on broken; NO_NAVSTART on broken; NO_NAVSTART on broken', runs: [] });
    expect(seen).toEqual(['flaky']);
    expect(calls).toBe(5);
  });
});
