// @vitest-environment jsdom
import { PageContext, usePage, warmPageData } from '@rspress/core/runtime';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { HydrationSafePage } from './HydrationSafePage';

vi.mock('@rspress/core/runtime', async () => {
  const { createContext, useContext } = await import('react');
  const PageContext = createContext<{ data: Record<string, unknown> }>({ data: {} });
  return {
    PageContext,
    usePage: () => ({ page: useContext(PageContext).data }),
    useSite: () => ({ site: { lang: 'en', multiVersion: { default: '3.x', versions: ['2.x', '3.x'] } } }),
    useLocation: () => ({ pathname: '/docs/getting-started' }),
    warmPageData: vi.fn(),
  };
});

function PageVersion() {
  const { page } = usePage();
  return <p>{`version ${page.version}, lang ${page.lang}`}</p>;
}

const renderPage = (page: Record<string, unknown>, renderer: (ui: React.ReactElement) => unknown) =>
  renderer(
    <PageContext.Provider value={{ data: page as never }}>
      <HydrationSafePage>
        <PageVersion />
      </HydrationSafePage>
    </PageContext.Provider>,
  );

describe('HydrationSafePage', () => {
  it('renders a 404 page with the default version and language until hydrated, as prerendered', () => {
    const html = renderPage({ pageType: '404', version: '2.x', lang: 'zh' }, renderToString) as string;
    expect(html).toContain('version 3.x, lang en');
  });

  it('then gives the 404 page the version and language of its URL', () => {
    renderPage({ pageType: '404', version: '2.x', lang: 'zh' }, render);
    expect(screen.getByText('version 2.x, lang zh')).toBeInTheDocument();
  });

  it('hands the data the page hydrated with, the same object, to the cache the app reads once hydrated', () => {
    vi.mocked(warmPageData).mockClear();
    const page = { pageType: 'doc', version: '3.x', lang: 'en' };
    const { rerender } = render(
      <PageContext.Provider value={{ data: page as never }}>
        <HydrationSafePage>
          <PageVersion />
        </HydrationSafePage>
      </PageContext.Provider>,
    );
    rerender(
      <PageContext.Provider value={{ data: { ...page, version: '2.x' } as never }}>
        <HydrationSafePage>
          <PageVersion />
        </HydrationSafePage>
      </PageContext.Provider>,
    );
    expect(vi.mocked(warmPageData).mock.calls).toEqual([['/docs/getting-started', page]]);
    expect(vi.mocked(warmPageData).mock.calls[0][1]).toBe(page);
  });

  it('leaves other pages alone', () => {
    const html = renderPage({ pageType: 'doc', version: '2.x', lang: 'en' }, renderToString) as string;
    expect(html).toContain('version 2.x, lang en');
  });
});
