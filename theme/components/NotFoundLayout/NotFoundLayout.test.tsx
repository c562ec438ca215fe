// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundLayout } from './NotFoundLayout';

const runtime = vi.hoisted(() => ({ pathname: '/404' }));

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => ({ notFoundText: 'PAGE NOT FOUND', takeMeHomeText: 'Take me home' })[key],
  useLocation: () => ({ pathname: runtime.pathname }),
  useSite: () => ({
    site: {
      lang: 'en',
      locales: [
        { lang: 'en', label: 'English' },
        { lang: 'zh', label: '简体中文' },
      ],
      multiVersion: { default: '3.x', versions: ['2.x', '3.x'] },
    },
  }),
}));

vi.mock('@rspress/core/theme-original', () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

describe('NotFoundLayout', () => {
  beforeEach(() => {
    runtime.pathname = '/404';
  });

  it('says 404, page not found, in the main landmark', () => {
    render(<NotFoundLayout />);
    expect(screen.getByRole('main')).toHaveTextContent('404');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('PAGE NOT FOUND');
  });

  it.each([
    ['/no/such', '/'],
    ['/x', '/'],
    ['/2.x/no/such', '/2.x/'],
    ['/2.x', '/2.x/'],
    ['/zh/2.x/x', '/zh/2.x/'],
    ['/2.x/zh/x', '/2.x/zh/'],
  ])('at %s, takes the reader home to %s', (pathname, home) => {
    runtime.pathname = pathname;
    render(<NotFoundLayout />);
    expect(screen.getByRole('link', { name: 'Take me home' })).toHaveAttribute('href', home);
  });

  it('renders the link of the prerendered page on the server, whatever the URL', () => {
    runtime.pathname = '/2.x/no/such';
    expect(renderToString(<NotFoundLayout />)).toContain('href="/"');
  });
});
