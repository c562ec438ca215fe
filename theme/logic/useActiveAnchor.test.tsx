// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useActiveAnchor } from './useActiveAnchor';

vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ hash: '' }) }));

const headers = [
  { id: 'a', text: 'A', depth: 2 },
  { id: 'b', text: 'B', depth: 2 },
  { id: 'c', text: 'C', depth: 2 },
];
const TOPS: Record<string, number> = { a: 300, b: 1000, c: 1800 };

function Outline() {
  const { activeAnchorId, scrolledHeader } = useActiveAnchor(headers);
  return (
    <p data-testid="state">
      {activeAnchorId ?? '-'}/{scrolledHeader?.id ?? '-'}
    </p>
  );
}

const scrollTo = async (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  await act(async () => void window.dispatchEvent(new Event('scroll')));
};

describe('useActiveAnchor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = headers.map((h) => `<h2 id="${h.id}">${h.text}</h2>`).join('');
    for (const header of headers) {
      document.getElementById(header.id)!.getBoundingClientRect = () => ({ top: TOPS[header.id] - window.scrollY }) as DOMRect;
    }
    Object.defineProperty(window, 'innerHeight', { value: 500, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 5000, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
  afterEach(() => vi.useRealTimers());

  it('follows the scroll position with a 72 px offset, at most every 200 ms', async () => {
    render(<Outline />);
    const state = () => screen.getByTestId('state').textContent;
    expect(state()).toBe('a/-');
    await scrollTo(1000 - 72);
    expect(state()).toBe('b/a');
    await scrollTo(1800 - 72);
    // Within 200 ms of the last update: applied at the end of the window.
    expect(state()).toBe('b/a');
    await act(async () => vi.advanceTimersByTime(200));
    expect(state()).toBe('c/b');
    await act(async () => vi.advanceTimersByTime(200));
    await scrollTo(4500);
    expect(state()).toBe('c/c');
  });
});
