// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useContext } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ search: '', hydrated: true }));

vi.mock('@rspress/core/runtime', async () => {
  const { createContext: create, useContext: use } = await import('react');
  const PageContext = create<{ data?: unknown }>({});
  return {
    PageContext,
    usePage: () => ({ page: (use(PageContext) as { data?: unknown }).data }),
    useLocation: () => ({ search: runtime.search, pathname: '/guide', hash: '' }),
  };
});
vi.mock('../../logic/useHydrated', () => ({ useHydrated: () => runtime.hydrated }));

const { PageContext } = await import('@rspress/core/runtime');
const { UISwitch, UIPart } = await import('./UISwitch');

/** Shows the frontmatter the default theme would read. */
function Frontmatter() {
  const { data } = useContext(PageContext) as { data: { frontmatter: Record<string, unknown> } };
  return <pre data-testid="frontmatter">{JSON.stringify(data.frontmatter)}</pre>;
}

function renderPage(page: Record<string, unknown>) {
  return render(
    <PageContext.Provider value={{ data: page, setData: () => {} } as never}>
      <UISwitch>
        <Frontmatter />
        <UIPart part="footer">
          <footer>site footer</footer>
        </UIPart>
      </UISwitch>
    </PageContext.Provider>,
  );
}

const classes = () => [...document.documentElement.classList].filter((name) => name.startsWith('repack-hide-')).sort();

describe('UISwitch', () => {
  beforeEach(() => {
    runtime.search = '';
    runtime.hydrated = true;
  });
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('passes the parts hidden by the URL down as frontmatter', () => {
    runtime.search = '?sidebar=0&footer=0';
    renderPage({ pageType: 'doc', frontmatter: { title: 'Guide' } });
    expect(JSON.parse(screen.getByTestId('frontmatter').textContent!)).toEqual({ title: 'Guide', sidebar: false, footer: false });
    expect(screen.queryByText('site footer')).toBeNull();
    expect(classes()).toEqual(['repack-hide-footer', 'repack-hide-sidebar']);
  });

  it('reads the URL only after hydration, so the first render matches the server', () => {
    runtime.search = '?navbar=0';
    runtime.hydrated = false;
    renderPage({ pageType: 'doc', frontmatter: {} });
    expect(JSON.parse(screen.getByTestId('frontmatter').textContent!)).toEqual({});
  });

  it('names the parts the frontmatter hides, and everything on a blank page', () => {
    const view = renderPage({ pageType: 'doc', frontmatter: { navbar: false } });
    expect(classes()).toEqual(['repack-hide-navbar']);
    expect(screen.getByText('site footer')).toBeInTheDocument();
    view.unmount();
    renderPage({ pageType: 'blank', frontmatter: {} });
    expect(classes()).toEqual(['repack-hide-footer', 'repack-hide-navbar', 'repack-hide-outline', 'repack-hide-sidebar']);
    expect(screen.queryByText('site footer')).toBeNull();
  });

  it('drops the classes again on a page that hides nothing', () => {
    runtime.search = '?outline=0';
    const view = renderPage({ pageType: 'doc', frontmatter: {} });
    expect(classes()).toEqual(['repack-hide-outline']);
    runtime.search = '';
    act(() => view.rerender(
      <PageContext.Provider value={{ data: { pageType: 'doc', frontmatter: {} }, setData: () => {} } as never}>
        <UISwitch>
          <Frontmatter />
        </UISwitch>
      </PageContext.Provider>,
    ));
    expect(classes()).toEqual([]);
  });
});

