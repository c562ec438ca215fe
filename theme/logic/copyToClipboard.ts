/**
 * Copies text with the Clipboard API. Only where that fails (an older browser, a page not served
 * securely) is the default theme's fallback library loaded, so it stays out of every page's
 * first load. Replaces the theme's `copyToClipboard`, which the copy buttons call.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied or unavailable here: the fallback below copies through a selection instead.
    }
  }
  if (typeof document === 'undefined') return false;
  const { default: copy } = await import('copy-to-clipboard');
  return copy(text);
}
