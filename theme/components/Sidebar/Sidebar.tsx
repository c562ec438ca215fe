import type { NormalizedSidebarGroup, SidebarData, SidebarItem as SidebarItemType } from '@rspress/core';
import { useActiveMatcher, useSidebarDynamic } from '@rspress/core/runtime';
import { IconArrowRight, SvgWrapper, Tag, parseInlineMarkdownText, renderInlineMarkdown } from '@rspress/core/theme-original';
// The default sidebar's pieces that theme-original does not export.
import { SidebarDivider } from '@rspress/core/dist/theme/components/Sidebar/SidebarDivider.js';
import { SidebarItem, SidebarItemRaw } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';
import { SidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/SidebarSectionHeader.js';
import { isSidebarDivider, isSidebarGroup, isSidebarSectionHeader } from '@rspress/core/dist/theme/components/Sidebar/utils.js';
import { useId, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { withNameBreaks } from '../../logic/nameBreaks';
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

function Chevron({ collapsed }: { collapsed: boolean }) {
  return (
    <span className="repack-sidebar-group__chevron" data-collapsed={collapsed} aria-hidden="true">
      <SvgWrapper icon={IconArrowRight} />
    </span>
  );
}

/** The items of a group; a collapsed group's items leave the tab order (`inert`). */
function GroupItems({ id, contentId, item, depth, setSidebarData }: { id: string; contentId: string; item: NormalizedSidebarGroup; depth: number; setSidebarData: SetSidebarData }) {
  const { collapsed = false } = item;
  return (
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
  );
}

/**
 * A sidebar group with a page of its own (an API package's index): its title is the link to
 * that page, and a separate button beside it opens and closes the group. The default theme
 * renders one clickable row and its nested groups as `div`s the keyboard cannot reach.
 */
function LinkedSidebarGroup({ item, depth, id, setSidebarData, className }: GroupProps & { item: NormalizedSidebarGroup & { link: string } }) {
  const activeMatcher = useActiveMatcher();
  const contentId = useId();
  const { collapsed = false, collapsible = true } = item;
  return (
    <>
      <div className="repack-sidebar-linked-group" data-collapsible={collapsible}>
        <SidebarItemRaw
          active={Boolean(activeMatcher(item.link))}
          link={item.link}
          icon={item.icon}
          tag={item.tag}
          text={withNameBreaks(item.text)}
          context={item.context}
          depth={depth}
          className={['rp-sidebar-group', className].filter(Boolean).join(' ')}
        />
        {collapsible && (
          <button
            type="button"
            className="repack-sidebar-group__toggle"
            aria-expanded={!collapsed}
            aria-controls={contentId}
            aria-label={`${parseInlineMarkdownText(item.text)} pages`}
            onClick={() => setSidebarData((data) => toggleGroup(data, id))}
          >
            <Chevron collapsed={collapsed} />
          </button>
        )}
      </div>
      <GroupItems id={id} contentId={contentId} item={item} depth={depth} setSidebarData={setSidebarData} />
    </>
  );
}

interface GroupProps {
  item: NormalizedSidebarGroup;
  depth: number;
  id: string;
  setSidebarData: SetSidebarData;
  className?: string;
}

/**
 * A sidebar group. Without a page of its own, its title is a button with `aria-expanded`
 * (the default theme renders a clickable `div` the keyboard cannot reach); with one, see
 * `LinkedSidebarGroup`. Either way its nested groups are these components again.
 */
export function SidebarGroup(props: GroupProps) {
  const { item, depth, id, setSidebarData, className } = props;
  const contentId = useId();
  if (item.link) return <LinkedSidebarGroup {...props} item={item as NormalizedSidebarGroup & { link: string }} />;
  const { collapsed = false, collapsible = true } = item;
  const title = (
    <span className="rp-sidebar-item__left">
      {item.icon && <SvgWrapper icon={item.icon} className="rp-sidebar-item__icon" />}
      <span className="rp-doc" {...renderInlineMarkdown(withNameBreaks(item.text))} />
    </span>
  );
  const right: ReactNode = (
    <span className="rp-sidebar-item__right">
      <Tag tag={item.tag} />
      {collapsible && <Chevron collapsed={collapsed} />}
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
      <GroupItems id={id} contentId={contentId} item={item} depth={depth} setSidebarData={setSidebarData} />
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

/** The default sidebar, with keyboard-operable groups (see `SidebarGroup`). */
export function Sidebar() {
  const [sidebarData, setSidebarData] = useSidebarDynamic();
  return <SidebarList sidebarData={sidebarData} setSidebarData={setSidebarData} />;
}
