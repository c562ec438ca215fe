// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { OlderVersionBanner } from './OlderVersionBanner';

const runtime = vi.hoisted(() => ({ version: '2.x' }));

vi.mock('@rspress/core/runtime', () => ({
  usePage: () => ({ page: { versionLinks: { '2.x': '/2.x/docs/about', '3.x': '/docs/about' } } }),
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

describe('OlderVersionBanner', () => {
  it('shows on 2.x pages and links to the matching 3.x page', () => {
    runtime.version = '2.x';
    render(<OlderVersionBanner />);
    expect(screen.getByRole('complementary', { name: 'Older version notice' })).toHaveTextContent('2.x');
    expect(screen.getByRole('link')).toHaveAttribute('href', '/docs/about');
  });

  it('does not show on the default version', () => {
    runtime.version = '3.x';
    const { container } = render(<OlderVersionBanner />);
    expect(container).toBeEmptyDOMElement();
  });
});
