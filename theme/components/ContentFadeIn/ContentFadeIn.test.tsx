// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_FADE_ID, ContentFadeIn } from './ContentFadeIn';

const runtime = vi.hoisted(() => ({ routePath: '/a', reduce: false }));
vi.mock('@rspress/core/runtime', () => ({ usePage: () => ({ page: { routePath: runtime.routePath } }) }));

describe('ContentFadeIn', () => {
  let animate: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    runtime.routePath = '/a';
    document.body.innerHTML = '<div class="rspress-doc"></div>';
    animate = vi.fn();
    (HTMLElement.prototype as unknown as { animate: unknown }).animate = animate;
    window.matchMedia = ((query: string) => ({ matches: runtime.reduce && query.includes('reduce') })) as typeof window.matchMedia;
    runtime.reduce = false;
  });

  it('fades the content in on navigation, not on the first render', () => {
    const view = render(<ContentFadeIn />);
    expect(animate).not.toHaveBeenCalled();
    runtime.routePath = '/b';
    view.rerender(<ContentFadeIn />);
    expect(animate).toHaveBeenCalledWith([{ opacity: 0 }, { opacity: 1 }], expect.objectContaining({ id: CONTENT_FADE_ID }));
  });

  it('stays still for readers who prefer reduced motion', () => {
    runtime.reduce = true;
    const view = render(<ContentFadeIn />);
    runtime.routePath = '/b';
    view.rerender(<ContentFadeIn />);
    expect(animate).not.toHaveBeenCalled();
  });
});
