/**
 * The navigation progress bar of the browser bundle, in place of `nprogress` (part of
 * theme/rspress-internals, see index.ts; `BROWSER_REPLACEMENTS` of plugins/rspress-internals.ts
 * points Rspress's import here). Rspress's Link calls `start()` when a page takes more than
 * 200 ms to load and `done()` once it has (since 2.0.0): a thin bar across the top of the
 * window, as nprogress draws it (same element, classes and timings, so the default theme's
 * colour applies), grows slowly while the page loads, fills and fades out. It is hidden from
 * assistive technology and, for readers who prefer reduced motion, jumps instead of sliding
 * (progress.css). Guarded by "the packages replaced in the browser bundle are imported by
 * Rspress with the names their replacements export" and theme/rspress-internals/progress.test.ts.
 */
const ROOT_ID = 'nprogress';
const MINIMUM = 0.08;
const MAXIMUM_BEFORE_DONE = 0.994;
const SPEED_MS = 200;
const TRICKLE_MS = 800;
const TRICKLE_RATE = 0.02;

let status: number | null = null;
let trickle: ReturnType<typeof setInterval> | undefined;

function bar(): HTMLElement {
  let root = document.getElementById(ROOT_ID);
  if (!root) {
    root = document.createElement('div');
    root.id = ROOT_ID;
    root.setAttribute('aria-hidden', 'true');
    root.innerHTML = '<div class="bar"><div class="peg"></div></div>';
    document.body.appendChild(root);
  }
  return root.firstElementChild as HTMLElement;
}

function show(value: number) {
  status = value;
  const element = bar();
  // The first position is drawn before the next one, so the bar slides in.
  void element.offsetWidth;
  element.style.transform = `translate3d(${(value - 1) * 100}%,0,0)`;
}

function start() {
  if (status !== null) return;
  const element = bar();
  element.parentElement!.classList.remove('fading');
  element.style.transform = 'translate3d(-100%,0,0)';
  show(MINIMUM);
  trickle = setInterval(() => {
    if (status !== null) show(Math.min(status + Math.random() * TRICKLE_RATE, MAXIMUM_BEFORE_DONE));
  }, TRICKLE_MS);
}

function done() {
  if (status === null) return;
  clearInterval(trickle);
  show(1);
  status = null;
  const root = document.getElementById(ROOT_ID)!;
  setTimeout(() => {
    root.classList.add('fading');
    setTimeout(() => {
      if (status === null) root.remove();
    }, SPEED_MS);
  }, SPEED_MS);
}

/** Rspress's one setting is `{ showSpinner: false }`, and this bar has no spinner: nothing to set. */
function configure(): void {}

export default { configure, start, done };
