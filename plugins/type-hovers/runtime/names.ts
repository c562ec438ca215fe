import type { TypeHoverData } from '../data';

export const NAME_CLASS = 'type-hover';

/**
 * Wraps the characters [start, end) of a highlighted line in a button, when one text node holds them
 * all (a name is one token, or part of one). The line's text does not change.
 */
export function wrapName(line: Element, start: number, end: number): HTMLButtonElement | undefined {
  const walker = line.ownerDocument.createTreeWalker(line, NodeFilter.SHOW_TEXT);
  let offset = 0;
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const length = node.data.length;
    if (start >= offset && end <= offset + length) {
      if (node.parentElement?.classList.contains(NAME_CLASS)) return undefined;
      const name = start > offset ? node.splitText(start - offset) : node;
      if (end - start < name.data.length) name.splitText(end - start);
      const button = line.ownerDocument.createElement('button');
      button.type = 'button';
      button.className = NAME_CLASS;
      button.tabIndex = -1;
      button.setAttribute('aria-haspopup', 'dialog');
      button.setAttribute('aria-expanded', 'false');
      name.replaceWith(button);
      button.append(name);
      return button;
    }
    offset += length;
    if (offset > start) return undefined;
  }
  return undefined;
}

/** Makes buttons of the names `data` has in the lines of `code`; the first one is the block's tab stop. */
export function markNames(code: HTMLElement, data: TypeHoverData): HTMLButtonElement[] {
  const buttons: HTMLButtonElement[] = [];
  for (const line of code.querySelectorAll('.line')) {
    const spots = data.lines[(line.textContent ?? '').trimEnd()];
    if (!spots) continue;
    const made: HTMLButtonElement[] = [];
    // Right to left, so that splitting a text node leaves the columns still to do where they were.
    for (const [column, length, hover] of [...spots].reverse()) {
      const button = wrapName(line, column, column + length);
      if (!button) continue;
      button.dataset.hover = String(hover);
      made.unshift(button);
    }
    buttons.push(...made);
  }
  if (buttons[0]) buttons[0].tabIndex = 0;
  return buttons;
}
