// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Nav } from './Nav';

const runtime = vi.hoisted(() => ({
  pathname: '/docs/getting-started',
  hideNavbar: 'auto' as string | undefined,
  nav: [] as Record<string, unknown>[],
}));

vi.mock('@rspress/core/runtime', async () => {
  const { createContext } = await import('react');
  return {
    ThemeContext: createContext({ theme: 'light', setTheme: () => {} }),
    matchNavbar: (item: { link: string; activeMatch?: string }, pathname: string) =>
      new RegExp(item.activeMatch ?? item.link).test(pathname),
    normalizeImagePath: (path: string) => path,
    useI18n: () => (key: string) => ({ versionsText: 'Versions', themeText: 'Theme' })[key] ?? key,
    useLocation: () => ({ pathname: runtime.pathname, hash: '' }),
    useNav: () => runtime.nav,
    usePage: () => ({ page: { versionLinks: { '2.x': '/2.x/docs/getting-started', '3.x': '/docs/getting-started' } } }),
    useVersion: () => '3.x',
    useSite: () => ({
      site: {
        title: 'Re.Pack',
        logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
        logoText: 'Docs',
        multiVersion: { default: '3.x', versions: ['2.x', '3.x'] },
        themeConfig: {
          hideNavbar: runtime.hideNavbar,
          socialLinks: [
            { icon: 'github', mode: 'link', content: 'https://github.com/callstack/repack' },
            { icon: 'X', mode: 'link', content: 'https://x.com/repack_rn' },
            { icon: 'discord', mode: 'link', content: 'https://discord.gg/TWDBep3nXV' },
          ],
        },
      },
    }),
  };
});

vi.mock('@rspress/core/theme-original', () => {
  const Link = ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  );
  return {
    Link,
    NavList: ({ items }: { items: { text: string; link: string; rel?: string }[] }) =>
      items.length ? (
        <ul className="rp-nav-menu">
          {items.map((item) => (
            <li key={item.text}>
              <Link href={item.link} {...(item.rel && { rel: item.rel })}>
                {item.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null,
    Tag: ({ tag }: { tag: string }) => <span>{tag}</span>,
    IconSun: 'sun',
    IconMoon: 'moon',
    SvgWrapper: () => <svg />,
  };
});

vi.mock('../Search/Search', () => ({ Search: () => <button type="button">Search Docs</button> }));
vi.mock('../../rspress-internals/generated', () => ({ socialIcons: {} }));

const wideScreen = vi.hoisted(() => ({ matches: false, listeners: new Set<() => void>() }));

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

const navScreen = () => document.getElementById(screen.getByRole('button', { name: 'Main menu' }).getAttribute('aria-controls')!)!;

describe('Nav', () => {
  beforeEach(() => {
    runtime.pathname = '/docs/getting-started';
    runtime.hideNavbar = 'auto';
    runtime.nav = [
      { text: 'Docs', link: '/docs/getting-started', activeMatch: '^/docs/' },
      { text: 'API', link: '/api/about' },
      { text: 'Examples', link: 'https://github.com/callstack/repack-examples' },
      { text: 'Blog', link: '/blog', position: 'left' },
    ];
    wideScreen.matches = false;
    wideScreen.listeners.clear();
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      media: query,
      get matches() {
        return wideScreen.matches;
      },
      addEventListener: (_: string, listener: () => void) => wideScreen.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => wideScreen.listeners.delete(listener),
    }));
    scrollTo(0);
  });

  afterEach(() => {
    scrollTo(0);
  });

  it('shows the title, the nav items on their side, search, version switcher, theme toggle and social links', () => {
    render(<Nav />);
    const bar = screen.getByRole('navigation', { name: 'Main' });
    expect(within(bar).getByRole('link', { name: 'Re.Pack Re.Pack Docs' })).toHaveAttribute('href', '/');
    const [start, end] = bar.querySelectorAll<HTMLElement>('.repack-nav__start, .repack-nav__end');
    expect(within(start).getAllByRole('link').map((a) => a.textContent)).toContain('Blog');
    expect(within(end).queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(within(end).getByRole('link', { name: 'Docs' })).toBeInTheDocument();
    expect(within(end).getByRole('link', { name: 'API' })).toBeInTheDocument();
    expect(within(end).getByRole('link', { name: 'Examples' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(end).getByRole('button', { name: 'Search Docs' })).toBeInTheDocument();
    expect(within(end).getAllByRole('button', { name: /Documentation version: 3\.x/ }).length).toBeGreaterThan(0);
    expect(within(end).getAllByRole('button', { name: 'Dark theme' }).length).toBeGreaterThan(0);
    expect(within(end).getAllByRole('link', { name: 'GitHub' }).length).toBeGreaterThan(0);
  });

  it('opens the nav screen from the menu button, with nav items, versions, theme and social links', () => {
    render(<Nav />);
    const menu = screen.getByRole('button', { name: 'Main menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(navScreen()).not.toBeVisible();
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const panel = navScreen();
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Docs' })).toHaveAttribute('aria-current', 'true');
    expect(within(panel).getByRole('link', { name: 'Examples' })).toHaveAttribute('href', 'https://github.com/callstack/repack-examples');
    expect(within(panel).getByRole('button', { name: /Documentation version/ })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Dark theme' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Discord' })).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('repack-nav-screen-open');
    fireEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveClass('repack-nav-screen-open');
  });

  it('closes the nav screen with Escape, focusing the menu button', () => {
    render(<Nav />);
    const menu = screen.getByRole('button', { name: 'Main menu' });
    fireEvent.click(menu);
    fireEvent.keyDown(within(navScreen()).getByRole('link', { name: 'API' }), { key: 'Escape' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the nav screen on navigation', () => {
    const { rerender } = render(<Nav />);
    fireEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    runtime.pathname = '/api/about';
    rerender(<Nav />);
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the nav screen when the window grows to 768 px or more', () => {
    render(<Nav />);
    fireEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    expect(window.matchMedia).toHaveBeenCalledWith('(min-width: 768px)');
    act(() => {
      wideScreen.matches = true;
      for (const listener of wideScreen.listeners) listener();
    });
    expect(screen.getByRole('button', { name: 'Main menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides on scrolling down and shows again on scrolling up', () => {
    render(<Nav />);
    const header = screen.getByRole('banner');
    scrollTo(400);
    expect(header).toHaveClass('repack-nav--hidden');
    expect(document.documentElement, 'the sticky columns below move up').toHaveClass('repack-nav-out-of-view');
    scrollTo(200);
    expect(header).not.toHaveClass('repack-nav--hidden');
    expect(document.documentElement).not.toHaveClass('repack-nav-out-of-view');
  });

  it('comes back into view while the keyboard focus is inside it', () => {
    render(<Nav />);
    const header = screen.getByRole('banner');
    scrollTo(400);
    const menu = screen.getByRole('button', { name: 'Main menu' });
    fireEvent.focus(menu);
    expect(header).not.toHaveClass('repack-nav--hidden');
    expect(document.documentElement).not.toHaveClass('repack-nav-out-of-view');
    fireEvent.blur(menu, { relatedTarget: screen.getByRole('link', { name: 'API' }) });
    expect(header, 'focus moved to another part of the bar').not.toHaveClass('repack-nav--hidden');
    fireEvent.blur(menu, { relatedTarget: document.body });
    expect(header).toHaveClass('repack-nav--hidden');
    expect(document.documentElement).toHaveClass('repack-nav-out-of-view');
  });

  it('stays visible while the nav screen is open', () => {
    render(<Nav />);
    fireEvent.click(screen.getByRole('button', { name: 'Main menu' }));
    scrollTo(400);
    expect(screen.getByRole('banner')).not.toHaveClass('repack-nav--hidden');
  });

  it('never hides when hideNavbar is "never"', () => {
    runtime.hideNavbar = 'never';
    render(<Nav />);
    scrollTo(400);
    expect(screen.getByRole('banner')).not.toHaveClass('repack-nav--hidden');
  });
});
