// @vitest-environment jsdom
import type { SidebarData } from '@rspress/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SidebarList, toggleGroup } from './Sidebar';

vi.mock('@rspress/core/runtime', () => ({ useSidebarDynamic: () => [[], () => {}] }));
vi.mock('@rspress/core/theme-original', () => ({
  IconArrowRight: 'svg',
  SvgWrapper: () => <svg />,
  Tag: () => null,
  renderInlineMarkdown: (text: string) => ({ children: text }),
}));
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarItem.js', () => ({
  SidebarItem: ({ item }: { item: { text: string; link: string } }) => <a href={item.link}>{item.text}</a>,
}));
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarGroup.js', () => ({
  SidebarGroup: ({ item }: { item: { text: string } }) => <a href="#linked">{`linked group ${item.text}`}</a>,
}));
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js', () => ({ SidebarDivider: () => <hr /> }));
vi.mock('@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js', () => ({
  SidebarSectionHeader: ({ sectionHeaderText }: { sectionHeaderText: string }) => <p>{sectionHeaderText}</p>,
}));
vi.mock('@rspress/core/dist/theme/components/Sidebar/utils.js', () => ({
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

  it('renders a non-collapsible group title as plain text and a group with its own page with the default component', () => {
    render(<Harness />);
    expect(screen.queryByRole('button', { name: 'Fixed' })).toBeNull();
    expect(screen.getByText('Fixed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'linked group With page' })).toBeInTheDocument();
  });

  it('toggleGroup flips the group at a nested id', () => {
    const toggled = toggleGroup(data(), '1-1');
    expect((toggled[1] as { items: { collapsed?: boolean }[] }).items[1].collapsed).toBe(false);
  });
});
