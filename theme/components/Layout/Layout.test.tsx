// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Layout } from './Layout';

const runtime = vi.hoisted(() => ({ page: { pageType: 'doc', routePath: '/docs/a' } }));
vi.mock('@rspress/core/runtime', () => ({ usePage: () => ({ page: runtime.page }) }));
vi.mock('@rspress/core/theme-original', () => ({
  Layout: ({ top, beforeDocContent, beforeDocFooter, bottom }: Record<string, React.ReactNode>) => (
    <>
      <div data-testid="top">{top}</div>
      <main>
        <div data-testid="before-doc-content">{beforeDocContent}</div>
        <div data-testid="before-doc-footer">{beforeDocFooter}</div>
      </main>
      <div data-testid="bottom">{bottom}</div>
    </>
  ),
}));

vi.mock('../AnnouncementBar/AnnouncementBar', () => ({ AnnouncementBar: () => <section>announcement</section> }));
vi.mock('../Breadcrumbs/Breadcrumbs', () => ({ Breadcrumbs: () => <nav>breadcrumbs</nav> }));
vi.mock('../OlderVersionBanner/OlderVersionBanner', () => ({ OlderVersionBanner: () => <aside>older version</aside> }));
vi.mock('../PageFeedback/PageFeedback', () => ({ PageFeedback: () => <div>feedback</div> }));
vi.mock('../SiteFooter/SiteFooter', () => ({ SiteFooter: () => <footer>site footer</footer> }));
vi.mock('../UISwitch/UISwitch', () => ({ UIPart: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

describe('Layout', () => {
  beforeEach(() => {
    runtime.page = { pageType: 'doc', routePath: '/docs/a' };
  });

  it('starts the page with the skip link, then the announcement; doc pages open with the skip target and breadcrumbs', () => {
    render(<Layout />);
    const top = screen.getByTestId('top');
    expect(top.firstElementChild).toBe(screen.getByRole('link', { name: 'Skip to content' }));
    expect(top).toHaveTextContent('announcement');
    const target = document.getElementById('main-content')!;
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main-content');
    expect(target).toHaveAttribute('tabindex', '-1');
    expect(target).toHaveTextContent('breadcrumbs');
    expect(screen.getByTestId('before-doc-content')).toHaveTextContent('older version');
  });

  it('asks for feedback before the doc footer and puts the site footer at the bottom of every page', () => {
    render(<Layout />);
    expect(screen.getByTestId('before-doc-footer')).toHaveTextContent('feedback');
    expect(screen.getByTestId('bottom')).toHaveTextContent('site footer');
  });

  it.each(['custom', 'blank'])('has no skip link on %s pages, whose markup may have no main content', (pageType) => {
    runtime.page = { pageType, routePath: '/x' };
    render(<Layout />);
    expect(screen.queryByRole('link', { name: 'Skip to content' })).toBeNull();
  });
});
