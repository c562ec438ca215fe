// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HomeHero } from './HomeHero';

const runtime = vi.hoisted(() => ({ version: '3.x', hero: {} as Record<string, unknown> }));

vi.mock('@rspress/core/runtime', () => ({
  normalizeImagePath: (path: string) => path,
  useFrontmatter: () => ({ frontmatter: { hero: runtime.hero } }),
  useSite: () => ({ site: { multiVersion: { default: '3.x', versions: ['2.x', '3.x'] } } }),
  useVersion: () => runtime.version,
}));

vi.mock('@rspress/core/theme-original', () => ({
  Button: ({ href, children, className, theme }: { href: string; children: React.ReactNode; className: string; theme: string }) => (
    <a href={href} className={`${className} rp-button--${theme}`}>
      {children}
    </a>
  ),
  renderHtmlOrText: (text: string) => ({ children: text }),
}));

const hero = {
  name: 'Re.Pack',
  text: 'Webpack for React Native',
  tagline: 'A toolkit to build your React Native application with Webpack',
  actions: [
    { theme: 'brand', text: 'Get started', link: '/docs/getting-started' },
    { theme: 'alt', text: 'Learn more', assistiveText: 'about Re.Pack', link: '/docs/about' },
  ],
};

describe('HomeHero', () => {
  beforeEach(() => {
    runtime.version = '3.x';
    runtime.hero = hero;
  });

  it('renders the name as the page heading, then text and tagline', () => {
    render(<HomeHero />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Re.Pack');
    expect(screen.getByText('Webpack for React Native')).toBeInTheDocument();
    expect(screen.getByText('A toolkit to build your React Native application with Webpack')).toBeInTheDocument();
  });

  it('links the actions to the pages of the default version', () => {
    render(<HomeHero />);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/docs/getting-started');
    expect(screen.getByRole('link', { name: 'Learn more about Re.Pack' })).toHaveAttribute('href', '/docs/about');
  });

  it('completes an action for screen readers with its assistive text, shown as the text alone', () => {
    render(<HomeHero />);
    const learnMore = screen.getByRole('link', { name: 'Learn more about Re.Pack' });
    expect(learnMore.querySelector('.repack-visually-hidden')).toHaveTextContent('about Re.Pack');
    expect(screen.getByRole('link', { name: 'Get started' }).querySelector('.repack-visually-hidden')).toBeNull();
  });

  it('keeps the actions of an older version inside that version', () => {
    runtime.version = '2.x';
    render(<HomeHero />);
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/2.x/docs/getting-started');
    expect(screen.getByRole('link', { name: 'Learn more about Re.Pack' })).toHaveAttribute('href', '/2.x/docs/about');
  });

  it('shows no image unless the frontmatter has one', () => {
    render(<HomeHero />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders the image at 375×375 with alt, srcset and sizes', () => {
    runtime.hero = {
      ...hero,
      image: { src: '/hero.png', alt: 'Re.Pack logo', srcset: ['/hero.png 1x', '/hero@2x.png 2x'], sizes: '375px' },
    };
    render(<HomeHero />);
    const image = screen.getByRole('img', { name: 'Re.Pack logo' });
    expect(image).toHaveAttribute('src', '/hero.png');
    expect(image).toHaveAttribute('width', '375');
    expect(image).toHaveAttribute('height', '375');
    expect(image).toHaveAttribute('srcset', '/hero.png 1x, /hero@2x.png 2x');
    expect(image).toHaveAttribute('sizes', '375px');
  });

  it('renders light and dark variants of the image', () => {
    runtime.hero = { ...hero, image: { src: { light: '/light.png', dark: '/dark.png' }, alt: 'Logo' } };
    render(<HomeHero />);
    expect(screen.getAllByRole('img', { name: 'Logo' }).map((img) => img.getAttribute('src'))).toEqual(['/light.png', '/dark.png']);
  });
});
