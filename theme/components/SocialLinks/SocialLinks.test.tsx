// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import spriteUrl from '../IconSprite/icons.svg?url';
import { SocialLinks } from './SocialLinks';

const runtime = vi.hoisted(() => ({ socialLinks: [] as { icon: string; mode: string; content: string }[] }));

vi.mock('@rspress/core/runtime', () => ({
  useSite: () => ({ site: { themeConfig: { socialLinks: runtime.socialLinks } } }),
}));

vi.mock('../../rspress-internals/generated', () => ({
  socialIcons: { github: '<svg data-icon="github"></svg>', X: '<svg data-icon="x"></svg>', discord: '<svg></svg>', youtube: '<svg data-icon="youtube"></svg>' },
}));

const link = (icon: string, content: string) => ({ icon, mode: 'link', content });

describe('SocialLinks', () => {
  beforeEach(() => {
    runtime.socialLinks = [
      link('github', 'https://github.com/callstack/repack'),
      link('X', 'https://x.com/repack_rn'),
      link('discord', 'https://discord.gg/TWDBep3nXV'),
    ];
  });

  it('shows up to three links with accessible names, opening in a new tab', () => {
    render(<SocialLinks />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual(['GitHub', 'X', 'Discord']);
    for (const a of links) {
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'GitHub' })).toHaveAttribute('href', 'https://github.com/callstack/repack');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('moves links beyond the third into a "more" popup opened by a button', () => {
    runtime.socialLinks.push(link('youtube', 'https://youtube.com/@callstack'), link('npm', 'https://npmjs.com/package/@callstack/repack'));
    render(<SocialLinks />);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['GitHub', 'X', 'Discord']);

    const more = screen.getByRole('button', { name: 'More social links (2)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    const popup = document.getElementById(more.getAttribute('aria-controls')!)!;
    expect(within(popup).getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['YouTube', 'npm']);
  });

  it('closes the popup with Escape and gives focus back to the button', () => {
    runtime.socialLinks.push(link('youtube', 'https://youtube.com/@callstack'));
    render(<SocialLinks />);
    const more = screen.getByRole('button', { name: /More social links/ });
    fireEvent.click(more);
    fireEvent.keyDown(screen.getByRole('link', { name: 'YouTube' }), { key: 'Escape' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'YouTube' })).not.toBeInTheDocument();
  });

  it('draws the icons the sprite has from it, and others in place', async () => {
    runtime.socialLinks.push(link('youtube', 'https://youtube.com/@callstack'));
    render(<SocialLinks />);
    expect(screen.getByRole('link', { name: 'GitHub' }).querySelector('svg use')).toHaveAttribute('href', `${spriteUrl}#github`);
    expect(screen.getByRole('link', { name: 'X' }).querySelector('svg use')).toHaveAttribute('href', `${spriteUrl}#x`);
    fireEvent.click(screen.getByRole('button', { name: /More social links/ }));
    // The preset icons' markup is loaded on demand (PresetIcon).
    await waitFor(() => expect(screen.getByRole('link', { name: 'YouTube' }).querySelector('[data-icon="youtube"]')).not.toBeNull());
  });

  it('names links with custom icons after their host, drawing the icon in place, and renders nothing without links', () => {
    runtime.socialLinks = [{ icon: { svg: '<svg data-icon="callstack"></svg>' } as never, mode: 'link', content: 'https://www.callstack.com/' }];
    const { unmount } = render(<SocialLinks />);
    expect(screen.getByRole('link', { name: 'callstack.com' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'callstack.com' }).querySelector('[data-icon="callstack"]')).not.toBeNull();
    unmount();
    runtime.socialLinks = [];
    const { container } = render(<SocialLinks />);
    expect(container).toBeEmptyDOMElement();
  });
});
