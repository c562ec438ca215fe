// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_KEY } from '../../shared/app-scripts.mjs';

type Holder = { [EARLY_CLICK_KEY]?: Element | null };
const holder = window as unknown as Holder;

/** The module as the page loads it, after the loader kept `button` (or nothing). */
async function loadWith(button: Element | null | undefined) {
  vi.resetModules();
  if (button === undefined) delete holder[EARLY_CLICK_KEY];
  else holder[EARLY_CLICK_KEY] = button;
  return import('./earlyClick');
}

function buttonCountingClicks() {
  const button = document.createElement('button');
  const clicks = vi.fn();
  button.addEventListener('click', clicks);
  return { button, clicks };
}

describe('early clicks', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    delete holder[EARLY_CLICK_KEY];
  });

  it('takes the kept button when the module runs and stops the loader keeping one', async () => {
    const { button } = buttonCountingClicks();
    const { takeEarlyClick } = await loadWith(button);
    expect(holder[EARLY_CLICK_KEY]).toBeNull();
    expect(takeEarlyClick(holder)).toBeNull();
    const other: Holder = { [EARLY_CLICK_KEY]: button };
    expect(takeEarlyClick(other)).toBe(button);
    expect(other[EARLY_CLICK_KEY]).toBeNull();
  });

  it('clicks the kept button once the component that uses the hook has mounted, once per page load', async () => {
    const { button, clicks } = buttonCountingClicks();
    document.body.append(button);
    const { useEarlyClickReplay } = await loadWith(button);
    function Replay() {
      useEarlyClickReplay();
      return null;
    }
    const first = render(<Replay />);
    expect(clicks).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<Replay />);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a button that is no longer in the page, or when nothing was clicked', async () => {
    const { button, clicks } = buttonCountingClicks();
    const { useEarlyClickReplay } = await loadWith(button);
    function Replay() {
      useEarlyClickReplay();
      return null;
    }
    render(<Replay />);
    expect(clicks).not.toHaveBeenCalled();
    const nothing = await loadWith(undefined);
    function ReplayNothing() {
      nothing.useEarlyClickReplay();
      return null;
    }
    expect(() => render(<ReplayNothing />)).not.toThrow();
    expect(holder[EARLY_CLICK_KEY]).toBeNull();
  });
});
