import { useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { ANNOUNCEMENT_DISMISSED_CLASS, type AnnouncementSettings, DISMISSED_ANNOUNCEMENT_SCRIPT, isDismissed, dismiss } from '../../logic/announcement';
import { LAYOUT_NAV_CLASS } from '../../rspress-internals';

/**
 * A message above the nav bar on every page (`themeConfig.announcement`, set by
 * plugins/announcement), until the reader dismisses it; a new announcement (another `id`)
 * shows again. A dismissed bar is hidden before the page is first painted, by a script placed
 * just before it (its text never changes, so one CSP hash allows it whatever the message), so
 * it never shifts the page. Its styles (AnnouncementBar.css) are added by the plugin, so sites
 * without an announcement do not load them.
 */
export function AnnouncementBar() {
  const { site } = useSite();
  const settings = (site.themeConfig as { announcement?: AnnouncementSettings }).announcement;
  const id = settings?.id;

  // Pages rendered in the browser only (the dev server) never ran the script.
  useEffect(() => {
    if (id && isDismissed(window, id)) document.documentElement.classList.add(ANNOUNCEMENT_DISMISSED_CLASS);
  }, [id]);

  if (!settings) return null;
  return (
    <>
      <script data-id={settings.id} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: DISMISSED_ANNOUNCEMENT_SCRIPT }} />
      <section className="repack-announcement" aria-label="Announcement">
        <p>
          {settings.message}
          {settings.link && (
            <>
              {' '}
              <Link href={settings.link.href}>{settings.link.text}</Link>
            </>
          )}
        </p>
        <button
          type="button"
          aria-label="Dismiss announcement"
          onClick={() => {
            dismiss(window, settings.id);
            // The button is gone: go on from the nav bar, which now starts the page.
            document.querySelector<HTMLElement>(`.${LAYOUT_NAV_CLASS} a, .${LAYOUT_NAV_CLASS} button`)?.focus();
          }}
        >
          {/* A character rather than an icon: every page's HTML carries the bar. */}
          ×
        </button>
      </section>
    </>
  );
}
