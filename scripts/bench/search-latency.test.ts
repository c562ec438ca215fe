import { describe, expect, it } from 'vitest';
import { formatSearchLatency } from './search-latency.mjs';

describe('search latency report', () => {
  it('shows cold (from Ctrl+K and from typing) and warm times per version, with the throttle, runs and load', () => {
    const text = formatSearchLatency(
      [{ version: '3.x', route: '/docs/x', throttle: 4, runs: 3, cold: { query: 'chunk', fromOpenMs: 812.4, fromInputMs: 640.6 }, warm: [{ query: 'minify', fromInputMs: 301.2 }] }],
      '0.50 0.40 0.30',
    );
    expect(text.split('\n')).toEqual([
      'Search, time to the first result (4× CPU, median of 3, 150 ms debounce included, load average 0.50 0.40 0.30):',
      '| version | cold: from Ctrl+K | cold: from typing | warm: from typing |',
      '| --- | --- | --- | --- |',
      '| 3.x ("chunk") | 812 ms | 641 ms | 301 ms ("minify") |',
    ]);
  });
});
