/**
 * The app's scripts, started after the first paint. The build (plugins/script-loading) takes the
 * bundle's `<script defer src>` tags and the page's `<link rel="preload" as="script">` out of
 * each page's `<head>` and lists them on one small async loader script instead; the bench and
 * the budget tests (scripts/bench/output.mjs) read the same lists to count a page's first-load JS.
 *
 * The loader is a file, not an inline script: the CSP needs no new hash, and the few hundred
 * bytes are not repeated in every page's HTML (whose gzip budget is nearly used).
 */

// Short: every page carries them (the lists hold file names relative to the loader's folder).
export const SCRIPTS_ATTRIBUTE = 'data-load';
export const PRELOADS_ATTRIBUTE = 'data-preload';

/**
 * The property of `window` where the loader keeps the last button the reader clicked before the
 * app's scripts ran (a static button does nothing). The theme takes it when its modules run,
 * before React hydrates the page (a click after that is React's), sets it to `null`, which stops
 * the loader keeping one, and clicks the button again once the page is hydrated
 * (theme/logic/earlyClick.ts).
 */
export const EARLY_CLICK_KEY = '__repackEarlyClick';

/**
 * The loader's source. It adds the page's chunk preloads once the browser reports the first
 * contentful paint (where Paint Timing is missing: the task after the next animation frame, which
 * can come before the frame is on screen), or at once when the reader presses a key, touches or
 * clicks first, or when the page is hidden (nothing to paint); and the scripts (in their order,
 * `async = false`) then too, but not before the document is parsed, so the app never hydrates a
 * half-parsed page. A click before the scripts have run follows the link like on any static
 * page; a click on a button is kept for the app to repeat (`EARLY_CLICK_KEY`).
 *
 * The tag is `async`, not `defer`, so that the loader runs in a task of its own. A deferred
 * script runs in the parser's last task, with the style update of the whole parsed document
 * (7–58 ms on the bench machine); Lighthouse counts a script that has loaded before the largest
 * paint as possibly render-blocking, and with it that whole task, four times over, in the
 * simulated LCP.
 */
export const LOADER_SOURCE = `(function () {
  var loader = document.currentScript;
  var triggers = ['pointerdown', 'keydown', 'touchstart'];
  var started = false;
  function list(name) {
    return (loader.getAttribute(name) || '').split(' ').filter(Boolean).map(function (file) {
      return new URL(file, loader.src).href;
    });
  }
  function start() {
    if (started) return;
    started = true;
    triggers.forEach(function (type) { removeEventListener(type, start, true); });
    list('${PRELOADS_ATTRIBUTE}').forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', addScripts);
    else addScripts();
  }
  function addScripts() {
    list('${SCRIPTS_ATTRIBUTE}').forEach(function (src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false;
      document.head.appendChild(script);
    });
  }
  triggers.forEach(function (type) { addEventListener(type, start, { capture: true, passive: true }); });
  addEventListener('click', function (event) {
    if (window.${EARLY_CLICK_KEY} === null) return;
    var button = event.target && event.target.closest ? event.target.closest('button') : null;
    if (button) window.${EARLY_CLICK_KEY} = button;
  }, true);
  if (document.visibilityState === 'hidden') start();
  else if (typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`;

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const unescapeAttribute = (value) => value.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
const escapeRegExp = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `html` with the bundle's deferred scripts (`<script defer src="<assetPrefix>static/js/…">`
 * and nothing else on the tag) and the `<link rel="preload" … as="script">` of its `<head>`
 * replaced by the loader (`loaderUrl`), where the first of those scripts was. Pages without
 * such scripts are returned as they are.
 */
// The tags as Rspress 2.0.x writes them: see deferSsgAppScripts in plugins/rspress-internals.ts.
export function deferAppScripts(html, loaderUrl, assetPrefix = '/') {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd);
  const prefix = escapeRegExp(assetPrefix.endsWith('/') ? assetPrefix : `${assetPrefix}/`);
  const scriptTag = new RegExp(`<script defer src="(${prefix}static/js/[^"]+)"></script>\\n?`, 'g');
  const preloadTag = new RegExp(`<link rel="preload" href="(${prefix}static/js/[^"]+)" as="script">\\n?`, 'g');
  const scripts = [...head.matchAll(scriptTag)].map((match) => unescapeAttribute(match[1]));
  if (!scripts.length) return html;
  const preloads = [...head.matchAll(preloadTag)].map((match) => unescapeAttribute(match[1]));
  const folder = loaderUrl.slice(0, loaderUrl.lastIndexOf('/') + 1);
  const relative = (url) => (url.startsWith(folder) ? url.slice(folder.length) : url);
  const list = (name, urls) => (urls.length ? ` ${name}="${escapeAttribute(urls.map(relative).join(' '))}"` : '');
  const loader = `<script async src="${escapeAttribute(loaderUrl)}"${list(SCRIPTS_ATTRIBUTE, scripts)}${list(PRELOADS_ATTRIBUTE, preloads)}></script>\n`;
  const first = head.search(scriptTag);
  const rest = (part) => part.replace(scriptTag, '').replace(preloadTag, '');
  return `${rest(head.slice(0, first))}${loader}${rest(head.slice(first))}${html.slice(headEnd)}`;
}

/** The scripts and preloads (paths from the site's root) a loader tag lists; empty lists for any other tag. */
export function loaderListsOf(tag) {
  const src = unescapeAttribute(tag.match(/\ssrc="([^"]*)"/)?.[1] ?? '/');
  const read = (name) => {
    const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
    return match ? unescapeAttribute(match[1]).split(' ').filter(Boolean).map((file) => new URL(file, new URL(src, 'http://site/')).pathname) : [];
  };
  return { scripts: read(SCRIPTS_ATTRIBUTE), preloads: read(PRELOADS_ATTRIBUTE) };
}

// The loader's tag is the one script tag that lists scripts (deferAppScripts writes no loader without them).
const loaderTagPattern = () => new RegExp(`<script\\b[^>]*\\s${SCRIPTS_ATTRIBUTE}="[^"]*"[^>]*>`, 'g');

/** The loader's opening tag in `html` (what `loaderListsOf` reads), or null when the page has none. */
export function loaderTagOf(html) {
  return html.match(loaderTagPattern())?.[0] ?? null;
}

/**
 * `html` without its loader tag: the page as it is before its scripts run, which is what a reader
 * sees until the first paint. The bench measures such pages to show what the browser's own work
 * on the document costs (scripts/bench/floor.mjs).
 */
export function withoutLoader(html) {
  return html.replace(new RegExp(`${loaderTagPattern().source}</script>\\n?`, 'g'), '');
}
