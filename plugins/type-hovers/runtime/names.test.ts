// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { TypeHoverData } from '../data';
import { markNames, wrapName } from './names';

/** A highlighted block as Shiki renders it: one `.line` per line, tokens as spans. */
function code(html: string): HTMLElement {
  const pre = document.createElement('pre');
  pre.innerHTML = `<code>${html}</code>`;
  return pre.querySelector('code')!;
}

describe('type hover names', () => {
  it('wraps a name inside a token, keeping the text of the line', () => {
    const block = code('<span class="line"><span class="tk-kw">new</span><span> Repack.RepackPlugin({</span></span>');
    const line = block.querySelector('.line')!;
    const button = wrapName(line, 11, 23);
    expect(button?.outerHTML).toBe('<button type="button" class="type-hover" tabindex="-1" aria-haspopup="dialog" aria-expanded="false">RepackPlugin</button>');
    expect(line.textContent).toBe('new Repack.RepackPlugin({');
    expect(wrapName(line, 11, 23)).toBeUndefined();
    // a range across two tokens is not a name
    expect(wrapName(line, 2, 6)).toBeUndefined();
  });

  it('makes buttons of the names the data has for each line, with one tab stop per block', () => {
    const data: TypeHoverData = {
      lines: { 'getPlatform(getMode());': [[0, 11, 0], [12, 7, 1]], 'other();': [[0, 5, 0]] },
      hovers: [['function getPlatform(): string', '', '/api/getPlatform'], ['function getMode(): Mode', '', '']],
    };
    const block = code(
      ['<span class="line"><span class="tk-fn">getPlatform</span>(<span class="tk-fn">getMode</span>());   </span>', '<span class="line">unknown();</span>'].join('\n'),
    );
    const buttons = markNames(block, data);
    expect(buttons.map((button) => [button.textContent, button.dataset.hover, button.tabIndex])).toEqual([
      ['getPlatform', '0', 0],
      ['getMode', '1', -1],
    ]);
    expect(block.textContent).toBe('getPlatform(getMode());   \nunknown();');
  });
});
