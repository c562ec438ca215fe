// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { forwardRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toc } from './Toc';

vi.mock('@rspress/core/theme-original', () => ({
  Link: forwardRef<HTMLAnchorElement, React.AnchorHTMLAttributes<HTMLAnchorElement>>((props, ref) => <a ref={ref} {...props} />),
  renderInlineMarkdown: (text: string) => ({ dangerouslySetInnerHTML: { __html: text.replace(/`([^`]+)`/g, '<code>$1</code>') } }),
  useDynamicToc: () => [
    { id: 'install', text: 'Install', depth: 2 },
    { id: 'with-npm', text: 'With `npm`', depth: 3 },
    { id: 'usage', text: 'Usage', depth: 2 },
  ],
}));

vi.mock('../../logic/useActiveAnchor', () => ({ useActiveAnchor: () => ({ activeAnchorId: 'with-npm' }) }));

describe('Toc', () => {
  it('links every heading, marks the active one and gives the level as data, without titles or inline styles', () => {
    render(<Toc />);
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#install', '#with-npm', '#usage']);
    expect(links.map((link) => link.dataset.depth)).toEqual(['0', '1', '0']);
    expect(screen.getByRole('link', { name: 'With npm' })).toHaveClass('rp-toc-item', 'rp-toc-item--active');
    expect(screen.getByRole('link', { name: 'Install' })).not.toHaveClass('rp-toc-item--active');
    expect(screen.getByRole('link', { name: 'With npm' }).querySelector('code')).toHaveTextContent('npm');
    for (const link of links) {
      expect(link).not.toHaveAttribute('title');
      expect(link).not.toHaveAttribute('style');
    }
  });
});
