// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavMoreMenu } from './NavMoreMenu';

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => ({ themeText: 'Theme' })[key],
}));

vi.mock('../SwitchAppearance/SwitchAppearance', () => ({ SwitchAppearance: () => <button type="button">Dark theme</button> }));
vi.mock('../SocialLinks/SocialLinks', () => ({ SocialLinks: () => <a href="https://github.com/callstack/repack">GitHub</a> }));

describe('NavMoreMenu', () => {
  it('shows the theme toggle and social links from a named button', () => {
    render(<NavMoreMenu />);
    const button = screen.getByRole('button', { name: 'More options' });
    expect(screen.queryByRole('link', { name: 'GitHub' })).not.toBeInTheDocument();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
  });

  it('closes with Escape, giving focus back to its button', () => {
    render(<NavMoreMenu />);
    const button = screen.getByRole('button', { name: 'More options' });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole('link', { name: 'GitHub' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the pointer goes down outside', () => {
    render(<NavMoreMenu />);
    const button = screen.getByRole('button', { name: 'More options' });
    fireEvent.click(button);
    fireEvent.pointerDown(document.body);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
