// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageFeedback } from './PageFeedback';

const runtime = vi.hoisted(() => ({
  themeConfig: {} as Record<string, unknown>,
  page: { title: 'Glossary', version: '2.x' },
}));
vi.mock('@rspress/core/runtime', () => ({
  useSite: () => ({ site: { siteOrigin: 'https://re-pack.dev', themeConfig: runtime.themeConfig } }),
  usePage: () => ({ page: runtime.page }),
  useLocation: () => ({ pathname: '/2.x/docs/code-splitting/glossary' }),
}));

describe('PageFeedback', () => {
  beforeEach(() => {
    runtime.themeConfig = { pageFeedback: { repository: 'https://github.com/callstack/repack-website' } };
  });

  it('renders nothing when the site does not configure it', () => {
    runtime.themeConfig = {};
    const { container } = render(<PageFeedback />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks the question with Yes and No; No links to a filled-in issue in a new tab', () => {
    render(<PageFeedback />);
    const group = screen.getByRole('group', { name: 'Was this page helpful?' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'Yes' }));
    const no = screen.getByRole('link', { name: 'No' });
    expect(no).toHaveAttribute('target', '_blank');
    expect(no).toHaveAccessibleDescription('Opens a GitHub issue about this page in a new tab');
    const issue = new URL(no.getAttribute('href')!);
    expect(issue.searchParams.get('title')).toBe('Docs feedback: Glossary (2.x)');
    expect(issue.searchParams.get('body')).toContain('Page: https://re-pack.dev/2.x/docs/code-splitting/glossary\n');
  });

  it('thanks the reader in a live region, whatever the answer', () => {
    render(<PageFeedback />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(status).toHaveTextContent('Thanks for letting us know!');
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(screen.getByRole('link', { name: 'No' }));
    expect(status).toHaveTextContent('GitHub issue that opened in a new tab');
  });
});
