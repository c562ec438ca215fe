// @vitest-environment jsdom
import type { SidebarData } from '@rspress/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SidebarList, toggleGroup } from './Sidebar';

vi.mock('@rspress/core/runtime', () => ({ useSidebar: () => [], useActiveMatcher: () => () => false }));
// Labels as the default theme renders them: HTML (such as <wbr/>) as HTML.
const html = vi.hoisted(() => (text: string) => ({ dangerouslySetInnerHTML: { __html: text } }));
vi.mock('@rspress/core/theme-original', () => ({
  IconArrowRight: 'svg',
  SvgWrapper: () => <svg />,
  Tag: () => null,
  renderInlineMarkdown: html,
  parseInlineMarkdownText: (text: string) => text,
}));
// The default sidebar's pieces (rendered for real in theme/rspress-internals/contracts.test.tsx).
vi.mock('../../rspress-internals/sidebar', () => ({
  SidebarItem: ({ item }: { item: { text: string; link: string } }) => <a href={item.link} {...html(item.text)} />,
  SidebarDivider: () => <hr />,
  SidebarSectionHeader: ({ sectionHeaderText }: { sectionHeaderText: string }) => <p>{sectionHeaderText}</p>,
  isSidebarDivider: (item: object) => 'dividerType' in item,
  isSidebarSectionHeader: (item: object) => 'sectionHeaderText' in item,
  isSidebarGroup: (item: object) => 'items' in item && Array.isArray((item as { items: unknown }).items),
}));

const data = (): SidebarData => [
  { text: 'About', link: '/docs/about' },
  {
    text: 'Code Splitting',
    collapsible: true,
    collapsed: false,
    items: [
      { text: 'Concept', link: '/docs/code-splitting/concept' },
      { text: 'Deeper', collapsible: true, collapsed: true, items: [{ text: 'Usage', link: '/docs/code-splitting/usage' }] },
    ],
  },
  { text: 'Fixed', collapsible: false, collapsed: false, items: [{ text: 'Always', link: '/docs/always' }] },
  { text: 'With page', link: '/docs/group', collapsed: false, items: [] },
];

function Harness() {
  const [sidebarData, setSidebarData] = useState(data);
  return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
}

describe('Sidebar', () => {
  it('renders a collapsible group title as a button that toggles aria-expanded and the items', () => {
    render(<Harness />);
    const group = screen.getByRole('button', { name: 'Code Splitting' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    const items = document.getElementById(group.getAttribute('aria-controls')!)!;
    expect(items).not.toHaveAttribute('inert');
    expect(items).toContainElement(screen.getByRole('link', { name: 'Concept' }));

    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(items).toHaveAttribute('inert');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'true');
  });

  it('keeps nested groups collapsible and starts them as configured', () => {
    render(<Harness />);
    const nested = screen.getByRole('button', { name: 'Deeper' });
    expect(nested).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(nested);
    expect(nested).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Code Splitting' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('renders a non-collapsible group title as plain text', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Fixed' })).toBeNull();
    expect(screen.getByText('Fixed')).toBeInTheDocument();
  });

  it('renders a group with its own page as a button that opens and closes it, its page first inside, nested groups included', () => {
    function Linked() {
      const [sidebarData, setSidebarData] = useState<SidebarData>(() => [
        {
          text: '@callstack/repack',
          link: '/api/repack/',
          collapsible: true,
          collapsed: false,
          items: [{ text: 'Classes', collapsible: true, collapsed: false, items: [{ text: 'plugins.OutputPlugin', link: '/api/repack/classes/plugins.OutputPlugin' }] }],
        },
      ]);
      return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
    }
    render(<Linked />);
    const group = screen.getByRole('button', { name: '@callstack/repack' });
    const items = document.getElementById(group.getAttribute('aria-controls')!)!;
    const overview = screen.getByRole('link', { name: 'Overview' });
    expect(overview).toHaveAttribute('href', '/api/repack/');
    expect(items.querySelector('a')).toBe(overview);
    const classes = screen.getByRole('button', { name: 'Classes' });
    expect(items).toContainElement(classes);
    // the qualified name may wrap after its dot, and its text stays the name (browsers give <wbr> no text)
    const page = document.querySelector('a[href="/api/repack/classes/plugins.OutputPlugin"]')!;
    expect(page.innerHTML).toBe('plugins.<wbr>OutputPlugin');
    expect(page.textContent).toBe('plugins.OutputPlugin');

    fireEvent.click(classes);
    expect(classes).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(classes.getAttribute('aria-controls')!)).toHaveAttribute('inert');
    fireEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(items).toHaveAttribute('inert');
  });

  it('toggleGroup flips the group at a nested id', () => {
    const toggled = toggleGroup(data(), '1-1');
    expect((toggled[1] as { items: { collapsed?: boolean }[] }).items[1].collapsed).toBe(false);
  });
});
