// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ enabled: true }));
vi.mock('@rspress/core/runtime', async () => {
  const { createContext } = await import('react');
  return {
    ThemeContext: createContext<{ theme?: string; setTheme?: (theme: string) => void }>({}),
    useSite: () => ({ site: { themeConfig: { enableAppearanceAnimation: runtime.enabled } } }),
  };
});

const { ThemeContext } = await import('@rspress/core/runtime');
const { AppearanceTransition } = await import('./AppearanceTransition');

function Toggle() {
  const { theme, setTheme } = useContext(ThemeContext);
  return (
    <button type="button" onClick={() => setTheme?.(theme === 'dark' ? 'light' : 'dark')}>
      toggle
    </button>
  );
}

describe('AppearanceTransition', () => {
  const setTheme = vi.fn();
  let startViewTransition: ReturnType<typeof vi.fn>;

  const renderToggle = () =>
    render(
      <ThemeContext.Provider value={{ theme: 'light', setTheme }}>
        <AppearanceTransition>
          <Toggle />
        </AppearanceTransition>
      </ThemeContext.Provider>,
    );

  beforeEach(() => {
    runtime.enabled = true;
    setTheme.mockClear();
    startViewTransition = vi.fn((update: () => void) => {
      update();
      return { ready: Promise.resolve(), finished: Promise.resolve() };
    });
    (document as unknown as { startViewTransition: unknown }).startViewTransition = startViewTransition;
    document.documentElement.animate = vi.fn() as never;
    window.matchMedia = ((query: string) => ({ matches: false, media: query })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    delete (document as unknown as { startViewTransition?: unknown }).startViewTransition;
  });

  it('switches the theme inside a view transition', async () => {
    renderToggle();
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(startViewTransition).toHaveBeenCalledTimes(1);
    expect(setTheme).toHaveBeenCalledWith('dark');
    expect(document.documentElement.animate).toHaveBeenCalledWith(
      expect.objectContaining({ clipPath: expect.any(Array) }),
      expect.objectContaining({ pseudoElement: '::view-transition-new(root)' }),
    );
  });

  it('switches at once for readers who prefer reduced motion', () => {
    window.matchMedia = ((query: string) => ({ matches: query.includes('reduce') })) as unknown as typeof window.matchMedia;
    renderToggle();
    fireEvent.click(screen.getByRole('button'));
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(setTheme).toHaveBeenCalledWith('dark');
  });

  it('switches at once when enableAppearanceAnimation is off', () => {
    runtime.enabled = false;
    renderToggle();
    fireEvent.click(screen.getByRole('button'));
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(setTheme).toHaveBeenCalledWith('dark');
  });
});
