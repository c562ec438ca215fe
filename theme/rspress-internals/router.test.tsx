// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import * as ReactRouter from 'react-router-dom';
import { Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Ours from './router';

type RouterModule = Pick<typeof Ours, 'BrowserRouter' | 'useLocation' | 'useNavigate' | 'useSearchParams'>;
const ROUTERS: [string, RouterModule][] = [
  ['react-router-dom', ReactRouter as unknown as RouterModule],
  ['theme/rspress-internals/router', Ours],
];

interface Handle {
  navigate: Ours.NavigateFunction;
  location: Ours.Location;
  setSearch: ReturnType<typeof Ours.useSearchParams>[1];
  params: URLSearchParams;
  renders: Ours.Location[];
}

function mount(router: RouterModule, props: { basename?: string; useTransitions?: boolean } = {}, children?: ReactNode) {
  const handle = { renders: [] } as unknown as Handle;
  function Probe() {
    handle.navigate = router.useNavigate();
    handle.location = router.useLocation();
    [handle.params, handle.setSearch] = router.useSearchParams();
    handle.renders.push(handle.location);
    return null;
  }
  const tree = () => (
    <router.BrowserRouter {...props}>
      <Probe />
      {children}
    </router.BrowserRouter>
  );
  const view = render(tree());
  return { handle, view, rerender: () => view.rerender(tree()) };
}

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
const fields = ({ pathname, search, hash, state }: Ours.Location) => ({ pathname, search, hash, state });

beforeEach(() => window.history.replaceState(null, '', '/docs/guide?tab=1#install'));
afterEach(() => window.history.replaceState(null, '', '/'));

describe('the browser router (replacing react-router-dom)', () => {
  // Each target from /docs/guide?tab=1#install, as Rspress's links, the 404 page's redirect and PageTabs ask.
  const TARGETS: [string, Ours.NavigateOptions?][] = [
    ['/api/about'],
    ['/api/about?x=1#y'],
    ['#usage'],
    ['?tab=2'],
    ['?'],
    [''],
    ['relative/page'],
    ['../up'],
    ['/docs//double/'],
    ['/docs/moved?tab=1#install', { replace: true }],
    ['/docs/with-state', { state: { from: 'test' } }],
  ];

  it.each(TARGETS)('navigate(%j) leads where react-router leads, with the same location', async (to, options) => {
    const outcomes = [];
    for (const [name, router] of ROUTERS) {
      window.history.replaceState(null, '', '/docs/guide?tab=1#install');
      const { handle, view } = mount(router);
      const lengthBefore = window.history.length;
      await act(async () => handle.navigate(to, options));
      outcomes.push({ name, address: address(), location: fields(handle.location), added: window.history.length - lengthBefore, state: (window.history.state as { usr?: unknown }).usr ?? null });
      view.unmount();
    }
    expect({ ...outcomes[1], name: outcomes[0].name }).toEqual(outcomes[0]);
  });

  it('setSearchParams navigates to the new search as react-router does, dropping the hash', async () => {
    const outcomes = [];
    for (const [, router] of ROUTERS) {
      window.history.replaceState(null, '', '/docs/guide?tab=1#install');
      const { handle, view } = mount(router);
      expect(handle.params.get('tab')).toBe('1');
      await act(async () => handle.setSearch({ tab: '3', q: 'a b' }));
      outcomes.push({ address: address(), tab: handle.params.get('tab'), q: handle.params.get('q') });
      view.unmount();
    }
    expect(outcomes[1]).toEqual(outcomes[0]);
    expect(outcomes[1]).toEqual({ address: '/docs/guide?tab=3&q=a+b', tab: '3', q: 'a b' });
  });

  it('follows the back button, with a new location object per navigation and the same one between them', async () => {
    const { handle, view, rerender } = mount(Ours);
    await act(async () => handle.navigate('/docs/next'));
    const next = handle.location;
    await act(async () => handle.navigate('#part'));
    expect(handle.location).not.toBe(next);
    expect(fields(handle.location)).toEqual({ pathname: '/docs/next', search: '', hash: '#part', state: null });
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(fields(handle.location)).toEqual({ pathname: '/docs/next', search: '', hash: '', state: null });
    const current = handle.location;
    const rendersBefore = handle.renders.length;
    rerender();
    view.unmount();
    expect(handle.renders.length).toBe(rendersBefore + 1);
    expect(handle.renders.at(-1)).toBe(current);
  });

  it('navigate(delta) moves through history', async () => {
    const { handle, view } = mount(Ours);
    await act(async () => handle.navigate('/a'));
    await act(async () => handle.navigate('/b'));
    await act(async () => {
      handle.navigate(-2);
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(handle.location.pathname).toBe('/docs/guide');
    view.unmount();
  });

  it('reads and writes addresses below its basename', async () => {
    window.history.replaceState(null, '', '/base/docs/guide');
    const { handle, view } = mount(Ours, { basename: '/base' });
    expect(handle.location.pathname).toBe('/docs/guide');
    await act(async () => handle.navigate('/api/about'));
    expect(address()).toBe('/base/api/about');
    expect(handle.location.pathname).toBe('/api/about');
    view.unmount();
  });

  describe('a page that is still loading', () => {
    const pending = new Map<string, Promise<string>>();
    function Page() {
      const { pathname } = Ours.useLocation();
      if (pathname === '/docs/guide') return <p>old page</p>;
      if (!pending.has(pathname)) pending.set(pathname, new Promise<string>(() => {}));
      // Suspends as a lazy page does (React 18 has no `use`): the promise never settles.
      throw pending.get(pathname)!;
    }
    const app = (
      <Suspense fallback={<p>fallback</p>}>
        <Page />
      </Suspense>
    );

    it('keeps the old page on screen by default (a transition, as react-router does)', async () => {
      const { handle, view } = mount(Ours, {}, app);
      await act(async () => handle.navigate('/docs/slow'));
      expect(screen.getByText('old page')).toBeTruthy();
      expect(screen.queryByText('fallback')).toBeNull();
      expect(address()).toBe('/docs/slow');
      view.unmount();
    });

    it('shows the fallback with useTransitions: false', async () => {
      const { handle, view } = mount(Ours, { useTransitions: false }, app);
      await act(async () => handle.navigate('/docs/slower'));
      expect(screen.getByText('fallback')).toBeTruthy();
      view.unmount();
    });
  });

  it('says which hook was used outside the router', () => {
    function Lost() {
      Ours.useLocation();
      return null;
    }
    expect(() => render(<Lost />)).toThrow('useLocation() may be used only inside <BrowserRouter>.');
  });
});
