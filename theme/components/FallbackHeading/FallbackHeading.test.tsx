// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FallbackHeading } from './FallbackHeading';

vi.mock('@rspress/core/theme-original', () => ({
  getCustomMDXComponent: () => ({
    h1: (props: object) => <h1 {...props} />,
    h2: (props: object) => <h2 {...props} />,
    a: (props: object) => <a {...props} />,
  }),
  renderInlineMarkdown: (text: string) => ({ children: text }),
}));

describe('FallbackHeading', () => {
  it('renders the heading with an id and a permalink that is hidden and out of the tab order', () => {
    render(<FallbackHeading level={2} title="Code Splitting" />);
    const heading = screen.getByRole('heading', { level: 2, name: 'Code Splitting' });
    expect(heading).toHaveAttribute('id', 'code-splitting');
    const permalink = heading.querySelector('a.rp-header-anchor')!;
    expect(permalink).toHaveAttribute('href', '#code-splitting');
    expect(permalink).toHaveAttribute('aria-hidden', 'true');
    expect(permalink).toHaveAttribute('tabindex', '-1');
  });

  it('gives a title beyond Latin text the id of Rspress’s slugger, once that has loaded', async () => {
    await act(async () => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <FallbackHeading level={2} title="Ωμέγα: モジュール ½" />
        </Suspense>,
      );
    });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveAttribute('id', 'ωμέγα-モジュール-');
  });

  it('renders nothing for an empty title', () => {
    const { container } = render(<FallbackHeading level={1} title="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
