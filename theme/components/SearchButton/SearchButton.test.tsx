// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchButton } from './SearchButton';

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => ({ searchPlaceholderText: 'Search Docs' })[key],
}));

vi.mock('@rspress/core/theme-original', () => ({
  IconSearch: 'search',
  SvgWrapper: (props: object) => <svg {...props} />,
}));

describe('SearchButton', () => {
  it('is a named button announcing its Ctrl/Cmd+K shortcut', () => {
    render(<SearchButton setFocused={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Search Docs' });
    expect(button).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    expect(button).toHaveTextContent(/Ctrl K|⌘ K/);
  });

  it('opens the search panel', () => {
    const setFocused = vi.fn();
    render(<SearchButton setFocused={setFocused} />);
    fireEvent.click(screen.getByRole('button', { name: 'Search Docs' }));
    expect(setFocused).toHaveBeenCalledWith(true);
  });
});
