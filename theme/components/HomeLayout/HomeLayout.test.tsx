// @vitest-environment jsdom
import { PageContext, useFrontmatter } from '@rspress/core/runtime';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeLayout } from './HomeLayout';

vi.mock('@rspress/core/runtime', async () => {
  const { createContext, useContext } = await import('react');
  const PageContext = createContext<{ data: { frontmatter: Record<string, unknown> } }>({ data: { frontmatter: {} } });
  return { PageContext, useFrontmatter: () => ({ frontmatter: useContext(PageContext).data.frontmatter }) };
});

vi.mock('@rspress/core/theme-original', () => ({
  HomeLayout: ({ beforeHero, afterFeatures }: { beforeHero?: React.ReactNode; afterFeatures?: React.ReactNode }) => {
    const { frontmatter } = useFrontmatter();
    const features = (frontmatter.features ?? []) as { icon: string; title: string }[];
    return (
      <div>
        {beforeHero}
        <h1>Re.Pack</h1>
        {features.map((feature) => (
          <p key={feature.title}>{`${feature.icon}${feature.title}`}</p>
        ))}
        {afterFeatures}
      </div>
    );
  },
}));

vi.mock('../HomeFeature/HomeFeature', () => ({
  HomeFeatureCards: ({ features }: { features: { title: string }[] }) => (
    <ul aria-label="Our cards">
      {features.map((feature) => (
        <li key={feature.title}>{feature.title}</li>
      ))}
    </ul>
  ),
}));

const page = { frontmatter: { features: [{ icon: '<svg></svg>', title: 'Code Splitting', details: '' }] } };

function renderHome() {
  render(
    <PageContext.Provider value={{ data: page as never }}>
      <HomeLayout beforeHero={<p>Announcement</p>} />
    </PageContext.Provider>,
  );
}

describe('HomeLayout', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('puts the default home layout, with its slots, in the main landmark, the features as our cards after the default ones', () => {
    renderHome();
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByRole('heading', { name: 'Re.Pack' }));
    expect(main).toContainElement(screen.getByText('Announcement'));
    expect(screen.getByRole('list', { name: 'Our cards' })).toHaveTextContent('Code Splitting');
    expect(screen.queryByText('<svg></svg>Code Splitting'), 'the default feature cards get no features').not.toBeInTheDocument();
  });

  it('leaves the decorative feature icons out of the Markdown copy of the page', () => {
    vi.stubEnv('SSG_MD', true as never);
    renderHome();
    expect(screen.getByText('Code Splitting')).toBeInTheDocument();
    expect(screen.queryByText(/<svg>/)).not.toBeInTheDocument();
  });
});
