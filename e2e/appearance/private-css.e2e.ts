// The default theme's private stylesheets that theme/rspress-internals/styles imports for the
// components we replace: a module that only imports CSS is dropped by the bundler unless
// package.json lists it as having side effects, and the page then renders those parts unstyled.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_BUILD, ROOT } from '../support/site-pages';

const STYLES_DIR = path.join(ROOT, 'theme', 'rspress-internals', 'styles');
const builtCss = () => {
  const dir = path.join(DOC_BUILD, 'static', 'css');
  return fs.readdirSync(dir).filter((file) => file.endsWith('.css')).map((file) => fs.readFileSync(path.join(dir, file), 'utf8')).join('\n');
};

/** Each stylesheet a styles module imports, with the class names it defines. */
const importedStylesheets = () =>
  fs.readdirSync(STYLES_DIR).flatMap((module) =>
    [...fs.readFileSync(path.join(STYLES_DIR, module), 'utf8').matchAll(/^import '(@rspress\/core\/[^']+\.css)';/gm)].map(([, specifier]) => {
      const source = fs.readFileSync(path.join(ROOT, 'node_modules', specifier), 'utf8');
      return { module, specifier, classes: [...new Set([...source.matchAll(/\.(rp-[\w-]+)/g)].map((match) => match[1]))] };
    }),
  );

describe('private stylesheets of the default theme', () => {
  it('every stylesheet theme/rspress-internals/styles imports reaches the built CSS', () => {
    const css = builtCss();
    const sheets = importedStylesheets();
    // outline (1), search panel and its suggestions, tabs: the Toc's went with our Toc (decisions/0017).
    expect(sheets.length).toBeGreaterThanOrEqual(4);
    const missing = sheets.filter(({ classes }) => !classes.some((name) => css.includes(`.${name}`)));
    expect(missing.map(({ module, specifier }) => `${module}: ${specifier}`)).toEqual([]);
  });
});
