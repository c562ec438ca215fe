import { useI18n, useSite } from '@rspress/core/runtime';
import {
  copyToClipboard,
  IconAnthropic,
  IconDown,
  IconExternalLink,
  IconLink,
  IconOpenAI,
  SvgWrapper,
  useMdUrl,
} from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { LLMS_VIEW_OPTIONS_ARROW_CLASS, LLMS_VIEW_OPTIONS_ARROW_ROTATED_CLASS, LLMS_VIEW_OPTIONS_BUTTON_CLASS, LLMS_VIEW_OPTIONS_EXTERNAL_ICON_CLASS, LLMS_VIEW_OPTIONS_ITEM_ICON_CLASS, LLMS_VIEW_OPTIONS_MENU_CLASS, LLMS_VIEW_OPTIONS_MENU_ITEM_CLASS, LLMS_VIEW_OPTIONS_TRIGGER_ACTIVE_CLASS, LLMS_VIEW_OPTIONS_TRIGGER_CLASS } from '../../rspress-internals';
import './LlmsViewOptions.css';

type Option = 'markdownLink' | 'chatgpt' | 'claude';
type MenuItem = { title: string; icon: ReactNode; href?: string; onClick?: () => void };

const DEFAULT_OPTIONS: Option[] = ['markdownLink', 'chatgpt', 'claude'];
export const TRIGGER_LABEL = 'More ways to read this page';

/**
 * The "Copy Markdown" dropdown under each page title (Copy Markdown link, Open in ChatGPT/Claude),
 * accessible: the default theme's trigger is an unnamed button with the menu inside it and a
 * copy entry that the keyboard cannot reach. Here the trigger is a named disclosure button
 * (`aria-expanded`), the menu a list of real links and buttons beside it; Escape or moving focus
 * away closes it. Same classes as the default, so it looks the same.
 */
export function LlmsViewOptions({ options: propsOptions }: { options?: Option[] }) {
  const { site } = useSite();
  const t = useI18n();
  const { pathname } = useMdUrl();
  const llmsUI = site?.themeConfig?.llmsUI;
  const configured = typeof llmsUI === 'object' ? llmsUI?.viewOptions : propsOptions;
  const options = configured === false ? [] : (configured ?? DEFAULT_OPTIONS);
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  if (options.length === 0) return null;

  // Built only while open (in the browser): the links carry the page's absolute Markdown URL.
  const menuItems = (): MenuItem[] => {
    const markdownUrl = new URL(pathname, window.location.origin).toString();
    const q = `Read ${markdownUrl}, I want to ask questions about it.`;
    const builtin: Record<Option, MenuItem> = {
      markdownLink: {
        title: t('copyMarkdownLinkText'),
        icon: <SvgWrapper icon={IconLink} />,
        onClick: () => copyToClipboard(markdownUrl),
      },
      chatgpt: {
        title: t('openInText', { name: 'ChatGPT' }),
        icon: <SvgWrapper icon={IconOpenAI} />,
        href: `https://chatgpt.com/?${new URLSearchParams({ hints: 'search', q })}`,
      },
      claude: {
        title: t('openInText', { name: 'Claude' }),
        icon: <SvgWrapper icon={IconAnthropic} />,
        href: `https://claude.ai/new?${new URLSearchParams({ q })}`,
      },
    };
    return options.map((option) => builtin[option]).filter(Boolean);
  };

  return (
    <div
      ref={rootRef}
      className="repack-llms-view-options"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${LLMS_VIEW_OPTIONS_BUTTON_CLASS} ${LLMS_VIEW_OPTIONS_TRIGGER_CLASS} ${open ? LLMS_VIEW_OPTIONS_TRIGGER_ACTIVE_CLASS : ''}`}
        aria-label={TRIGGER_LABEL}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <SvgWrapper
          icon={IconDown}
          aria-hidden="true"
          className={`${LLMS_VIEW_OPTIONS_ARROW_CLASS} ${open ? LLMS_VIEW_OPTIONS_ARROW_ROTATED_CLASS : ''}`}
        />
      </button>
      <ul id={menuId} className={`${LLMS_VIEW_OPTIONS_MENU_CLASS} repack-llms-view-options__menu`} hidden={!open}>
        {open &&
          menuItems().map((item) => (
            <li key={item.title}>
              {item.href ? (
                <a className={LLMS_VIEW_OPTIONS_MENU_ITEM_CLASS} href={item.href} target="_blank" rel="noopener noreferrer" onClick={() => setOpen(false)}>
                  <span className={LLMS_VIEW_OPTIONS_ITEM_ICON_CLASS} aria-hidden="true">
                    {item.icon}
                  </span>
                  <span>{item.title}</span>
                  <span className={LLMS_VIEW_OPTIONS_EXTERNAL_ICON_CLASS} aria-hidden="true">
                    <SvgWrapper icon={IconExternalLink} />
                  </span>
                </a>
              ) : (
                <button
                  type="button"
                  className={LLMS_VIEW_OPTIONS_MENU_ITEM_CLASS}
                  onClick={() => {
                    item.onClick?.();
                    setOpen(false);
                    buttonRef.current?.focus();
                  }}
                >
                  <span className={LLMS_VIEW_OPTIONS_ITEM_ICON_CLASS} aria-hidden="true">
                    {item.icon}
                  </span>
                  <span>{item.title}</span>
                </button>
              )}
            </li>
          ))}
      </ul>
    </div>
  );
}
