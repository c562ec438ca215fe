// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { onDemand } from './on-demand';

vi.mock('body-scroll-lock', async (importOriginal) => {
  const actual = await importOriginal<typeof import('body-scroll-lock')>();
  return { disableBodyScroll: vi.fn(actual.disableBodyScroll), clearAllBodyScrollLocks: vi.fn(actual.clearAllBodyScrollLocks) };
});

vi.mock('copy-to-clipboard', () => ({ default: vi.fn(() => true) }));

describe('packages loaded on first use', () => {
  it('runs the calls made while the package loads once it has, in order, and loads it once', async () => {
    const calls: string[] = [];
    let finish: (module: { name: string }) => void = () => {};
    const load = vi.fn(() => new Promise<{ name: string }>((resolve) => (finish = resolve)));
    const library = onDemand(load);
    expect(library.requested).toBe(false);
    library.run((module) => calls.push(`first ${module.name}`));
    library.run((module) => calls.push(`second ${module.name}`));
    expect(library.requested).toBe(true);
    expect(calls).toEqual([]);
    finish({ name: 'lib' });
    await vi.waitFor(() => expect(calls).toEqual(['first lib', 'second lib']));
    library.run((module) => calls.push(`third ${module.name}`));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again on the next call after a failed load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('lib');
    const library = onDemand(load);
    const done = vi.fn();
    library.run(done);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(library.requested).toBe(false);
    library.run(done);
    await vi.waitFor(() => expect(done).toHaveBeenCalledWith('lib'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('locks the page scroll with body-scroll-lock when a menu opens, and clears only once something was locked', async () => {
    const lock = await import('body-scroll-lock');
    const { clearAllBodyScrollLocks, disableBodyScroll } = await import('./scroll-lock');
    clearAllBodyScrollLocks();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(lock.clearAllBodyScrollLocks).not.toHaveBeenCalled();
    const menu = document.createElement('div');
    disableBodyScroll(menu, { reserveScrollBarGap: true });
    clearAllBodyScrollLocks();
    await vi.waitFor(() => expect(lock.clearAllBodyScrollLocks).toHaveBeenCalledTimes(1));
    expect(lock.disableBodyScroll).toHaveBeenCalledWith(menu, { reserveScrollBarGap: true });
    expect(vi.mocked(lock.disableBodyScroll).mock.invocationCallOrder[0]).toBeLessThan(vi.mocked(lock.clearAllBodyScrollLocks).mock.invocationCallOrder[0]);
  });

  it('scrolls a sidebar item into its scrolling box with scroll-into-view-if-needed', async () => {
    const { default: scrollIntoView } = await import('./scroll-into-view');
    const box = document.createElement('div');
    const item = document.createElement('div');
    box.appendChild(item);
    document.body.appendChild(box);
    const scroll = vi.fn();
    // jsdom has no layout: scrolling is asked for through the behaviour callback with the package's computed actions.
    scrollIntoView(item, { block: 'center', scrollMode: 'always', behavior: scroll } as never);
    await vi.waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(Array.isArray(scroll.mock.calls[0][0])).toBe(true);
  });

  it('copies through copy-to-clipboard, loaded when first needed, and settles with its result', async () => {
    const { default: copyText } = await import('copy-to-clipboard');
    const { default: copy } = await import('./copy-to-clipboard');
    await expect(copy('npx @callstack/repack-init')).resolves.toBe(true);
    expect(copyText).toHaveBeenCalledWith('npx @callstack/repack-init', undefined);
  });
});
