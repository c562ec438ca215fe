import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BROWSER_REPLACEMENTS, isInSearchIndex, replaceRspressBrowserImports, requireListedBefore } from './rspress-internals';

describe('isInSearchIndex', () => {
  it('leaves out the home page and pages with search: false, like Rspress', () => {
    expect(isInSearchIndex({ frontmatter: {} })).toBe(true);
    expect(isInSearchIndex({})).toBe(true);
    expect(isInSearchIndex({ frontmatter: { pageType: 'home' } })).toBe(false);
    expect(isInSearchIndex({ frontmatter: { search: false } })).toBe(false);
  });
});

describe('requireListedBefore', () => {
  const plugin = (name: string) => ({ name });

  it('fails the build, naming the config and why, when the plugin that must come first comes after', () => {
    expect(() => requireListedBefore([plugin('b'), plugin('a')], 'a', 'b', 'b reads what a wrote.')).toThrow(
      'rspress.config.ts: list a before b in `plugins`: b reads what a wrote.',
    );
  });

  it('accepts the right order, and a list without one of the two', () => {
    expect(() => requireListedBefore([plugin('a'), false, plugin('b')], 'a', 'b', '')).not.toThrow();
    expect(() => requireListedBefore([plugin('b')], 'a', 'b', '')).not.toThrow();
    expect(() => requireListedBefore(undefined, 'a', 'b', '')).not.toThrow();
  });
});

describe('replaceRspressBrowserImports', () => {
  type Rule = { test: RegExp; resolve: { alias: Record<string, string> } };
  const run = (environment: string) => {
    const config = { module: { rules: [] as Rule[] } };
    (replaceRspressBrowserImports as unknown as (c: object, u: object) => void)(config, { environment: { name: environment } });
    return config.module.rules;
  };

  it("redirects exactly the listed packages, imported by Rspress's own modules, in the browser build only", () => {
    const [rule, ...others] = run('web');
    expect(others).toEqual([]);
    // The installed runtime module that imports the head manager.
    const core = path.dirname(createRequire(import.meta.url).resolve('@rspress/core/package.json'));
    expect(rule.test.test(path.join(core, 'dist', 'runtime', 'ClientApp.js'))).toBe(true);
    expect(rule.test.test('/site/theme/rspress-internals/scroll-lock.ts')).toBe(false);
    expect(rule.resolve.alias).toEqual(Object.fromEntries(Object.entries(BROWSER_REPLACEMENTS).map(([name, file]) => [`${name}$`, file])));
    expect(run('node')).toEqual([]);
    expect(run('node_md')).toEqual([]);
  });

  it('points to files of theme/rspress-internals that exist', () => {
    for (const file of Object.values(BROWSER_REPLACEMENTS)) {
      expect(file).toMatch(/[\\/]theme[\\/]rspress-internals[\\/][\w-]+\.(?:ts|css)$/);
      expect(fs.existsSync(file), file).toBe(true);
    }
  });
});
