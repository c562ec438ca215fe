// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NavScreen } from './NavScreen';

const site = vi.hoisted(() => ({ lang: 'en', locales: [] as { lang: string; label: string }[] }));

vi.mock('@rspress/core/runtime', () => ({
  matchNavbar: (item: { link: string; activeMatch?: string }, pathname: string) => new RegExp(item.activeMatch ?? item.link).test(pathname),
  useI18n: () => (key: string) => ({ versionsText: 'Versions', themeText: 'Theme', languagesText: 'Languages' })[key],
  useLocation: () => ({ pathname: '/api/about', search: '', hash: '' }),
  useSite: () => ({ site }),
  usePage: () => ({ page: { lang: 'en' } }),
  pathnameToRouteService: (path: string) => ({ path }),
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
  beforeEach(() => {
    site.locales = [];
  });

  it('is hidden, and empty, until opened', () => {
    render(<NavScreen id="nav-screen" open={false} />);
    expect(document.getElementById('nav-screen')).not.toBeVisible();
    expect(document.getElementById('nav-screen')).toBeEmptyDOMElement();
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

  it('has no language switch on a single-language site', () => {
    site.locales = [{ lang: 'en', label: 'English' }];
    render(<NavScreen id="nav-screen" open />);
    expect(screen.queryByText('Languages')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Language/ })).not.toBeInTheDocument();
  });

  it('offers a labelled language switch on a multi-language site, linking to the same page in each language', () => {
    site.locales = [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ];
    render(<NavScreen id="nav-screen" open />);
    const row = screen.getByText('Languages').closest('div')!;
    const button = within(row).getByRole('button', { name: 'Language: English. Switch language' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(row).getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh/api/about');
    expect(within(row).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    // Escape closes the language menu and returns to its button, leaving the nav screen open.
    within(row).getByRole('link', { name: '简体中文' }).focus();
    fireEvent.keyDown(within(row).getByRole('link', { name: '简体中文' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.getElementById('nav-screen')).toBeVisible();
  });
});
