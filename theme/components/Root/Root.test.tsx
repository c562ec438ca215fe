// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Root } from './Root';

const { wrap } = vi.hoisted(() => ({
  wrap:
    (name: string) =>
    ({ children }: { children?: React.ReactNode }) => <div data-testid={name}>{children}</div>,
}));

vi.mock('@rspress/core/theme-original', () => ({ Root: wrap('original-root') }));
vi.mock('../HydrationSafePage/HydrationSafePage', () => ({ HydrationSafePage: wrap('hydration-safe-page') }));
vi.mock('../PageLoadGuard/PageLoadGuard', () => ({ PageLoadGuard: wrap('page-load-guard') }));
vi.mock('../AppearanceTransition/AppearanceTransition', () => ({ AppearanceTransition: wrap('appearance-transition') }));
vi.mock('../UISwitch/UISwitch', () => ({ UISwitch: wrap('ui-switch') }));
vi.mock('../ContentFadeIn/ContentFadeIn', () => ({ ContentFadeIn: () => <i data-testid="content-fade-in" /> }));

describe('Root', () => {
  it('renders the layout inside the page-wide behaviours', () => {
    render(
      <Root>
        <main>layout</main>
      </Root>,
    );
    const layout = screen.getByText('layout');
    for (const name of ['original-root', 'hydration-safe-page', 'page-load-guard', 'appearance-transition', 'ui-switch']) {
      expect(screen.getByTestId(name)).toContainElement(layout);
    }
    expect(screen.getByTestId('content-fade-in')).toBeInTheDocument();
  });
});
