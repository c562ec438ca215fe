import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferAppScripts, EARLY_CLICK_KEY, LOADER_SOURCE, loaderListsOf, loaderTagOf } from '../../shared/app-scripts.mjs';
import { COMPILE_HINT, deferAppScriptsInSite, loaderFileName } from './index';

const HEAD = [
  '<!doctype html><html><head><meta charset="utf-8">',
  '<script>{;document.documentElement.classList.toggle("dark", false);}</script>',
  '<link href="/static/css/styles.1.css" rel="stylesheet">',
  '<link rel="preload" href="/static/js/async/tn.2.js" as="script">',
  '<link rel="preload" as="font" type="font/woff2" href="/static/font/open-sans.3.woff2" crossorigin>',
  '<script defer src="/static/js/lib-react.4.js"></script>',
  '<script defer src="/static/js/index.5.js"></script>',
  '<script defer src="https://stats.example/script.js" data-domain="example"></script>',
  '<title>Page</title></head>',
].join('\n');
const PAGE = `${HEAD}<body><div id="__rspress_root"><a href="/docs/b">B</a></div></body></html>`;
const LOADER = '/static/js/boot.0.js';

describe('deferAppScripts', () => {
  const out = deferAppScripts(PAGE, LOADER);

  it('replaces the bundle scripts and script preloads by one deferred loader where the first script was', () => {
    expect(out).not.toMatch(/<script defer src="\/static\/js\/(lib-react|index)/);
    expect(out).not.toContain('as="script"');
    expect(out).toContain(
      '<script async src="/static/js/boot.0.js" data-load="lib-react.4.js index.5.js" data-preload="async/tn.2.js"></script>\n<script defer src="https://stats.example',
    );
  });

  it('keeps everything else: inline scripts, CSS, font preload, other scripts, the body', () => {
    for (const kept of ['<script>{;document', 'styles.1.css', 'open-sans.3.woff2', 'https://stats.example/script.js', '<a href="/docs/b">B</a>']) expect(out).toContain(kept);
  });

  it('lists the same files in the same order, as paths from the site root', () => {
    expect(loaderListsOf(loaderTagOf(out)!)).toEqual({
      scripts: ['/static/js/lib-react.4.js', '/static/js/index.5.js'],
      preloads: ['/static/js/async/tn.2.js'],
    });
  });

  it('leaves a page without bundle scripts, or already rewritten, as it is', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(deferAppScripts(plain, LOADER)).toBe(plain);
    expect(loaderTagOf(plain)).toBeNull();
    expect(deferAppScripts(out, LOADER)).toBe(out);
  });

  it('honours a base other than /', () => {
    const based = PAGE.replaceAll('"/static/', '"/base/static/');
    expect(deferAppScripts(based, '/base/static/js/boot.0.js', '/base/')).toContain('data-load="lib-react.4.js index.5.js"');
  });
});

/** Runs the loader against a minimal document; returns what it appended and the hooks to drive it. */
function runLoader({ hidden = false, paintTiming = true, parsed = true } = {}) {
  const appended: { tag: string; url: string; as?: string; async?: boolean }[] = [];
  const listeners = new Map<string, (event?: { target: unknown }) => void>();
  const window: { [EARLY_CLICK_KEY]?: unknown } = {};
  let frame: (() => void) | undefined;
  let timer: (() => void) | undefined;
  let paintObserver: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined;
  let observing = false;
  class FakePerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['resource'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observing = true;
    }
  }
  const paintEntry = (name: string) =>
    observing && paintObserver?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (observing = false) });
  const loader = {
    src: 'https://site.test/static/js/boot.0.js',
    getAttribute: (name: string) => ({ 'data-load': 'lib-react.4.js index.5.js', 'data-preload': 'async/tn.2.js' })[name] ?? null,
  };
  const documentListeners = new Map<string, () => void>();
  const document = {
    currentScript: loader,
    visibilityState: hidden ? 'hidden' : 'visible',
    readyState: parsed ? 'interactive' : 'loading',
    addEventListener: (type: string, listener: () => void) => documentListeners.set(type, listener),
    createElement: (tag: string) => ({ tag }) as Record<string, unknown>,
    head: {
      appendChild: (element: Record<string, unknown>) =>
        appended.push({ tag: element.tag as string, url: (element.src ?? element.href) as string, as: element.as as string, async: element.async as boolean }),
    },
  };
  new Function('window', 'document', 'addEventListener', 'removeEventListener', 'requestAnimationFrame', 'setTimeout', 'PerformanceObserver', LOADER_SOURCE)(
    window,
    document,
    (type: string, listener: (event?: { target: unknown }) => void) => listeners.set(type, listener),
    (type: string) => listeners.delete(type),
    (callback: () => void) => (frame = callback),
    (callback: () => void) => (timer = callback),
    FakePerformanceObserver,
  );
  return {
    appended,
    listeners,
    window,
    paint: () => paintEntry('first-paint'),
    contentfulPaint: () => paintEntry('first-contentful-paint'),
    frame: () => frame?.(),
    afterFrame: () => timer?.(),
    observing: () => observing,
    parsed: () => {
      document.readyState = 'interactive';
      documentListeners.get('DOMContentLoaded')?.();
    },
  };
}

const EXPECTED = [
  { tag: 'link', url: 'https://site.test/static/js/async/tn.2.js', as: 'script', async: undefined },
  { tag: 'script', url: 'https://site.test/static/js/lib-react.4.js', as: undefined, async: false },
  { tag: 'script', url: 'https://site.test/static/js/index.5.js', as: undefined, async: false },
];

describe('the loader', () => {
  it('requests nothing before the first contentful paint, then the preloads and the scripts in order, once', () => {
    const run = runLoader();
    expect(run.appended).toEqual([]);
    run.frame();
    run.afterFrame();
    run.paint();
    expect(run.appended).toEqual([]);
    run.contentfulPaint();
    expect(run.appended).toEqual(EXPECTED);
    expect(run.observing()).toBe(false);
    // The start triggers are removed; the click keeper stays until the app takes its click.
    expect([...run.listeners.keys()]).toEqual(['click']);
  });

  it('without Paint Timing, starts in the task after the next animation frame', () => {
    const run = runLoader({ paintTiming: false });
    run.frame();
    expect(run.appended).toEqual([]);
    run.afterFrame();
    expect(run.appended).toEqual(EXPECTED);
  });

  it.each(['pointerdown', 'keydown', 'touchstart'])('starts at once on the first %s, and not again after the paint', (type) => {
    const run = runLoader();
    run.listeners.get(type)!();
    expect(run.appended).toEqual(EXPECTED);
    run.contentfulPaint();
    expect(run.appended).toHaveLength(EXPECTED.length);
  });

  it('keeps the last button clicked (from an element inside it), not other clicks, until the app takes it', () => {
    const run = runLoader();
    const element = (button: unknown) => ({ closest: (selector: string) => (selector === 'button' ? button : null) });
    const search = { name: 'search' };
    const menu = { name: 'menu' };
    run.listeners.get('click')!({ target: element(search) });
    expect(run.window[EARLY_CLICK_KEY]).toBe(search);
    run.listeners.get('click')!({ target: element(null) });
    run.listeners.get('click')!({ target: { nodeType: 3 } });
    expect(run.window[EARLY_CLICK_KEY]).toBe(search);
    run.listeners.get('click')!({ target: element(menu) });
    expect(run.window[EARLY_CLICK_KEY]).toBe(menu);
    run.window[EARLY_CLICK_KEY] = null;
    run.listeners.get('click')!({ target: element(search) });
    expect(run.window[EARLY_CLICK_KEY]).toBeNull();
  });

  it('in a page still being parsed, adds the preloads at the paint and the scripts once the document is parsed', () => {
    const run = runLoader({ parsed: false });
    run.contentfulPaint();
    expect(run.appended).toEqual(EXPECTED.slice(0, 1));
    run.parsed();
    expect(run.appended).toEqual(EXPECTED);
  });

  it('starts at once in a hidden page (no frame would come)', () => {
    expect(runLoader({ hidden: true }).appended).toEqual(EXPECTED);
  });
});

describe('deferAppScriptsInSite', () => {
  const inSite = (run: (dir: string) => void) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'script-loading-'));
    try {
      run(dir);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  const write = (dir: string, file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  const SCRIPTS = ['static/js/lib-react.4.js', 'static/js/index.5.js', 'static/js/async/tn.2.js'];

  it('writes the hashed loader and rewrites every page that loads the bundle', () =>
    inSite((dir) => {
      for (const file of SCRIPTS) write(dir, file, 'run();');
      write(dir, 'index.html', PAGE);
      write(dir, 'docs/a.html', PAGE);
      write(dir, 'redirect.html', '<html><head></head><body></body></html>');
      expect(deferAppScriptsInSite(dir).pages).toBe(2);
      expect(loaderFileName()).toMatch(/^static\/js\/boot\.[0-9a-f]{10}\.js$/);
      expect(fs.readFileSync(path.join(dir, loaderFileName()), 'utf8')).toBe(LOADER_SOURCE);
      expect(fs.readFileSync(path.join(dir, 'docs', 'a.html'), 'utf8')).toContain(`<script async src="/${loaderFileName()}" data-load=`);
    }));

  it('starts the scripts and chunks pages load first with the compile hint, once, and leaves the other chunks lazy', () =>
    inSite((dir) => {
      for (const file of [...SCRIPTS, 'static/js/async/search.9.js']) write(dir, file, 'run();');
      write(dir, 'index.html', PAGE);
      expect(deferAppScriptsInSite(dir).compiledOnLoad).toEqual([...SCRIPTS].sort());
      // Run again on its own output, it adds nothing twice.
      expect(deferAppScriptsInSite(dir).compiledOnLoad).toEqual([...SCRIPTS].sort());
      for (const file of SCRIPTS) expect(fs.readFileSync(path.join(dir, file), 'utf8'), file).toBe(`${COMPILE_HINT}run();`);
      expect(fs.readFileSync(path.join(dir, 'static/js/async/search.9.js'), 'utf8')).toBe('run();');
      expect(fs.readFileSync(path.join(dir, loaderFileName()), 'utf8')).toBe(LOADER_SOURCE);
    }));

  it('honours the base, and moves a source map one line down with its script', () =>
    inSite((dir) => {
      for (const file of SCRIPTS) write(dir, file, 'run();\n//# sourceMappingURL=x.js.map');
      write(dir, 'static/js/index.5.js.map', JSON.stringify({ version: 3, sources: ['a.ts'], names: [], mappings: 'AAAA;AACA' }));
      write(dir, 'index.html', PAGE.replaceAll('"/static/', '"/base/static/'));
      expect(deferAppScriptsInSite(dir, '/base/').compiledOnLoad).toEqual([...SCRIPTS].sort());
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'static/js/index.5.js.map'), 'utf8')).mappings).toBe(';AAAA;AACA');
      expect(fs.readFileSync(path.join(dir, 'static/js/index.5.js'), 'utf8').split('\n').indexOf('run();')).toBe(1);
    }));

  it('fails naming the page when a page loads a script the build did not write', () =>
    inSite((dir) => {
      write(dir, 'static/js/lib-react.4.js', 'run();');
      write(dir, 'docs/a.html', PAGE);
      expect(() => deferAppScriptsInSite(dir)).toThrow(/docs\/a\.html loads static\/js\/index\.5\.js, which is not in/);
    }));
});
