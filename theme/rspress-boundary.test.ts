/**
 * The theme's boundary around Rspress: only theme/rspress-internals/ may reach past Rspress's
 * documented API (see that module), components never import theme/index.tsx (the theme entry
 * imports them), the theme never imports build-time code, and components and logic live in their
 * own folders. Each failure names the file and line. Tests are not scanned: they may name the
 * markup they check.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '..');
const THEME = path.join(ROOT, 'theme');
const INTERNALS = path.join(THEME, 'rspress-internals');
/** The override manifest names the upstream files it describes; it imports none of them. */
const MANIFEST = path.join(THEME, 'overrides.ts');

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? listFiles(file) : [file];
  });
}

const sources = listFiles(THEME).filter((file) => /\.tsx?$/.test(file) && !isTest(file));
const relative = (file: string) => path.relative(ROOT, file);

interface Rule {
  what: string;
  pattern: RegExp;
}

/** What only theme/rspress-internals/ may name. */
const INTERNAL_TOUCHES: Rule[] = [
  { what: "a private file of @rspress/core (import it through theme/rspress-internals)", pattern: /@rspress\/core\/dist\b/ },
  { what: 'a module of @rspress/shared, a package of Rspress, not of this site', pattern: /['"]@rspress\/shared\b/ },
  { what: 'a module Rspress generates (use theme/rspress-internals/generated.ts)', pattern: /['"]virtual-[\w-]+['"]/ },
  { what: 'a class name of the default theme (use the constants of theme/rspress-internals)', pattern: /(?<![\w-])rp-[a-z]/ },
  { what: "an element, class, storage key or event of Rspress's runtime (use theme/rspress-internals)", pattern: /rspress-doc\b|__rspress|['"`]RSPRESS_|['"`]rspress\./ },
];

function findings(files: string[], rules: Rule[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const rule of rules) if (rule.pattern.test(line)) found.push(`${relative(file)}:${index + 1}: ${rule.what}: ${line.trim()}`);
      });
  }
  return found;
}

/** Each import specifier of a file with its line. */
function importsOf(file: string): { specifier: string; line: number }[] {
  const result: { specifier: string; line: number }[] = [];
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      for (const match of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+|vi\.mock\(\s*)['"]([^'"]+)['"]/g)) result.push({ specifier: match[1], line: index + 1 });
    });
  return result;
}

const resolvesInto = (file: string, specifier: string, target: string) =>
  specifier.startsWith('.') && (path.resolve(path.dirname(file), specifier) + path.sep).startsWith(target + path.sep);

describe('theme boundary around Rspress', () => {
  it('reaches past the documented API of Rspress only in theme/rspress-internals', () => {
    const outside = sources.filter((file) => !file.startsWith(INTERNALS + path.sep) && file !== MANIFEST);
    expect(findings(outside, INTERNAL_TOUCHES)).toEqual([]);
  });

  it('catches each kind of touch (the rules match what they are meant to)', () => {
    const samples = [
      "import { SidebarItem } from '@rspress/core/dist/theme/components/Sidebar/SidebarItem.js';",
      "import { slug } from '@rspress/shared/github-slugger';",
      "export { searchIndexHash } from 'virtual-page-data';",
      '<div className="rp-outline">',
      "document.getElementById('__rspress_modal_container')",
      "window.addEventListener('RSPRESS_SYNC_STORAGE_EVENT_NAME', onSync);",
      "localStorage.getItem(`rspress.tabs.${groupId}`);",
    ];
    const matched = samples.map((sample) => INTERNAL_TOUCHES.some((rule) => rule.pattern.test(sample)));
    expect(matched).toEqual(samples.map(() => true));
    // Rspress's CSS variables are its documented theming API.
    expect(INTERNAL_TOUCHES.some((rule) => rule.pattern.test('color: var(--rp-c-brand);'))).toBe(false);
  });

  it('components and logic never import theme/index.tsx, which imports them', () => {
    const entry = path.join(THEME, 'index');
    const found = sources
      .filter((file) => file !== path.join(THEME, 'index.tsx'))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier }) => specifier === '@theme' || specifier === '@rspress/core/theme' || (specifier.startsWith('.') && path.resolve(path.dirname(file), specifier).replace(/\.tsx?$/, '') === entry))
          .map(({ specifier, line }) => `${relative(file)}:${line}: imports the theme entry (${specifier})`),
      );
    expect(found).toEqual([]);
  });

  it('never imports build-time code (plugins/, scripts/, deploy/)', () => {
    const buildTime = ['plugins', 'scripts', 'deploy'].map((dir) => path.join(ROOT, dir));
    const found = listFiles(THEME)
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        importsOf(file)
          .filter(({ specifier }) => buildTime.some((dir) => resolvesInto(file, specifier, dir)))
          .map(({ specifier, line }) => `${relative(file)}:${line}: imports build-time code (${specifier}); share pure logic through shared/`),
      );
    expect(found).toEqual([]);
  });

  it('keeps components in theme/components/<Name>/ and pure logic and hooks in theme/logic/', () => {
    const misplaced = [
      ...listFiles(path.join(THEME, 'components'))
        .filter((file) => /\.ts$/.test(file) && !isTest(file))
        .map((file) => `${relative(file)}: logic in a component folder (move it to theme/logic/)`),
      ...listFiles(path.join(THEME, 'logic'))
        .filter((file) => /\.(tsx|css)$/.test(file) && !isTest(file))
        .map((file) => `${relative(file)}: a component or style in theme/logic/ (move it to theme/components/<Name>/)`),
      ...fs
        .readdirSync(path.join(THEME, 'components'), { withFileTypes: true })
        .filter((entry) => !entry.isDirectory())
        .map((entry) => `theme/components/${entry.name}: a file outside a component folder`),
    ];
    expect(misplaced).toEqual([]);
  });
});
