// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providePageLayout } from '../../logic/pageLayouts';
import { HomeLayout, Overview } from './PageLayouts';

vi.mock('../HomeLayout/HomeLayout', () => ({ HomeLayout: () => <main>home layout in place</main> }));
vi.mock('../Overview/Overview', () => ({ Overview: () => <div>overview in place</div> }));

describe('PageLayouts', () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders the layout the page's chunk provided, with its props", () => {
    providePageLayout('HomeLayout', ({ beforeHero }: { beforeHero?: React.ReactNode }) => <main>provided home {beforeHero}</main>);
    render(<HomeLayout beforeHero={<span>announcement</span>} />);
    expect(screen.getByRole('main')).toHaveTextContent('provided home announcement');
    expect(screen.queryByText('home layout in place')).not.toBeInTheDocument();
  });

  it('reports a page that renders a layout its chunk did not provide, and renders nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<Overview />);
    expect(container).toBeEmptyDOMElement();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('Overview layout'));
  });
});
