// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../rspress-internals/styles/tabs', () => ({}));
vi.mock('@rspress/core/theme-original', () => ({
  Tab: ({ children }: { label: string; children: ReactNode }) => <>{children}</>,
  getCustomMDXComponent: () => ({ pre: ({ lang: _lang, ...props }: { lang: string; children: ReactNode }) => <pre {...props} /> }),
}));

const { PackageManagerTabs } = await import('./PackageManagerTabs');

const visibleCommand = () => screen.getByRole('tabpanel', { hidden: false }).textContent;

describe('PackageManagerTabs', () => {
  beforeEach(() => localStorage.clear());

  it('shows one command per package manager, text labels only', () => {
    render(<PackageManagerTabs command="install -D @callstack/repack" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['npm', 'Yarn', 'pnpm', 'Bun']);
    expect(document.querySelectorAll('svg')).toHaveLength(0);
    expect(visibleCommand()).toBe('npm install -D @callstack/repack');
    // focusable, as a long command scrolls sideways
    expect(document.querySelector('pre')).toHaveAttribute('tabindex', '0');
    // only the chosen command is in the page
    expect(screen.getAllByRole('tabpanel', { hidden: true })).toHaveLength(1);
    fireEvent.click(screen.getByRole('tab', { name: 'Bun' }));
    expect(visibleCommand()).toBe('bun add -D @callstack/repack');
  });

  it('syncs the choice with every other package manager tab group and remembers it', () => {
    render(
      <>
        <PackageManagerTabs command="install -D webpack" />
        <PackageManagerTabs command="start" exec />
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', { name: 'pnpm' })[0]);
    expect(screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent)).toEqual(['pnpm', 'pnpm']);
    expect(screen.getAllByRole('tabpanel', { hidden: false }).map((panel) => panel.textContent)).toEqual(['pnpm add -D webpack', 'pnpm exec start']);
    expect(localStorage.getItem('rspress.tabs.package.manager')).toBe('2');
  });
});
