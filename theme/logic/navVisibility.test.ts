import { describe, expect, it } from 'vitest';
import { nextNavScrollState, type HideNavbar, type NavScrollState } from './navVisibility';

const navHeight = 64;

function scrollThrough(mode: HideNavbar, positions: number[]): boolean[] {
  let state: NavScrollState = { hidden: false, anchorY: 0 };
  return positions.map((scrollY) => {
    state = nextNavScrollState(state, scrollY, { mode, navHeight });
    return state.hidden;
  });
}

describe('nextNavScrollState', () => {
  it('auto: hides on scrolling down and shows on scrolling up', () => {
    expect(scrollThrough('auto', [200, 400, 300, 600])).toEqual([true, true, false, true]);
  });

  it('never: keeps the bar visible', () => {
    expect(scrollThrough('never', [200, 400, 300, 600])).toEqual([false, false, false, false]);
  });

  it('always: hides once past the bar, whatever the direction, until back at the top', () => {
    expect(scrollThrough('always', [200, 400, 300, 40])).toEqual([true, true, true, false]);
  });

  it('shows the bar near the top of the page', () => {
    expect(scrollThrough('auto', [400, navHeight])).toEqual([true, false]);
  });

  it('ignores small moves but adds them up', () => {
    expect(scrollThrough('auto', [400, 397, 394, 390])).toEqual([true, true, true, false]);
  });
});
