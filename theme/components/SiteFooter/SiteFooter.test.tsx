// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from './SiteFooter';

const runtime = vi.hoisted(() => ({ footer: undefined as { message?: string } | undefined }));

vi.mock('@rspress/core/runtime', () => ({
  useSite: () => ({
    site: {
      themeConfig: {
        footer: runtime.footer,
        socialLinks: [
          { icon: 'github', mode: 'link', content: 'https://github.com/callstack/repack' },
          { icon: 'X', mode: 'link', content: 'https://x.com/repack_rn' },
          { icon: 'discord', mode: 'link', content: 'https://discord.gg/TWDBep3nXV' },
        ],
      },
    },
  }),
}));

vi.mock('@rspress/core/theme-original', () => ({
  renderHtmlOrText: (text: string) => ({ children: text }),
}));

vi.mock('../../rspress-internals/generated', () => ({ socialIcons: {} }));

describe('SiteFooter', () => {
  beforeEach(() => {
    runtime.footer = { message: 'Copyright © 2024 Callstack Open Source' };
  });

  it('is the page footer with the copyright line and the social links', () => {
    render(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Copyright © 2024 Callstack Open Source')).toBeInTheDocument();
    expect(within(footer).getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual(['GitHub', 'X', 'Discord']);
  });

  it('still shows the social links without a message', () => {
    runtime.footer = undefined;
    render(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent('Copyright');
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
