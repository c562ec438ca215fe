/** Timing helpers for event handlers (scroll, typing). */

/**
 * Calls `fn` at most once per `wait` ms: at once on the first call, and once more at the end
 * of the window when further calls came in meanwhile (so the final scroll position counts).
 */
export function throttle<Args extends unknown[]>(fn: (...args: Args) => void, wait: number) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const run = (args: Args) => {
    last = Date.now();
    pending = undefined;
    fn(...args);
  };
  const throttled = (...args: Args) => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0 && timer === undefined) {
      run(args);
      return;
    }
    pending = args;
    timer ??= setTimeout(() => {
      timer = undefined;
      if (pending) run(pending);
    }, Math.max(remaining, 0));
  };
  throttled.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}

/**
 * Calls `fn` once calls have stopped for `wait` ms, with the last arguments (search as you
 * type: one search per pause, not per key).
 */
export function debounce<Args extends unknown[]>(fn: (...args: Args) => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: Args) => {
    if (timer !== undefined) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, wait);
  };
  debounced.cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return debounced;
}
