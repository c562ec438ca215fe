// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ImageZoom, { ZOOM_SETUP_DELAY_MS } from './ImageZoom';

const router = vi.hoisted(() => ({ pathname: '/docs/a' }));
vi.mock('@rspress/core/runtime', () => ({ useLocation: () => ({ pathname: router.pathname }) }));
vi.mock('medium-zoom', () => ({ default: vi.fn() }));

const page = (html: string) => {
  document.body.innerHTML = `<div class="rspress-doc">${html}</div>`;
};

describe('ImageZoom', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the zoom library 100 ms after a route change and attaches it to content images outside links', async () => {
    const zoom = { detach: vi.fn(), close: vi.fn() };
    const mediumZoom = vi.fn(() => zoom);
    const loadZoom = vi.fn(async () => mediumZoom);
    page('<img id="a" src="a.png"><a href="/x"><img id="linked" src="b.png"></a>');
    const view = render(createElement(ImageZoom, { loadZoom }));
    await act(async () => vi.advanceTimersByTime(ZOOM_SETUP_DELAY_MS - 1));
    expect(loadZoom).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(mediumZoom).toHaveBeenCalledWith([document.getElementById('a')], expect.objectContaining({ background: 'var(--rp-c-bg)' }));

    router.pathname = '/docs/b';
    page('<img id="c" src="c.png">');
    view.rerender(createElement(ImageZoom, { loadZoom }));
    expect(zoom.detach).toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(ZOOM_SETUP_DELAY_MS));
    expect(mediumZoom).toHaveBeenLastCalledWith([document.getElementById('c')], expect.anything());
  });

  it('does not load the library on pages without images', async () => {
    const loadZoom = vi.fn();
    page('<p>No images</p>');
    render(createElement(ImageZoom, { loadZoom }));
    await act(async () => vi.advanceTimersByTime(500));
    expect(loadZoom).not.toHaveBeenCalled();
  });
});
