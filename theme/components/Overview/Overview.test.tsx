// @vitest-environment jsdom
import type { Group } from '@rspress/core/theme-original';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Overview } from './Overview';

const listedPages = [
  { routePath: '/docs/about', toc: [{ id: 'why-webpack', text: 'Why Webpack', depth: 2, charIndex: 0 }] },
  { routePath: '/docs/code-splitting/concept', toc: [{ id: 'chunks', text: 'Chunks', depth: 2, charIndex: 0 }] },
];
const runtime = vi.hoisted(() => ({ page: {} as Record<string, unknown>, pages: [] as unknown[] }));

vi.mock('@rspress/core/runtime', () => ({
  usePage: () => ({ page: { routePath: '/docs/', ...runtime.page } }),
  useFrontmatter: () => ({ frontmatter: { overview: true } }),
  usePages: () => ({ pages: runtime.pages }),
  useSidebar: () => [
    { text: 'Overview', link: '/docs/' },
    { text: 'About', link: '/docs/about' },
    { text: 'Code Splitting', collapsible: true, collapsed: false, items: [{ text: 'Concept', link: '/docs/code-splitting/concept' }] },
  ],
}));

vi.mock('@rspress/core/theme-original', () => ({
  Overview: ({ content, groups }: { content?: React.ReactNode; groups: Group[] }) => (
    <div>
      {content}
      {groups.map((group) => (
        <section key={group.name} aria-label={group.name}>
          {group.items.map((item) => (
            <div key={item.link}>
              <a href={item.link}>{item.text}</a>
              {item.headers?.map((header) => (
                <a key={header.id} href={`${item.link}#${header.id}`}>
                  {header.text}
                </a>
              ))}
            </div>
          ))}
        </section>
      ))}
    </div>
  ),
}));

describe('Overview', () => {
  beforeEach(() => {
    runtime.page = {};
    runtime.pages = listedPages;
  });

  it('gives the default overview the sidebar groups, with "Others" for pages outside any group', () => {
    render(<Overview content={<p>Intro</p>} />);
    expect(screen.getByText('Intro')).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Others' });
    expect(within(others).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/docs/about');
    expect(within(others).getByRole('link', { name: 'Why Webpack' })).toHaveAttribute('href', '/docs/about#why-webpack');
    const codeSplitting = screen.getByRole('region', { name: 'Code Splitting' });
    expect(within(codeSplitting).getByRole('link', { name: 'Chunks' })).toHaveAttribute('href', '/docs/code-splitting/concept#chunks');
    expect(screen.queryByRole('link', { name: 'Overview' })).not.toBeInTheDocument();
  });

  it('takes the headings from the pages the overview page carries, before the page list', () => {
    runtime.pages = [{ routePath: '/docs/about' }, { routePath: '/docs/code-splitting/concept' }];
    runtime.page = { overviewPages: listedPages };
    render(<Overview />);
    expect(screen.getByRole('link', { name: 'Why Webpack' })).toHaveAttribute('href', '/docs/about#why-webpack');
    expect(screen.getByRole('link', { name: 'Chunks' })).toHaveAttribute('href', '/docs/code-splitting/concept#chunks');
  });

  it('keeps groups given by the caller', () => {
    render(<Overview groups={[{ name: 'Custom', items: [{ text: 'Page', link: '/docs/page' }] }]} />);
    expect(screen.getByRole('region', { name: 'Custom' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Others' })).not.toBeInTheDocument();
  });
});
