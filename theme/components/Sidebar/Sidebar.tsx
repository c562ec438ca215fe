import type { NormalizedSidebarGroup, SidebarData, SidebarItem as SidebarItemType } from '@rspress/core';
import { IconArrowRight, SvgWrapper, Tag, renderInlineMarkdown } from '@rspress/core/theme-original';
import { memo, useId, type Dispatch, type SetStateAction } from 'react';
import { withNameBreaks } from '../../logic/nameBreaks';
import { useSidebarState } from '../../logic/useSidebarState';
import { CONTENT_DOC_CLASS, SIDEBAR_GROUP_CLASS, SIDEBAR_GROUP_ITEM_CLASS, SIDEBAR_ICON_CLASS, SIDEBAR_ITEM_CLASS, SIDEBAR_LEFT_CLASS, SIDEBAR_RIGHT_CLASS } from '../../rspress-internals';
import { isSidebarDivider, isSidebarGroup, isSidebarSectionHeader, SidebarDivider, SidebarItem, SidebarSectionHeader } from '../../rspress-internals/sidebar';
import './Sidebar.css';

type SetSidebarData = Dispatch<SetStateAction<SidebarData>>;
type Item = SidebarData[number];

/** Flips `collapsed` on the group at `id` ("2-0": the first child of the third item). */
export function toggleGroup(sidebarData: SidebarData, id: string): SidebarData {
  const next = [...sidebarData];
  const [first, ...rest] = id.split('-').map(Number);
  let current = next[first] as SidebarItemType | NormalizedSidebarGroup;
  for (const index of rest) current = (current as NormalizedSidebarGroup).items[index] as NormalizedSidebarGroup;
  if ('items' in current) current.collapsed = !current.collapsed;
  return next;
}

const padding = (depth: number) => (depth === 0 ? '12px' : `calc(12px * ${depth} + 12px)`);

interface GroupProps {
  item: NormalizedSidebarGroup;
  depth: number;
  id: string;
  setSidebarData: SetSidebarData;
  className?: string;
}

/**
 * A sidebar group. The default theme renders its title as a clickable `div` the keyboard cannot
 * reach, and the groups nested in a group with a page of its own (an API package) the same way.
 * Here the title is a button with `aria-expanded`; a group's own page is its first item, named
 * "Overview". A collapsed group's items leave the tab order (`inert`); nested groups are these
 * components again.
 */
export function SidebarGroup({ item, depth, id, setSidebarData, className }: GroupProps) {
  const contentId = useId();
  const { collapsed = false, collapsible = true, link } = item;
  const Header = collapsible ? 'button' : 'div';
  // The group's page, as its first item (ids of the other items stay those of `item.items`).
  const overview = link && <SidebarItem item={{ text: 'Overview', link }} depth={depth + 1} className={SIDEBAR_GROUP_ITEM_CLASS} />;
  return (
    <>
      <Header
        {...(collapsible ? { type: 'button', 'aria-expanded': !collapsed, 'aria-controls': contentId, onClick: () => setSidebarData((data) => toggleGroup(data, id)) } : {})}
        className={[SIDEBAR_ITEM_CLASS, SIDEBAR_GROUP_CLASS, 'repack-sidebar-group', className].filter(Boolean).join(' ')}
        style={{ paddingLeft: padding(depth) }}
        data-depth={depth}
        {...(item.context ? { 'data-context': item.context } : {})}
      >
        <span className={SIDEBAR_LEFT_CLASS}>
          {item.icon && <SvgWrapper icon={item.icon} className={SIDEBAR_ICON_CLASS} />}
          <span className={CONTENT_DOC_CLASS} {...renderInlineMarkdown(withNameBreaks(item.text))} />
        </span>
        <span className={SIDEBAR_RIGHT_CLASS}>
          <Tag tag={item.tag} />
          {collapsible && (
            <span className="repack-sidebar-group__chevron" data-collapsed={collapsed} aria-hidden="true">
              <SvgWrapper icon={IconArrowRight} />
            </span>
          )}
        </span>
      </Header>
      <div
        id={contentId}
        className="repack-sidebar-group__items"
        data-collapsed={collapsed}
        style={{ display: 'grid', gridTemplateRows: collapsed ? '0fr' : '1fr', transition: 'grid-template-rows 0.2s ease-out' }}
        inert={collapsed}
      >
        <div style={{ overflow: 'hidden' }}>
          {overview}
          {item.items.map((child, index) => (
            <SidebarListItem key={`${id}-${index}`} item={child} id={`${id}-${index}`} depth={depth + 1} setSidebarData={setSidebarData} />
          ))}
        </div>
      </div>
    </>
  );
}

function SidebarListItem({ item, id, depth, setSidebarData }: { item: Item; id: string; depth: number; setSidebarData: SetSidebarData }) {
  const nested = depth > 0 ? SIDEBAR_GROUP_ITEM_CLASS : undefined;
  if (isSidebarDivider(item)) return <SidebarDivider depth={depth} dividerType={item.dividerType} />;
  if (isSidebarSectionHeader(item)) return <SidebarSectionHeader icon={item.icon} sectionHeaderText={item.sectionHeaderText} tag={item.tag} />;
  if (isSidebarGroup(item)) {
    return <SidebarGroup id={id} item={item as NormalizedSidebarGroup} depth={depth} setSidebarData={setSidebarData} className={nested} />;
  }
  const page = item as SidebarItemType;
  return <SidebarItem item={{ ...page, text: withNameBreaks(page.text) }} depth={depth} className={nested} />;
}

export function SidebarList({ sidebarData, setSidebarData }: { sidebarData: SidebarData; setSidebarData: SetSidebarData }) {
  return (
    <>
      {sidebarData.map((item, index) => (
        <SidebarListItem key={isSidebarGroup(item) ? `${item.text}-${index}` : index} item={item} id={String(index)} depth={0} setSidebarData={setSidebarData} />
      ))}
    </>
  );
}

/**
 * The default sidebar, in a named navigation landmark, with keyboard-operable groups (see
 * `SidebarGroup`). Memoised: it takes no props, and the doc layout renders again on mount
 * (its table-of-contents ref is state), which rendered every sidebar item again.
 */
export const Sidebar = memo(function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarState();
  return (
    <nav aria-label="Sidebar">
      <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />
    </nav>
  );
});
