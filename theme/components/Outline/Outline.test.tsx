// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outline } from './Outline';

const site = vi.hoisted(() => ({ llmsUI: undefined as unknown }));

vi.mock('@rspress/core/runtime', () => ({
  useI18n: () => (key: string) => (key === 'outlineTitle' ? 'Contents' : key),
  useSite: () => ({ site: { themeConfig: { llmsUI: site.llmsUI } } }),
}));
vi.mock('@rspress/core/theme-original', () => ({
  IconScrollToTop: 'svg',
  SvgWrapper: () => <svg />,
  useReadPercent: () => [0, 0],
  LlmsCopyRow: () => <button type="button">Copy Markdown</button>,
  LlmsOpenRow: () => <button type="button">Open in</button>,
  Toc: () => <ul />,
}));
vi.mock('../EditLink/EditLink', () => ({ EditLink: () => null }));
vi.mock('../ReadPercent/ReadPercent', () => ({ ReadPercent: () => null }));

afterEach(() => {
  vi.unstubAllEnvs();
  site.llmsUI = undefined;
});

describe('Outline', () => {
  it('puts the headings in a navigation landmark named by the outline title', () => {
    render(<Outline />);
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
  });

  it("shows the llms.txt copy and open rows, loaded on demand, when llmsUI.placement is 'outline'", async () => {
    vi.stubEnv('ENABLE_LLMS_UI', 'true');
    site.llmsUI = { placement: 'outline' };
    render(<Outline />);
    expect(await screen.findByRole('button', { name: 'Copy Markdown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open in' })).toBeInTheDocument();
  });

  it('leaves them out with the llms.txt actions under the title', async () => {
    vi.stubEnv('ENABLE_LLMS_UI', 'true');
    render(<Outline />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('button', { name: 'Copy Markdown' })).toBeNull();
  });
});
