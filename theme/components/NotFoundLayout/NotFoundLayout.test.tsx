// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectRules } from '../../../shared/site-versions.mjs';
import { NotFoundLayout } from './NotFoundLayout';

const runtime = vi.hoisted(() => ({ pathname: '/404', search: '', hash: '', navigate: vi.fn() }));

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => ({ notFoundText: 'PAGE NOT FOUND', takeMeHomeText: 'Take me home' })[key],
  useLocation: () => ({ pathname: runtime.pathname, search: runtime.search, hash: runtime.hash }),
  useNavigate: () => runtime.navigate,
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

/** The rules the build publishes at /redirects.json. */
const RULES = redirectRules(
  { '3.x': { '/docs/code-splitting/concepts': '/docs/code-splitting/concept' }, '2.x': { '/docs/2x/*': '/docs/*' } },
  { versions: ['2.x', '3.x'], defaultVersion: '3.x' },
);

describe('NotFoundLayout', () => {
  const fetchRules = vi.fn(async (url: string) => (url === '/redirects.json' ? new Response(JSON.stringify(RULES)) : new Response('', { status: 404 })));

  beforeEach(() => {
    runtime.pathname = '/404';
    runtime.search = '';
    runtime.hash = '';
    runtime.navigate.mockReset();
    fetchRules.mockClear();
    vi.stubGlobal('fetch', fetchRules);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
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

  it.each([
    ['/docs/code-splitting/concepts', '', '', '/docs/code-splitting/concept'],
    ['/docs/2x/known-issues', '?q=1', '#top', '/2.x/docs/known-issues?q=1#top'],
  ])('at the old address %s, says where the page went and goes there', async (pathname, search, hash, destination) => {
    Object.assign(runtime, { pathname, search, hash });
    render(<NotFoundLayout />);
    await waitFor(() => expect(runtime.navigate).toHaveBeenCalledWith(destination, { replace: true }));
    const target = destination.replace(/[?#].*$/, '');
    expect(screen.getByRole('status')).toHaveTextContent(`This page has moved to ${target}`);
    expect(screen.getByRole('link', { name: target })).toHaveAttribute('href', target);
    expect(fetchRules).toHaveBeenCalledWith('/redirects.json');
  });

  it('stays a 404 where no redirect applies, or when the build published none', async () => {
    runtime.pathname = '/docs/nothing-here';
    const first = render(<NotFoundLayout />);
    await waitFor(() => expect(fetchRules).toHaveBeenCalled());
    // Unmounted first: a re-render of it would read the changed location and fetch again.
    first.unmount();
    fetchRules.mockImplementationOnce(async () => new Response('', { status: 404 }));
    runtime.pathname = '/docs/code-splitting/concepts';
    render(<NotFoundLayout />);
    await waitFor(() => expect(fetchRules).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runtime.navigate).not.toHaveBeenCalled();
    expect(screen.getAllByRole('status').every((status) => status.textContent === '')).toBe(true);
  });

  it('tells readers without JavaScript that old addresses are forwarded by script, and where they lead', () => {
    const html = renderToString(<NotFoundLayout />);
    expect(html).toMatch(/<noscript>.*forwarded to their new address by JavaScript.*href="\/redirects\.json".*<\/noscript>/s);
  });
});
