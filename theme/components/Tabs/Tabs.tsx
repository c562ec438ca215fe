import type { TabsProps } from '@rspress/core/theme-original';
import { Children, forwardRef, isValidElement, useEffect, useMemo, useState, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { resolveTabIndex } from '../../logic/tabIndex';
import { STORAGE_SYNC_EVENT, tabGroupStorageKey, TABS_CONTENT_CLASS, TABS_CONTENT_ITEM_ACTIVE_CLASS, TABS_CONTENT_ITEM_CLASS, TABS_CONTENT_ITEM_HIDDEN_CLASS, TABS_LABEL_CLASS, TABS_LABEL_ITEM_CLASS, TABS_LABEL_ITEM_NOT_SELECTED_CLASS, TABS_LABEL_ITEM_SELECTED_CLASS, TABS_LABEL_NO_SCROLLBAR_CLASS, TABS_ROOT_CLASS } from '../../rspress-internals/tabs';
import '../../rspress-internals/styles/tabs';
import './Tabs.css';

export type { TabsProps };

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The selection of a `groupId` group, kept in localStorage under Rspress's key for the group and
 * shared by all tabs of the group (on this page and, through `storage` events, other windows).
 * Read after mount only, so that the prerendered HTML and hydration agree.
 */
function useGroupSelection(groupId: string | undefined): [string | null, (index: number) => void] {
  const key = groupId ? tabGroupStorageKey(groupId) : undefined;
  const [stored, setStored] = useState<string | null>(null);

  useEffect(() => {
    if (!key) return;
    setStored(readStorage(key));
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) setStored(event.newValue);
    };
    const onSync = (event: Event) => {
      const detail = (event as CustomEvent<{ key: string; newValue: unknown }>).detail;
      if (detail?.key === key) setStored(detail.newValue == null ? null : String(detail.newValue));
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(STORAGE_SYNC_EVENT, onSync);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(STORAGE_SYNC_EVENT, onSync);
    };
  }, [key]);

  const select = (index: number) => {
    if (!key) return;
    const value = String(index);
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the choice still applies on this page.
    }
    setStored(value);
    window.dispatchEvent(new CustomEvent(STORAGE_SYNC_EVENT, { detail: { key, newValue: value } }));
  };
  return [stored, select];
}

interface TabValue {
  label: ReactNode;
  value?: string;
  disabled?: boolean;
  content: ReactNode;
}

function tabValues(children: ReactElement<{ label?: ReactNode; value?: string; disabled?: boolean }>[], values: TabsProps['values']): TabValue[] {
  if (values?.length) {
    return values.map((item, index) => ({ ...item, content: children.find((child) => child.props?.value === item.value) ?? children[index] }));
  }
  return children.map((child, index) => ({
    label: child.props?.label ?? index,
    value: child.props?.value,
    disabled: child.props?.disabled,
    content: child,
  }));
}

/**
 * Tabs, replacing the default theme's: the same markup and props, with a stored group
 * choice that is validated (a value that names no tab, like `"npm"` or `"7"` for three
 * tabs, falls back to the default tab instead of showing none), and keyboard support.
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    children: rawChildren,
    groupId,
    tabPosition = 'left',
    className,
    labelItemClassName,
    contentItemClassName,
    keepDOM = true,
  } = props;
  const children = Children.toArray(rawChildren).filter(isValidElement) as ReactElement<{ label?: ReactNode; value?: string; disabled?: boolean }>[];
  const tabs = useMemo(() => tabValues(children, values), [children, values]);
  const byValue = defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initialIndex = byValue === -1 ? (defaultIndex ?? 0) : byValue;
  const [localIndex, setLocalIndex] = useState(initialIndex);
  const [stored, storeIndex] = useGroupSelection(groupId);
  const current = groupId ? resolveTabIndex(stored, tabs.length, initialIndex) : resolveTabIndex(String(localIndex), tabs.length, initialIndex);

  if (import.meta.env.SSG_MD) {
    return (
      <>
        {tabs.map(({ label, content }, index) => (
          <div key={index}>
            {`\n**${typeof label === 'string' || typeof label === 'number' ? label : index}**\n\n`}
            {content}
            {'\n'}
          </div>
        ))}
      </>
    );
  }

  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) storeIndex(index);
    else setLocalIndex(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const enabled = tabs.map((tab, index) => (tab.disabled ? -1 : index)).filter((index) => index !== -1);
    if (enabled.length === 0) return;
    let next: number;
    if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    else next = enabled[(enabled.indexOf(current) + step + enabled.length) % enabled.length] ?? enabled[0];
    select(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-index="${next}"]`)?.focus();
  };

  return (
    <div className={[TABS_ROOT_CLASS, className].filter(Boolean).join(' ')} ref={ref}>
      {tabs.length > 0 && (
        <div
          className={`${TABS_LABEL_CLASS} ${TABS_LABEL_NO_SCROLLBAR_CLASS}`}
          role="tablist"
          style={{ justifyContent: tabPosition === 'center' ? 'center' : 'flex-start' }}
          onKeyDown={onKeyDown}
        >
          {tabs.map(({ label, value, disabled }, index) => {
            const active = index === current;
            return (
              <button
                key={value ?? index}
                type="button"
                role="tab"
                aria-selected={active}
                aria-disabled={disabled || undefined}
                tabIndex={active ? 0 : -1}
                data-index={index}
                className={[
                  TABS_LABEL_ITEM_CLASS,
                  active ? TABS_LABEL_ITEM_SELECTED_CLASS : TABS_LABEL_ITEM_NOT_SELECTED_CLASS,
                  labelItemClassName,
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => select(index)}
              >
                {label}
              </button>
            );
          })}
        </div>
      )}
      <div className={TABS_CONTENT_CLASS}>
        {tabs.map(({ value, content }, index) => {
          const active = index === current;
          if (!keepDOM && !active) return null;
          return (
            <div
              key={value ?? index}
              role="tabpanel"
              aria-hidden={!active}
              data-index={index}
              className={[
                TABS_CONTENT_ITEM_CLASS,
                active ? TABS_CONTENT_ITEM_ACTIVE_CLASS : TABS_CONTENT_ITEM_HIDDEN_CLASS,
                contentItemClassName,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
});
