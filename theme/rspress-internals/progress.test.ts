// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import progress from './progress';

const root = () => document.getElementById('nprogress');
const position = () => (root()?.querySelector<HTMLElement>('.bar')?.style.transform ?? '').replace(/\s/g, '');
const percent = () => Number(/translate3d\((-?[\d.]+)%/.exec(position())?.[1]);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  progress.done();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe('the navigation progress bar (replacing nprogress)', () => {
  it('draws nprogress’s bar, hidden from assistive technology, and grows it while the page loads', () => {
    progress.configure();
    progress.start();
    expect(root()?.parentElement).toBe(document.body);
    expect(root()?.getAttribute('aria-hidden')).toBe('true');
    expect(root()?.querySelector('.bar > .peg')).not.toBeNull();
    expect(percent()).toBeCloseTo(-92);
    vi.advanceTimersByTime(8_000);
    expect(percent()).toBeGreaterThan(-92);
    expect(percent()).toBeLessThan(0);
  });

  it('fills the bar when done, fades it out, then removes it', () => {
    progress.start();
    progress.done();
    expect(percent()).toBe(0);
    expect(root()?.classList.contains('fading')).toBe(false);
    vi.advanceTimersByTime(200);
    expect(root()?.classList.contains('fading')).toBe(true);
    vi.advanceTimersByTime(200);
    expect(root()).toBeNull();
  });

  it('does nothing when done without a start, and starts again during a fade', () => {
    progress.done();
    expect(root()).toBeNull();
    progress.start();
    progress.done();
    vi.advanceTimersByTime(200);
    progress.start();
    vi.advanceTimersByTime(400);
    expect(root()).not.toBeNull();
    expect(root()?.classList.contains('fading')).toBe(false);
  });
});
