// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FeatureCard, FeatureCards } from './FeatureCard';

const runtime = vi.hoisted(() => ({ version: '3.x' }));

vi.mock('@rspress/core/runtime', () => ({
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

describe('FeatureCard', () => {
  beforeEach(() => {
    runtime.version = '3.x';
  });

  it('renders a list of cards whose titles are links', () => {
    render(
      <FeatureCards label="Next steps">
        <FeatureCard title="Code splitting" href="/docs/code-splitting/concept">
          Load parts of the app on demand.
        </FeatureCard>
        <FeatureCard title="No link">Text only.</FeatureCard>
      </FeatureCards>,
    );
    const list = screen.getByRole('list', { name: 'Next steps' });
    expect(list.querySelectorAll('[role="listitem"]')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Code splitting' });
    expect(link).toHaveAttribute('href', '/docs/code-splitting/concept');
    expect(screen.getByText('Load parts of the app on demand.')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('keeps site-absolute links in the version being read', () => {
    runtime.version = '2.x';
    render(<FeatureCard title="About" href="/docs/about" />);
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/2.x/docs/about');
  });

  it('leaves external links alone', () => {
    runtime.version = '2.x';
    render(<FeatureCard title="Examples" href="https://github.com/callstack/repack-examples" />);
    expect(screen.getByRole('link', { name: 'Examples' })).toHaveAttribute('href', 'https://github.com/callstack/repack-examples');
  });
});
