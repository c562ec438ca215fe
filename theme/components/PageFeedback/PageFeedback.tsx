import { useLocation, usePage, useSite } from '@rspress/core/runtime';
import { useId, useState } from 'react';
import { feedbackIssueUrl, type PageFeedbackSettings } from '../../logic/pageFeedback';
import { useHydrated } from '../../logic/useHydrated';
import { BUTTON_ALT_CLASS, BUTTON_ROOT_CLASS, BUTTON_MEDIUM_CLASS } from '../../rspress-internals';
import './PageFeedback.css';

const BUTTON = [BUTTON_ROOT_CLASS, BUTTON_MEDIUM_CLASS, BUTTON_ALT_CLASS].join(' ');
const THANKS = {
  yes: 'Thanks for letting us know!',
  no: 'Thanks! Tell us what to improve in the GitHub issue that opened in a new tab.',
};

/**
 * "Was this page helpful?" at the end of a doc page, without a backend: "Yes" thanks the reader,
 * "No" opens a GitHub issue about the page, filled in with its address, title and version. Only
 * when `themeConfig.pageFeedback` is set (plugins/page-feedback). The answers need JavaScript, so
 * they render once the page has hydrated, into a box whose height the prerendered page reserves.
 */
export function PageFeedback() {
  const { site } = useSite();
  const { page } = usePage();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const questionId = useId();
  const [answer, setAnswer] = useState<keyof typeof THANKS>();
  const settings = (site.themeConfig as { pageFeedback?: PageFeedbackSettings }).pageFeedback;
  if (!settings) return null;
  if (!hydrated) return <div className="repack-feedback" />;
  const issue = feedbackIssueUrl(settings.repository, {
    url: new URL(pathname, site.siteOrigin || window.location.origin).href,
    title: page.title,
    version: page.version ?? '',
  });
  return (
    <div className="repack-feedback">
      <p id={questionId}>Was this page helpful?</p>
      <div role="group" aria-labelledby={questionId}>
        {/* The look of the theme's own buttons (Button, "alt" style). */}
        <button type="button" className={BUTTON} aria-pressed={answer === 'yes'} onClick={() => setAnswer('yes')}>
          Yes
        </button>
        <a href={issue} className={BUTTON} target="_blank" rel="noopener noreferrer" aria-describedby={`${questionId}-no`} onClick={() => setAnswer('no')}>
          No
        </a>
      </div>
      <span id={`${questionId}-no`} hidden>
        Opens a GitHub issue about this page in a new tab
      </span>
      <p role="status">{answer && THANKS[answer]}</p>
    </div>
  );
}
