import type { NormalizedSidebarGroup, SidebarData, SidebarItem as SidebarItemType } from '@rspress/core';
import { useSidebarDynamic } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper, Tag, renderInlineMarkdown } from '@rspress/core/theme-original';
// The default sidebar's pieces that theme-original does not export.
import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { SidebarGroup as LinkedSidebarGroup } from '@rspress/core/dist/theme/components/Sidebar/SidebarGroup.js';
import { SidebarItem } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
import { isSidebarDivider, isSidebarGroup, isSidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/utils.js';
import { useId, type Dispatch, type SetStateAction } from 'react';
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

/**
 * A sidebar group without a page of its own. The default theme renders its title as a clickable
 * `div` that the keyboard cannot reach; here it is a button with `aria-expanded`, and a collapsed
 * group's pages leave the tab order (`inert`). Groups that link to a page keep the default one.
 */
export function SidebarGroup(props: { item: NormalizedSidebarGroup; depth: number; id: string; setSidebarData: SetSidebarData; className?: string }) {
  const { item, depth, id, setSidebarData, className } = props;
  const contentId = useId();
  if (item.link) return <LinkedSidebarGroup {...props} />;
  const { collapsed = false, collapsible = true } = item;
  const title = (
    <span className="rp-sidebar-item__left">
      {item.icon && <SvgWrapper icon={item.icon} className="rp-sidebar-item__icon" />}
      <span className="rp-doc" {...renderInlineMarkdown(item.text)} />
    </span>
  );
  const right = (
    <span className="rp-sidebar-item__right">
      <Tag tag={item.tag} />
      {collapsible && (
        <span className="repack-sidebar-group__chevron" data-collapsed={collapsed} aria-hidden="true">
          <SvgWrapper icon={IconArrowRight} />
        </span>
      )}
    </span>
  );
  const headerProps = {
    className: ['rp-sidebar-item', 'rp-sidebar-group', 'repack-sidebar-group', className].filter(Boolean).join(' '),
    style: { paddingLeft: padding(depth) },
    'data-depth': depth,
    ...(item.context ? { 'data-context': item.context } : {}),
  };
  return (
    <>
      {collapsible ? (
        <button
          type="button"
          {...headerProps}
          aria-expanded={!collapsed}
          aria-controls={contentId}
          onClick={() => setSidebarData((data) => toggleGroup(data, id))}
        >
          {title}
          {right}
        </button>
      ) : (
        <div {...headerProps}>
          {title}
          {right}
        </div>
      )}
      <div
        id={contentId}
        className="repack-sidebar-group__items"
        data-collapsed={collapsed}
        style={{ display: 'grid', gridTemplateRows: collapsed ? '0fr' : '1fr', transition: 'grid-template-rows 0.2s ease-out' }}
        inert={collapsed}
      >
        <div style={{ overflow: 'hidden' }}>
          {item.items.map((child, index) => (
            <SidebarListItem key={`${id}-${index}`} item={child} id={`${id}-${index}`} depth={depth + 1} setSidebarData={setSidebarData} />
          ))}
        </div>
      </div>
    </>
  );
}

function SidebarListItem({ item, id, depth, setSidebarData }: { item: Item; id: string; depth: number; setSidebarData: SetSidebarData }) {
  const nested = depth > 0 ? 'rp-sidebar-item--group-item' : undefined;
  if (isSidebarDivider(item)) return <SidebarDivider depth={depth} dividerType={item.dividerType} />;
  if (isSidebarSectionHeader(item)) return <SidebarSectionHeader icon={item.icon} sectionHeaderText={item.sectionHeaderText} tag={item.tag} />;
  if (isSidebarGroup(item)) {
    return <SidebarGroup id={id} item={item as NormalizedSidebarGroup} depth={depth} setSidebarData={setSidebarData} className={nested} />;
  }
  return <SidebarItem item={item as SidebarItemType} depth={depth} className={nested} />;
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

/** The default sidebar, in a named navigation landmark, with keyboard-operable groups (see `SidebarGroup`). */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return (
    <nav aria-label="Sidebar">
      <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />
    </nav>
  );
}
