// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { TypeHoverData } from '../data';
import { attach } from './enhance';

const DATA: TypeHoverData = {
  lines: { 'getPlatform(getMode());': [[0, 11, 0], [12, 7, 1]] },
  hovers: [['function getPlatform(): string', 'The platform.', '/api/getPlatform'], ['function getMode(): Mode', '', '']],
};

function block(): HTMLElement {
  const pre = document.createElement('pre');
  pre.innerHTML = '<code><span class="line"><span>getPlatform</span>(<span>getMode</span>());</span></code>';
  document.body.append(pre);
  return pre.querySelector('code')!;
}

describe('type hover popover', () => {
  let detach = () => {};
  afterEach(() => {
    detach();
    document.body.innerHTML = '';
  });

  it('holds a link only while the name has an API page: no anchor without href is ever in the page', () => {
    const code = block();
    detach = attach([code], DATA);
    const [withPage, withoutPage] = code.querySelectorAll('button');
    const popover = document.getElementById('type-popover')!;
    const anchorsWithoutHref = () => document.querySelectorAll('a:not([href])').length;

    expect(anchorsWithoutHref()).toBe(0);
    withoutPage.click();
    expect(popover.hidden).toBe(false);
    expect(popover.querySelector('a')).toBeNull();
    expect(anchorsWithoutHref()).toBe(0);

    withPage.click();
    expect(popover.querySelector('a')?.getAttribute('href')).toBe('/api/getPlatform');
    expect(popover.querySelector('a')?.textContent).toBe('getPlatform in the API reference');

    withoutPage.click();
    expect(popover.querySelector('a')).toBeNull();
    expect(anchorsWithoutHref()).toBe(0);
  });
});
