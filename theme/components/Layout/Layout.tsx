import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import { OlderVersionBanner } from '../OlderVersionBanner/OlderVersionBanner';
import { ScrollableTable } from '../ScrollableTable/ScrollableTable';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { UIPart } from '../UISwitch/UISwitch';

/** Markdown components replacing the default ones (tables that overflow become keyboard-scrollable). */
const DOC_COMPONENTS = { table: ScrollableTable };

export function Layout() {
  return (
    <OriginalLayout
      components={DOC_COMPONENTS}
      beforeDocContent={<OlderVersionBanner />}
      bottom={
        // Hidden by `footer: false`, `?footer=0` and on `pageType: blank` pages.
        <UIPart part="footer">
          <SiteFooter />
        </UIPart>
      }
    />
  );
}
