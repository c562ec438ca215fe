// @vitest-environment jsdom
import { ThemeContext } from '@rspress/core/runtime';
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SwitchAppearance } from './SwitchAppearance';

const runtime = vi.hoisted(() => ({ darkMode: undefined as unknown }));

vi.mock('@rspress/core/runtime', async () => {
  const { createContext } = await import('react');
  return {
    ThemeContext: createContext({ theme: 'light' }),
    useSite: () => ({ site: { themeConfig: { darkMode: runtime.darkMode } } }),
  };
});

vi.mock('@rspress/core/theme-original', () => ({
  IconSun: 'sun',
  IconMoon: 'moon',
  SvgWrapper: ({ icon, ...props }: { icon: string }) => <svg data-icon={icon} {...props} />,
}));

function renderWithTheme(theme: 'light' | 'dark', setTheme = vi.fn()) {
  render(
    <ThemeContext.Provider value={{ theme, setTheme }}>
      <SwitchAppearance />
    </ThemeContext.Provider>,
  );
  return setTheme;
}

describe('SwitchAppearance', () => {
  beforeEach(() => {
    runtime.darkMode = undefined;
  });

  it('is a named toggle button that switches to dark', () => {
    const setTheme = renderWithTheme('light');
    const button = screen.getByRole('button', { name: 'Dark theme' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(setTheme).toHaveBeenCalledWith('dark');
  });

  it('is pressed in dark mode and switches back to light', () => {
    const setTheme = renderWithTheme('dark');
    const button = screen.getByRole('button', { name: 'Dark theme' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(button);
    expect(setTheme).toHaveBeenCalledWith('light');
  });

  it('hides its icons from assistive technology', () => {
    renderWithTheme('light');
    for (const icon of screen.getByRole('button').querySelectorAll('svg')) expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('is absent when the theme is forced', () => {
    runtime.darkMode = 'force-dark';
    renderWithTheme('dark');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
