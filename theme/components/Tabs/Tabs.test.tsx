// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../rspress-internals/styles/tabs', () => ({}));

const { Tabs } = await import('./Tabs');

function Tab({ children }: { label: string; children: React.ReactNode }) {
  return <>{children}</>;
}

function PackageManagers({ groupId = 'pm', defaultIndex }: { groupId?: string; defaultIndex?: number }) {
  return (
    <Tabs groupId={groupId} defaultIndex={defaultIndex}>
      <Tab label="npm">npm install</Tab>
      <Tab label="yarn">yarn add</Tab>
      <Tab label="pnpm">pnpm add</Tab>
    </Tabs>
  );
}

const selected = () => screen.getAllByRole('tab', { selected: true }).map((tab) => tab.textContent);

describe('Tabs', () => {
  beforeEach(() => localStorage.clear());

  it('shows the default tab and switches on click', () => {
    render(
      <Tabs>
        <Tab label="A">first</Tab>
        <Tab label="B">second</Tab>
      </Tabs>,
    );
    expect(selected()).toEqual(['A']);
    fireEvent.click(screen.getByRole('tab', { name: 'B' }));
    expect(selected()).toEqual(['B']);
    expect(screen.getByText('second').closest('[role="tabpanel"]')).toHaveAttribute('aria-hidden', 'false');
  });

  it('keeps a group choice in localStorage and applies it to every tabs of the group', () => {
    render(
      <>
        <PackageManagers />
        <PackageManagers />
      </>,
    );
    fireEvent.click(screen.getAllByRole('tab', { name: 'pnpm' })[0]);
    expect(selected()).toEqual(['pnpm', 'pnpm']);
    expect(localStorage.getItem('rspress.tabs.pm')).toBe('2');
  });

  it('restores a stored choice', () => {
    localStorage.setItem('rspress.tabs.pm', '1');
    render(<PackageManagers />);
    expect(selected()).toEqual(['yarn']);
  });

  it.each(['yarn', '3', '-1', 'NaN', ''])('falls back to the default tab for the stored value %j', (value) => {
    localStorage.setItem('rspress.tabs.pm', value);
    render(<PackageManagers defaultIndex={1} />);
    expect(selected()).toEqual(['yarn']);
  });

  it('moves with the arrow keys', () => {
    render(<PackageManagers />);
    fireEvent.keyDown(screen.getByRole('tab', { name: 'npm' }), { key: 'ArrowLeft' });
    expect(selected()).toEqual(['pnpm']);
    expect(screen.getByRole('tab', { name: 'pnpm' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'pnpm' }), { key: 'Home' });
    expect(selected()).toEqual(['npm']);
  });
});
