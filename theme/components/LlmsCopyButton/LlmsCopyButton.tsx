import { useI18n } from '@rspress/core/runtime';
import { copyToClipboard, IconCopy, IconSuccess, SvgWrapper, useMdUrl } from '@rspress/core/theme-original';
import { useEffect, useRef, useState } from 'react';
import {
  CONTENT_NOT_DOC_CLASS,
  LLMS_COPY_BUTTON_CLASS,
  LLMS_COPY_BUTTON_ICON_COPY_CLASS,
  LLMS_COPY_BUTTON_ICON_SUCCESS_CLASS,
  LLMS_COPY_BUTTON_ICON_WRAPPER_CLASS,
  LLMS_COPY_BUTTON_LOADING_CLASS,
  LLMS_COPY_BUTTON_SUCCESS_CLASS,
  LLMS_VIEW_OPTIONS_BUTTON_CLASS,
} from '../../rspress-internals';

const SUCCESS_SHOWN_MS = 500;
const markdownCache = new Map<string, string>();

async function pageMarkdown(url: string): Promise<string> {
  const cached = markdownCache.get(url);
  if (cached !== undefined) return cached;
  const text = await fetch(url).then((response) => response.text());
  markdownCache.set(url, text);
  return text;
}

/**
 * The "Copy Markdown" button under each page title. The default holds its icons in a `<div>`, which
 * a `<button>` may not contain (html-validate element-permitted-content, on every page): the same
 * button with a `<span>`, the same classes, and `type="button"`.
 */
export function LlmsCopyButton() {
  const t = useI18n();
  const { pathname } = useMdUrl();
  const [state, setState] = useState<'idle' | 'loading' | 'copied'>('idle');
  const timer = useRef<number>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  if (!pathname) return null;
  const copy = async () => {
    setState('loading');
    const copied = await pageMarkdown(pathname)
      .then(copyToClipboard)
      .catch(() => false);
    setState(copied ? 'copied' : 'idle');
    if (!copied) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), SUCCESS_SHOWN_MS);
  };
  const stateClass = state === 'loading' ? LLMS_COPY_BUTTON_LOADING_CLASS : state === 'copied' ? LLMS_COPY_BUTTON_SUCCESS_CLASS : '';
  return (
    <button type="button" className={`${CONTENT_NOT_DOC_CLASS} ${LLMS_VIEW_OPTIONS_BUTTON_CLASS} ${LLMS_COPY_BUTTON_CLASS} ${stateClass}`.trimEnd()} disabled={state === 'loading'} onClick={copy}>
      <span className={LLMS_COPY_BUTTON_ICON_WRAPPER_CLASS} aria-hidden="true">
        <SvgWrapper icon={IconSuccess} className={LLMS_COPY_BUTTON_ICON_SUCCESS_CLASS} />
        <SvgWrapper icon={IconCopy} className={LLMS_COPY_BUTTON_ICON_COPY_CLASS} />
      </span>
      <span>{t('copyMarkdownText')}</span>
    </button>
  );
}
