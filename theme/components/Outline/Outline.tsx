import { useI18n, useSite } from '@rspress/core/runtime';
import { IconScrollToTop, LlmsCopyRow, LlmsOpenRow, SvgWrapper, useReadPercent } from '@rspress/core/theme-original';
import { prefersReducedMotion } from '../../logic/motion';
import { EditLink } from '../EditLink/EditLink';
import { ReadPercent } from '../ReadPercent/ReadPercent';
import { Toc } from '../Toc/Toc';
// The default outline's look, whose component this replaces.
import '@rspress/core/dist/theme/components/Outline/index.css';
import './Outline.css';

/** Back to the top of the page: at once when the reader prefers reduced motion, smoothly otherwise. */
function ScrollToTop() {
  const t = useI18n();
  const [, scrollTop] = useReadPercent();
  if (scrollTop < 100) return null;
  return (
    <button
      type="button"
      className="rp-outline__action-row rp-scroll-to-top"
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
    <div className="rp-outline">
      <div className="rp-outline__title">
        {title}
        <ReadPercent size={14} strokeWidth={2} />
      </div>
      <nav className="rp-outline__toc rp-scrollbar" aria-label={title}>
        <Toc />
      </nav>
      <div className="rp-outline__divider" />
      <div className="rp-outline__bottom">
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
