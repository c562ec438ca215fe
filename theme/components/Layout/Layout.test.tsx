// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Layout } from './Layout';

vi.mock('@rspress/core/theme-original', () => ({
  Layout: ({ beforeDocContent, bottom }: { beforeDocContent: React.ReactNode; bottom: React.ReactNode }) => (
    <>
      <div data-testid="before-doc-content">{beforeDocContent}</div>
      <div data-testid="bottom">{bottom}</div>
    </>
  ),
}));

vi.mock('../OlderVersionBanner/OlderVersionBanner', () => ({ OlderVersionBanner: () => <aside>older version</aside> }));
vi.mock('../SiteFooter/SiteFooter', () => ({ SiteFooter: () => <footer>site footer</footer> }));
vi.mock('../UISwitch/UISwitch', () => ({ UIPart: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

describe('Layout', () => {
  it('puts the older-version banner before the doc content and the site footer at the bottom of every page', () => {
    render(<Layout />);
    expect(screen.getByTestId('before-doc-content')).toHaveTextContent('older version');
    expect(screen.getByTestId('bottom')).toHaveTextContent('site footer');
  });
});
