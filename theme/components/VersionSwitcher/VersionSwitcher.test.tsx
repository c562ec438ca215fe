// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { VersionSwitcher } from './VersionSwitcher';

const runtime = vi.hoisted(() => ({
  page: {} as Record<string, unknown>,
  version: '3.x',
}));

vi.mock('@rspress/core/runtime', () => ({
  usePage: () => ({ page: runtime.page }),
  useSite: () => ({ site: { multiVersion: { default: '3.x', versions: ['2.x', '3.x'] } } }),
  useVersion: () => runtime.version,
}));

vi.mock('@rspress/core/theme-original', () => ({
  Link: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

describe('VersionSwitcher', () => {
  beforeEach(() => {
    runtime.page = { versionLinks: { '2.x': '/2.x/docs/getting-started', '3.x': '/docs/getting-started' } };
    runtime.version = '3.x';
  });

  it('links every version to the page computed for it', () => {
    render(<VersionSwitcher />);
    const links = screen.getAllByRole('link', { hidden: true });
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['2.x', '/2.x/docs/getting-started'],
      ['3.x', '/docs/getting-started'],
    ]);
  });

  it('opens and closes by keyboard, marking the current version', () => {
    render(<VersionSwitcher />);
    const button = screen.getByRole('button', { name: /Documentation version: 3\.x/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: '3.x' })).toHaveAttribute('aria-current', 'true');
    fireEvent.keyDown(screen.getByRole('link', { name: '2.x' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('keeps the Escape that closes it from closing what it sits in (the mobile nav screen)', () => {
    const outer = vi.fn();
    render(
      <div onKeyDown={outer}>
        <VersionSwitcher />
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: /Documentation version/ }));
    fireEvent.keyDown(screen.getByRole('link', { name: '2.x' }), { key: 'Escape' });
    expect(outer).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByRole('button', { name: /Documentation version/ }), { key: 'Escape' });
    expect(outer).toHaveBeenCalledTimes(1);
  });

  it('sends each version to its home on pages without computed links', () => {
    runtime.page = {};
    runtime.version = '2.x';
    render(<VersionSwitcher />);
    const hrefs = screen.getAllByRole('link', { hidden: true }).map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/2.x/', '/']);
  });
});
