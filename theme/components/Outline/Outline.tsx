import { useI18n, useSite } from '@rspress/core/runtime';
import { IconScrollToTop, SvgWrapper, Toc, useReadPercent } from '@rspress/core/theme-original';
import { lazy, Suspense } from 'react';
import { prefersReducedMotion } from '../../logic/motion';
import { EditLink } from '../EditLink/EditLink';
import { ReadPercent } from '../ReadPercent/ReadPercent';
import { CONTENT_SCROLLBAR_CLASS, OUTLINE_ACTION_ROW_CLASS, OUTLINE_BOTTOM_CLASS, OUTLINE_DIVIDER_CLASS, OUTLINE_ROOT_CLASS, OUTLINE_SCROLL_TO_TOP_CLASS, OUTLINE_TITLE_CLASS, OUTLINE_TOC_CLASS } from '../../rspress-internals';
import '../../rspress-internals/styles/outline';
import './Outline.css';

const LlmsRows = lazy(() => import('./LlmsRows'));

/** Back to the top of the page: at once when the reader prefers reduced motion, smoothly otherwise. */
function ScrollToTop() {
  const t = useI18n();
  const [, scrollTop] = useReadPercent();
  if (scrollTop < 100) return null;
  return (
    <button
      type="button"
      className={`${OUTLINE_ACTION_ROW_CLASS} ${OUTLINE_SCROLL_TO_TOP_CLASS}`}
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
    >
      <SvgWrapper icon={IconScrollToTop} width="16" height="16" />
      <span>{t('scrollToTopText')}</span>
    </button>
  );
}

/**
 * The default outline, with its list of headings in a `nav` named by the outline's title (one
 * of the page's several navigation landmarks) and a scroll-to-top that respects reduced motion.
 */
export function Outline() {
  const t = useI18n();
  const { site } = useSite();
  const { enableScrollToTop = true, llmsUI } = site.themeConfig;
  const placement = typeof llmsUI === 'object' ? (llmsUI?.placement ?? 'title') : 'title';
  const title = t('outlineTitle');
  return (
    <div className={OUTLINE_ROOT_CLASS}>
      <div className={OUTLINE_TITLE_CLASS}>
        {title}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className={`${OUTLINE_TOC_CLASS} ${CONTENT_SCROLLBAR_CLASS}`} aria-label={title}>
        <Toc />
      </nav>
      <div className={OUTLINE_DIVIDER_CLASS} />
      <div className={OUTLINE_BOTTOM_CLASS}>
        <EditLink isOutline />
        {import.meta.env.ENABLE_LLMS_UI && placement === 'outline' && (
          <Suspense fallback={null}>
            <LlmsRows />
          </Suspense>
        )}
        {enableScrollToTop && <ScrollToTop />}
      </div>
    </div>
  );
}
