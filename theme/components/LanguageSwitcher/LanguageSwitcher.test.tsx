// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitcher } from './LanguageSwitcher';

const runtime = vi.hoisted(() => ({
  pathname: '/guide',
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  routes: new Set(['/', '/guide', '/zh/', '/zh/guide']),
}));

vi.mock('@rspress/core/runtime', () => ({
  useSite: () => ({ site: { lang: 'en', locales: runtime.locales, multiVersion: { versions: [] } } }),
  usePage: () => ({ page: { lang: runtime.lang } }),
  useLocation: () => ({ pathname: runtime.pathname, search: '', hash: '' }),
  pathnameToRouteService: (path: string) => (runtime.routes.has(path) ? { path } : undefined),
}));

vi.mock('@rspress/core/theme-original', () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

describe('LanguageSwitcher', () => {
  beforeEach(() => {
    runtime.pathname = '/guide';
    runtime.lang = 'en';
    runtime.locales = [
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ];
  });

  it('links every language to the same page', () => {
    render(<LanguageSwitcher />);
    fireEvent.click(screen.getByRole('button', { name: /Language: English/ }));
    expect(screen.getByRole('link', { name: '简体中文' })).toHaveAttribute('href', '/zh/guide');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it("sends to the language's home when the page has no translation", () => {
    runtime.pathname = '/zh/only-in-chinese';
    runtime.lang = 'zh';
    render(<LanguageSwitcher />);
    expect(screen.getByRole('link', { name: 'English', hidden: true })).toHaveAttribute('href', '/');
  });

  it('renders nothing on a single-language site', () => {
    runtime.locales = [{ lang: 'en', label: 'English' }];
    const { container } = render(<LanguageSwitcher />);
    expect(container).toBeEmptyDOMElement();
  });
});
