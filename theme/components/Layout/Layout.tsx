import { usePage } from '@rspress/core/runtime';
import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { AnnouncementBar } from '../AnnouncementBar/AnnouncementBar';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';
import { OlderVersionBanner } from '../OlderVersionBanner/OlderVersionBanner';
import { PageFeedback } from '../PageFeedback/PageFeedback';
import { ScrollableTable } from '../ScrollableTable/ScrollableTable';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SkipLink, mainContentTarget } from '../SkipLink/SkipLink';
import { UIPart } from '../UISwitch/UISwitch';

/** Markdown components replacing the default ones (tables that overflow become keyboard-scrollable). */
const DOC_COMPONENTS = { table: ScrollableTable };
/** Page types whose layout has a main content for the skip link to land on (custom and blank pages bring their own markup). */
const WITH_MAIN_CONTENT = new Set(['home', 'doc', 'doc-wide', '404']);

export function Layout() {
  const { page } = usePage();
  return (
    <OriginalLayout
      components={DOC_COMPONENTS}
      top={
        <>
          {WITH_MAIN_CONTENT.has(page.pageType) && <SkipLink />}
          <AnnouncementBar />
        </>
      }
      beforeDocContent={
        <>
          <div {...mainContentTarget}>
            <Breadcrumbs />
          </div>
          <OlderVersionBanner />
        </>
      }
      // Keyed by page: a new page asks again.
      beforeDocFooter={<PageFeedback key={page.routePath} />}
      bottom={
        // Hidden by `footer: false`, `?footer=0` and on `pageType: blank` pages.
        <UIPart part="footer">
          <SiteFooter />
        </UIPart>
      }
    />
  );
}
