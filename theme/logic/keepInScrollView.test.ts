// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepInScrollView } from './keepInScrollView';

/** A scrolling box of 100 px holding `item` at `itemTop` px from the box's visible top. */
function setUp(itemTop: number, { scrolls = true } = {}) {
  document.body.innerHTML = '<aside class="outline"><nav class="toc"><a class="item">Usage</a></nav></aside>';
  const box = document.querySelector<HTMLElement>('.toc')!;
  const item = document.querySelector<HTMLElement>('.item')!;
  box.style.overflowY = 'auto';
  Object.defineProperty(box, 'clientHeight', { value: 100 });
  Object.defineProperty(box, 'scrollHeight', { value: scrolls ? 400 : 100 });
  Object.defineProperty(item, 'offsetHeight', { value: 20 });
  box.scrollTop = 50;
  box.getBoundingClientRect = () => ({ top: 200 }) as DOMRect;
  item.getBoundingClientRect = () => ({ top: 200 + itemTop }) as DOMRect;
  const scrollTo = vi.fn();
  box.scrollTo = scrollTo as never;
  const page = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return { item, scrollTo, page };
}

const isOutline = (element: Element) => element.classList.contains('outline');

describe('keepInScrollView', () => {
  afterEach(() => vi.restoreAllMocks());

  it('centres an item below the visible part of its scrolling box, scrolling that box only', () => {
    const { item, scrollTo, page } = setUp(150);
    keepInScrollView(item, isOutline);
    expect(scrollTo).toHaveBeenCalledWith({ top: 50 + 150 - 40, behavior: 'smooth' });
    expect(page).not.toHaveBeenCalled();
  });

  it('jumps instead of scrolling smoothly for readers who prefer reduced motion', () => {
    const { item, scrollTo } = setUp(150);
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
    keepInScrollView(item, isOutline);
    vi.unstubAllGlobals();
    expect(scrollTo).toHaveBeenCalledWith({ top: 50 + 150 - 40, behavior: 'auto' });
  });

  it('centres an item above the visible part', () => {
    const { item, scrollTo } = setUp(-30);
    keepInScrollView(item, isOutline);
    expect(scrollTo).toHaveBeenCalledWith({ top: 50 - 30 - 40, behavior: 'smooth' });
  });

  it('leaves an item in view, or a box that does not scroll, alone', () => {
    const inView = setUp(40);
    keepInScrollView(inView.item, isOutline);
    expect(inView.scrollTo).not.toHaveBeenCalled();
    const notScrolling = setUp(150, { scrolls: false });
    keepInScrollView(notScrolling.item, isOutline);
    expect(notScrolling.scrollTo).not.toHaveBeenCalled();
  });
});
