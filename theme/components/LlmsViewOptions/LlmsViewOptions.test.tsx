// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LlmsViewOptions, TRIGGER_LABEL } from './LlmsViewOptions';

const runtime = vi.hoisted(() => ({ llmsUI: undefined as unknown, copied: [] as string[] }));

vi.mock('@rspress/core/runtime', () => ({
  useSite: () => ({ site: { themeConfig: { llmsUI: runtime.llmsUI } } }),
  useI18n: () => (key: string, params?: Record<string, string>) =>
    key === 'openInText' ? `Open in ${params?.name}` : key === 'copyMarkdownLinkText' ? 'Copy Markdown link' : key,
}));

vi.mock('@rspress/core/theme-original', () => ({
  copyToClipboard: async (text: string) => runtime.copied.push(text) > 0,
  IconAnthropic: 'svg',
  IconDown: 'svg',
  IconExternalLink: 'svg',
  IconLink: 'svg',
  IconOpenAI: 'svg',
  SvgWrapper: () => <svg />,
  useMdUrl: () => ({ pathname: '/docs/about.md' }),
}));


describe('LlmsViewOptions', () => {
  beforeEach(() => {
    runtime.llmsUI = undefined;
    runtime.copied = [];
  });

  it('is a named disclosure button whose menu opens, lists links and a copy button, and closes on Escape', () => {
    render(<LlmsViewOptions />);
    const button = screen.getByRole('button', { name: TRIGGER_LABEL });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();

    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const chatgpt = screen.getByRole('link', { name: 'Open in ChatGPT' });
    expect(chatgpt.getAttribute('href')).toContain(encodeURIComponent('/docs/about.md'));
    expect(screen.getByRole('link', { name: 'Open in Claude' })).toHaveAttribute('target', '_blank');
    expect(button).not.toContainElement(chatgpt);

    fireEvent.keyDown(chatgpt, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('copies the Markdown link with a real button', () => {
    render(<LlmsViewOptions />);
    fireEvent.click(screen.getByRole('button', { name: TRIGGER_LABEL }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Markdown link' }));
    expect(runtime.copied).toEqual([`${window.location.origin}/docs/about.md`]);
    expect(screen.getByRole('button', { name: TRIGGER_LABEL })).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows llmsUI.viewOptions', () => {
    runtime.llmsUI = { viewOptions: ['claude'] };
    render(<LlmsViewOptions />);
    fireEvent.click(screen.getByRole('button', { name: TRIGGER_LABEL }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Open in Claude']);
  });

  it('renders nothing when the view options are off', () => {
    runtime.llmsUI = { viewOptions: false };
    const { container } = render(<LlmsViewOptions />);
    expect(container).toBeEmptyDOMElement();
  });
});
