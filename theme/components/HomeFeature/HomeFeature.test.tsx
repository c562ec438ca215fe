// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeFeatureCards, featureSpan } from './HomeFeature';

const runtime = vi.hoisted(() => ({ version: '3.x', features: [] as Record<string, unknown>[] }));

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
  SvgWrapper: ({ icon }: { icon: string }) => <span>{icon}</span>,
  renderHtmlOrText: (text: string) => ({ children: text }),
}));

const spanOf = (item: HTMLElement) => item.style.getPropertyValue('--repack-feature-span');

describe('HomeFeatureCards', () => {
  beforeEach(() => {
    runtime.version = '3.x';
    runtime.features = [
      { title: 'Webpack-powered solution', icon: '📦', details: 'Bundle with Webpack.' },
      { title: 'Code Splitting', icon: '✂️', details: 'Load code on demand.', link: '/docs/code-splitting/concept', span: 6 },
      { title: 'Configure it your way', icon: '🛠️', details: 'Own the config.', span: 12 },
    ];
  });

  it('renders a card per feature with its title and details', () => {
    render(<HomeFeatureCards features={runtime.features as never} />);
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('heading', { level: 2 })).toHaveTextContent('Webpack-powered solution');
    expect(within(cards[0]).getByText('Bundle with Webpack.')).toBeInTheDocument();
  });

  it('spans 4 of 12 columns by default, or the span asked for', () => {
    render(<HomeFeatureCards features={runtime.features as never} />);
    expect(screen.getAllByRole('listitem').map(spanOf)).toEqual(['4', '6', '12']);
  });

  it('hides icons from assistive technology', () => {
    render(<HomeFeatureCards features={runtime.features as never} />);
    expect(screen.getByText('📦').closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('makes a card with a link a real link, kept inside the version being read', () => {
    const { unmount } = render(<HomeFeatureCards features={runtime.features as never} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Code Splitting' })).toHaveAttribute('href', '/docs/code-splitting/concept');
    unmount();
    runtime.version = '2.x';
    render(<HomeFeatureCards features={runtime.features as never} />);
    expect(screen.getByRole('link', { name: 'Code Splitting' })).toHaveAttribute('href', '/2.x/docs/code-splitting/concept');
  });

  it('renders nothing without features', () => {
    runtime.features = [];
    const { container } = render(<HomeFeatureCards features={runtime.features as never} />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('featureSpan', () => {
  it('accepts whole numbers from 1 to 12 and falls back to 4', () => {
    expect(featureSpan(undefined)).toBe(4);
    expect(featureSpan(1)).toBe(1);
    expect(featureSpan(3)).toBe(3);
    expect(featureSpan(12)).toBe(12);
    expect(featureSpan(0)).toBe(4);
    expect(featureSpan(13)).toBe(4);
    expect(featureSpan(2.5)).toBe(4);
  });
});
