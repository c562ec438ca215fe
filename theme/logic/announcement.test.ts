// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ANNOUNCEMENT_DISMISSED_CLASS, ANNOUNCEMENT_STORAGE_KEY, DISMISSED_ANNOUNCEMENT_SCRIPT, dismiss, isDismissed } from './announcement';

const html = document.documentElement;

/** Runs the prerendered page's script the way the browser does, with `document.currentScript` set. */
function runScript(id: string) {
  const script = document.createElement('script');
  script.dataset.id = id;
  script.textContent = DISMISSED_ANNOUNCEMENT_SCRIPT;
  document.body.append(script);
  script.remove();
}

describe('announcement', () => {
  afterEach(() => {
    window.localStorage.clear();
    html.classList.remove(ANNOUNCEMENT_DISMISSED_CLASS);
  });

  it('remembers the dismissed announcement by id, and hides it at once', () => {
    expect(isDismissed(window, 'v5')).toBe(false);
    dismiss(window, 'v5');
    expect(html.classList.contains(ANNOUNCEMENT_DISMISSED_CLASS)).toBe(true);
    expect(window.localStorage.getItem(ANNOUNCEMENT_STORAGE_KEY)).toBe('v5');
    expect(isDismissed(window, 'v5')).toBe(true);
    expect(isDismissed(window, 'v6')).toBe(false);
  });

  it('prerendered script: hides the bar before it is painted only when that announcement was dismissed', () => {
    window.localStorage.setItem(ANNOUNCEMENT_STORAGE_KEY, 'v5');
    runScript('v6');
    expect(html.classList.contains(ANNOUNCEMENT_DISMISSED_CLASS)).toBe(false);
    runScript('v5');
    expect(html.classList.contains(ANNOUNCEMENT_DISMISSED_CLASS)).toBe(true);
  });

  it('keeps working without storage: shown, and hidden for the page once dismissed', () => {
    const noStorage = {
      document,
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(isDismissed(noStorage, 'v5')).toBe(false);
    dismiss(noStorage, 'v5');
    expect(html.classList.contains(ANNOUNCEMENT_DISMISSED_CLASS)).toBe(true);
  });
});
