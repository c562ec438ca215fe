// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NavTitle } from './NavTitle';

const runtime = vi.hoisted(() => ({ version: '3.x' }));

vi.mock('@rspress/core/runtime', () => ({
  normalizeImagePath: (path: string) => path,
  useVersion: () => runtime.version,
  useSite: () => ({
    site: {
      title: 'Re.Pack',
      logo: { light: '/logo-light.svg', dark: '/logo-dark.svg' },
      logoText: 'Docs',
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

describe('NavTitle', () => {
  beforeEach(() => {
    runtime.version = '3.x';
  });

  it('shows both logo variants with their size and the title', () => {
    render(<NavTitle />);
    const logos = screen.getAllByRole('img', { name: 'Re.Pack' });
    expect(logos.map((img) => img.getAttribute('src'))).toEqual(['/logo-light.svg', '/logo-dark.svg']);
    for (const img of logos) {
      expect(img).toHaveAttribute('width', '132');
      expect(img).toHaveAttribute('height', '32');
    }
    expect(screen.getByText('Docs')).toBeInTheDocument();
  });

  it('links to the home of the version being read', () => {
    const { unmount } = render(<NavTitle />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/');
    unmount();
    runtime.version = '2.x';
    render(<NavTitle />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/2.x/');
  });
});
