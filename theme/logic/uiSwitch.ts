/**
 * The parts of the page a reader (or an embedding site) can hide: `?navbar=0`, `?sidebar=0`,
 * `?outline=0` and `?footer=0` in the URL, in any combination, or `navbar: false`,
 * `sidebar: false`, `outline: false` and `footer: false` in the page's frontmatter.
 */
export const UI_PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
export type UIPart = (typeof UI_PARTS)[number];

/** The value of a URL switch that hides its part (`?sidebar=0`). */
export const HIDE = '0';

/** Parts hidden by the query string of a URL (`location.search`). */
export function partsHiddenByQuery(search: string): UIPart[] {
  const params = new URLSearchParams(search);
  return UI_PARTS.filter((part) => params.get(part) === HIDE);
}

/** Parts hidden by the frontmatter (`false`; Rspress also reads `sidebar: 'placeholder'`, which keeps the space). */
export function partsHiddenByFrontmatter(frontmatter: Record<string, unknown> | undefined): UIPart[] {
  return UI_PARTS.filter((part) => frontmatter?.[part] === false);
}

/**
 * The frontmatter the default theme should see: the parts hidden by the URL are switched off
 * the same way `navbar: false` etc. would switch them off. Returns the same object when the
 * URL hides nothing new, so memoised consumers do not re-render.
 */
export function frontmatterWithHiddenParts<T extends Record<string, unknown>>(frontmatter: T, hidden: readonly UIPart[]): T {
  const missing = hidden.filter((part) => frontmatter[part] !== false);
  if (missing.length === 0) return frontmatter;
  const next: Record<string, unknown> = { ...frontmatter };
  for (const part of missing) next[part] = false;
  return next as T;
}

/** Class put on `<html>` while a part is hidden (styles in `theme/components/UISwitch/UISwitch.css`). */
export function hiddenPartClass(part: UIPart): string {
  return `repack-hide-${part}`;
}
