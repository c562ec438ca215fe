import { describe, expect, it } from 'vitest';
import { blockingTimeSince } from './real-network.mjs';

describe('blockingTimeSince', () => {
  it('counts the part of each task over 50 ms, and nothing for shorter tasks', () => {
    expect(blockingTimeSince([[1000, 80], [2000, 50], [3000, 49], [4000, 120]], 500)).toBe(30 + 70);
  });

  it('leaves out tasks that ended before the first paint, and the part before it of a task across it', () => {
    expect(blockingTimeSince([[100, 200], [900, 150]], 1000)).toBe(0);
    expect(blockingTimeSince([[900, 180]], 1000)).toBe(30);
  });

  it('is 0 without long tasks', () => {
    expect(blockingTimeSince([], 0)).toBe(0);
  });
});
