// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavScreen } from './NavScreen';

vi.mock('@rspress/core/runtime', () => ({
  matchNavbar: (item: { link: string; activeMatch?: string }, pathname: string) => new RegExp(item.activeMatch ?? item.link).test(pathname),
  useI18n: () => (key: string) => ({ versionsText: 'Versions', themeText: 'Theme' })[key],
  useLocation: () => ({ pathname: '/api/about' }),
  useNav: () => [
    { text: 'Docs', link: '/docs/getting-started', activeMatch: '^/docs/' },
    { text: 'API', link: '/api/about', tag: 'new' },
    {
      text: 'Ecosystem',
      items: [
        { text: 'Examples', link: 'https://github.com/callstack/repack-examples' },
        { text: 'Super App Showcase', link: 'https://github.com/callstack/super-app-showcase' },
      ],
    },
  ],
}));

vi.mock('@rspress/core/theme-original', () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
  Tag: ({ tag }: { tag: string }) => <span className="tag">{tag}</span>,
}));

vi.mock('../VersionSwitcher/VersionSwitcher', () => ({ VersionSwitcher: () => <button type="button">Documentation version: 3.x</button> }));
vi.mock('../SwitchAppearance/SwitchAppearance', () => ({ SwitchAppearance: () => <button type="button">Dark theme</button> }));
vi.mock('../SocialLinks/SocialLinks', () => ({ SocialLinks: () => <a href="https://github.com/callstack/repack">GitHub</a> }));

describe('NavScreen', () => {
  it('is hidden until opened', () => {
    render(<NavScreen id="nav-screen" open={false} />);
    expect(document.getElementById('nav-screen')).not.toBeVisible();
  });

  it('lists the nav items with tags, marking the active one, and nested items under their parent', () => {
    render(<NavScreen id="nav-screen" open />);
    expect(screen.getByRole('link', { name: 'API new' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Docs' })).not.toHaveAttribute('aria-current');
    const group = screen.getByText('Ecosystem').closest('li')!;
    expect(within(group).getAllByRole('link').map((a) => a.textContent)).toEqual(['Examples', 'Super App Showcase']);
  });

  it('offers the version switcher, the theme toggle and the social links', () => {
    render(<NavScreen id="nav-screen" open />);
    expect(screen.getByText('Versions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Documentation version: 3.x' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'GitHub' })).toBeInTheDocument();
  });
});
