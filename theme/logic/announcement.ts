/** `themeConfig.announcement`, set by plugins/announcement. */
export interface AnnouncementSettings {
  /** Names this announcement: dismissing it hides it until an announcement with another `id` is configured. */
  id: string;
  message: string;
  link?: { text: string; href: string };
}

/** Where the `id` of the announcement the reader dismissed is kept. */
export const ANNOUNCEMENT_STORAGE_KEY = 'repack-announcement-dismissed';
/** On `<html>` once the configured announcement has been dismissed: the bar is hidden by CSS. */
export const ANNOUNCEMENT_DISMISSED_CLASS = 'repack-announcement-dismissed';

/**
 * Runs in the prerendered page before the bar is parsed (the announcement's `id` is on the
 * script element). Its text is the same for every announcement, so the CSP hash recorded for it
 * (deploy/csp-hashes.json) does not change with the message.
 */
export const DISMISSED_ANNOUNCEMENT_SCRIPT = `try{localStorage.getItem(${JSON.stringify(ANNOUNCEMENT_STORAGE_KEY)})===document.currentScript.dataset.id&&document.documentElement.classList.add(${JSON.stringify(ANNOUNCEMENT_DISMISSED_CLASS)})}catch(e){}`;

/** Whether the reader dismissed the announcement `id` (false when storage is unavailable). */
export function isDismissed(win: Pick<Window, 'localStorage'>, id: string): boolean {
  try {
    return win.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY) === id;
  } catch {
    return false;
  }
}

/** Hides the announcement `id` now and remembers that it was dismissed (for this page only when storage is unavailable). */
export function dismiss(win: Pick<Window, 'localStorage' | 'document'>, id: string): void {
  win.document.documentElement.classList.add(ANNOUNCEMENT_DISMISSED_CLASS);
  try {
    win.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, id);
  } catch {
    // Private mode or storage switched off: the bar stays hidden until the page is reloaded.
  }
}
