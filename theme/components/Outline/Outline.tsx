import { useI18n, useSite } from '@rspress/core/runtime';
import { IconScrollToTop, LlmsCopyRow, LlmsOpenRow, SvgWrapper, useReadPercent } from '@rspress/core/theme-original';
import { prefersReducedMotion } from '../../logic/motion';
import { EditLink } from '../EditLink/EditLink';
import { ReadPercent } from '../ReadPercent/ReadPercent';
import { Toc } from '../Toc/Toc';
import { CONTENT_CLASS, OUTLINE_CLASS } from '../../rspress-internals';
import '../../rspress-internals/styles/outline';
import './Outline.css';

/** Back to the top of the page: at once when the reader prefers reduced motion, smoothly otherwise. */
function ScrollToTop() {
  const t = useI18n();
  const [, scrollTop] = useReadPercent();
  if (scrollTop < 100) return null;
  return (
    <button
      type="button"
      className={`${OUTLINE_CLASS.actionRow} ${OUTLINE_CLASS.scrollToTop}`}
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
    <div className={OUTLINE_CLASS.outline}>
      <div className={OUTLINE_CLASS.title}>
        {title}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className={`${OUTLINE_CLASS.toc} ${CONTENT_CLASS.scrollbar}`} aria-label={title}>
        <Toc />
      </nav>
      <div className={OUTLINE_CLASS.divider} />
      <div className={OUTLINE_CLASS.bottom}>
        <EditLink isOutline />
        {import.meta.env.ENABLE_LLMS_UI && placement === 'outline' && (
          <>
            <LlmsCopyRow />
            <LlmsOpenRow />
          </>
        )}
        {enableScrollToTop && <ScrollToTop />}
      </div>
    </div>
  );
}
