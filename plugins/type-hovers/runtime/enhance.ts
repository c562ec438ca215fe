/**
 * Turns the names of the page's code blocks that the version's data knows (see ../generate.ts)
 * into buttons that open a popover with their declaration and a link to their API page.
 *
 * - Keyboard: one tab stop per code block; the arrow keys, Home and End move between its names.
 *   Enter or Space opens the popover and moves focus into it, so its link is the next Tab; Escape,
 *   or Tab past the popover's end, closes it and gives focus back to the name.
 * - Mouse: pointing at a name shows its popover, which stays while the pointer is on the name or
 *   on the popover; a click keeps it open with focus in it, as the keyboard does.
 * - Touch: a tap opens it; a tap elsewhere closes it.
 * The popover opens below the name (above it when there is no room below), so it never covers it.
 */
import { load, site } from 'repack-type-hovers-data';
import { versionOfPath } from '../../../shared/site-versions.mjs';
import type { TypeHoverData } from '../data';
import { markNames, NAME_CLASS } from './names';
import { TYPE_HOVER_STYLES } from './styles';

const STYLE_ID = 'type-hovers-style';
const POPOVER_ID = 'type-popover';
const HOVER_DELAY_MS = 250;
const LEAVE_DELAY_MS = 300;
const GAP_PX = 4;
const MARGIN_PX = 8;

interface Popover {
  element: HTMLElement;
  open(button: HTMLButtonElement, withFocus: boolean): void;
  close(returnFocus: boolean): void;
  owner(): HTMLButtonElement | undefined;
  /** Opened with focus (click, tap, keyboard) rather than by pointing. */
  focused(): boolean;
}

function createPopover(data: TypeHoverData): Popover {
  const element = document.createElement('div');
  element.id = POPOVER_ID;
  element.className = POPOVER_ID;
  element.setAttribute('role', 'dialog');
  element.tabIndex = -1;
  element.hidden = true;
  const signature = document.createElement('pre');
  const summary = document.createElement('p');
  // In the popover only while it has somewhere to go: an anchor without href is not a link.
  const link = document.createElement('a');
  element.append(signature, summary);
  document.body.append(element);

  let current: HTMLButtonElement | undefined;
  let withFocus = false;

  const place = (button: HTMLButtonElement) => {
    const name = button.getBoundingClientRect();
    const { offsetWidth: width, offsetHeight: height } = element;
    const below = name.bottom + GAP_PX + height <= innerHeight || name.top - GAP_PX - height < 0;
    const top = below ? name.bottom + GAP_PX : name.top - GAP_PX - height;
    const left = Math.max(MARGIN_PX, Math.min(name.left, innerWidth - width - MARGIN_PX));
    element.style.top = `${top + scrollY}px`;
    element.style.left = `${left + scrollX}px`;
  };

  return {
    element,
    open(button, focus) {
      const [text, about, href] = data.hovers[Number(button.dataset.hover)];
      const name = button.textContent ?? '';
      current?.setAttribute('aria-expanded', 'false');
      current = button;
      withFocus = focus;
      element.setAttribute('aria-label', `Type of ${name}`);
      signature.textContent = text;
      summary.textContent = about;
      summary.hidden = !about;
      if (href) {
        link.href = href;
        link.textContent = `${name} in the API reference`;
        element.append(link);
      } else link.remove();
      element.hidden = false;
      place(button);
      button.setAttribute('aria-expanded', 'true');
      button.setAttribute('aria-controls', POPOVER_ID);
      if (focus) element.focus({ preventScroll: true });
    },
    close(returnFocus) {
      if (!current) return;
      const button = current;
      current = undefined;
      element.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      if (returnFocus) button.focus();
    },
    owner: () => current,
    focused: () => withFocus,
  };
}

/** Moves the block's tab stop to `button` and focuses it. */
function rove(button: HTMLButtonElement) {
  const code = button.closest('code');
  code?.querySelectorAll<HTMLButtonElement>(`.${NAME_CLASS}`).forEach((other) => (other.tabIndex = other === button ? 0 : -1));
  button.focus();
}

const ROVING_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(index + 1, count - 1),
  ArrowDown: (index, count) => Math.min(index + 1, count - 1),
  ArrowLeft: (index) => Math.max(index - 1, 0),
  ArrowUp: (index) => Math.max(index - 1, 0),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function addStyles() {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = TYPE_HOVER_STYLES;
  document.head.append(style);
}

/** Sets up the names of `codes` and their popover; returns what removes the popover and its listeners. */
export function attach(codes: HTMLElement[], data: TypeHoverData): () => void {
  const blocks = codes.map((code) => {
    code.dataset.typeHovers = '';
    return markNames(code, data);
  });
  if (!blocks.some((buttons) => buttons.length)) return () => {};
  addStyles();
  const popover = createPopover(data);
  let pointing = 0;
  const nameOf = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLButtonElement>(`.${NAME_CLASS}`) : null);
  const inPopover = (target: EventTarget | null) => target instanceof Node && popover.element.contains(target);

  const onClick = (event: MouseEvent) => {
    const button = nameOf(event.target);
    if (!button) return;
    const wasFocused = popover.owner() === button && popover.focused();
    if (wasFocused) popover.close(false);
    else popover.open(button, true);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const owner = popover.owner();
    if (event.key === 'Escape' && owner) {
      event.preventDefault();
      popover.close(inPopover(document.activeElement) || document.activeElement === owner);
      return;
    }
    if (event.key === 'Tab' && owner && inPopover(event.target)) {
      const last = popover.element.querySelector('a') ?? popover.element;
      if (event.shiftKey ? event.target === popover.element : event.target === last) {
        event.preventDefault();
        popover.close(true);
      }
      return;
    }
    const button = nameOf(event.target);
    const move = ROVING_KEYS[event.key];
    if (!button || !move) return;
    const names = [...(button.closest('code')?.querySelectorAll<HTMLButtonElement>(`.${NAME_CLASS}`) ?? [])];
    event.preventDefault();
    rove(names[move(names.indexOf(button), names.length)]);
  };
  const onFocusIn = (event: FocusEvent) => {
    const button = nameOf(event.target);
    if (button) rove(button);
    const owner = popover.owner();
    if (owner && popover.focused() && !inPopover(event.target) && event.target !== owner) popover.close(false);
  };
  const onPointerDown = (event: PointerEvent) => {
    if (popover.owner() && !inPopover(event.target) && !nameOf(event.target)) popover.close(false);
  };
  const onPointerOver = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    const button = nameOf(event.target);
    if (!button && !inPopover(event.target)) return;
    clearTimeout(pointing);
    if (button && popover.owner() !== button && !popover.focused()) {
      pointing = window.setTimeout(() => popover.open(button, false), HOVER_DELAY_MS);
    }
  };
  const onPointerOut = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !(nameOf(event.target) || inPopover(event.target))) return;
    clearTimeout(pointing);
    if (popover.owner() && !popover.focused()) pointing = window.setTimeout(() => popover.close(false), LEAVE_DELAY_MS);
  };

  const listeners: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['keydown', onKeyDown as EventListener],
    ['focusin', onFocusIn as EventListener],
    ['pointerdown', onPointerDown as EventListener],
    ['pointerover', onPointerOver as EventListener],
    ['pointerout', onPointerOut as EventListener],
  ];
  listeners.forEach(([type, listener]) => document.addEventListener(type, listener));
  return () => {
    clearTimeout(pointing);
    listeners.forEach(([type, listener]) => document.removeEventListener(type, listener));
    popover.element.remove();
  };
}

/** Loads the data of the page's version and sets up the hovers of the code blocks not set up yet. */
export async function enhance(): Promise<() => void> {
  const codes = [...document.querySelectorAll<HTMLElement>('pre code')].filter((code) => code.dataset.typeHovers === undefined);
  if (!codes.length) return () => {};
  const data = await load(versionOfPath(location.pathname, site));
  return data ? attach(codes, data) : () => {};
}
