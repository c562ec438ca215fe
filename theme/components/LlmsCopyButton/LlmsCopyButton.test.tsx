// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LlmsCopyButton } from './LlmsCopyButton';

const runtime = vi.hoisted(() => ({ pathname: '/docs/about.md' as string | undefined, copied: [] as string[], fetched: [] as string[] }));

vi.mock('@rspress/core/runtime', () => ({ useI18n: () => (key: string) => (key === 'copyMarkdownText' ? 'Copy Markdown' : key) }));
vi.mock('@rspress/core/theme-original', () => ({
  copyToClipboard: async (text: string) => runtime.copied.push(text) > 0,
  IconCopy: 'svg',
  IconSuccess: 'svg',
  SvgWrapper: ({ className }: { className?: string }) => <svg className={className} />,
  useMdUrl: () => ({ pathname: runtime.pathname }),
}));

describe('LlmsCopyButton', () => {
  beforeEach(() => {
    runtime.pathname = '/docs/about.md';
    runtime.copied = [];
    runtime.fetched = [];
    vi.stubGlobal('fetch', async (url: string) => {
      runtime.fetched.push(url);
      return { text: async () => `# Markdown of ${url}` };
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a button holding only phrasing content, that copies the page as Markdown and shows it copied', async () => {
    render(<LlmsCopyButton />);
    const button = screen.getByRole('button', { name: 'Copy Markdown' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button.querySelector('div')).toBeNull();
    await act(async () => fireEvent.click(button));
    expect(runtime.copied).toEqual(['# Markdown of /docs/about.md']);
    expect(button.className).toContain('rp-llms-copy-button--success');
    await act(async () => fireEvent.click(button));
    expect(runtime.fetched, 'the Markdown is fetched once per page').toEqual(['/docs/about.md']);
  });

  it('renders nothing for a page without a Markdown version', () => {
    runtime.pathname = undefined;
    const { container } = render(<LlmsCopyButton />);
    expect(container).toBeEmptyDOMElement();
  });
});
