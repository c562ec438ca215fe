// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditLink } from './EditLink';

const pageData = vi.hoisted(() => ({ page: { frontmatter: {} as Record<string, unknown> } }));
vi.mock('@rspress/core/runtime', () => ({ usePageData: () => pageData }));
vi.mock('@rspress/core/theme-original', () => ({
  EditLink: ({ isOutline }: { isOutline?: boolean }) => <a href="https://example.com/edit">{isOutline ? 'Edit (outline)' : 'Edit'}</a>,
}));

describe('EditLink', () => {
  beforeEach(() => {
    pageData.page.frontmatter = {};
  });

  it('renders the default edit link, passing its props through', () => {
    render(<EditLink isOutline />);
    expect(screen.getByRole('link', { name: 'Edit (outline)' })).toHaveAttribute('href', 'https://example.com/edit');
  });

  it('renders nothing on a page whose frontmatter turns the edit link off', () => {
    pageData.page.frontmatter = { editLink: false };
    const { container } = render(<EditLink />);
    expect(container).toBeEmptyDOMElement();
  });
});
