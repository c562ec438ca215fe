/** A site offers a choice of language when it has more than one locale. */
export function offersLanguageChoice(locales: readonly unknown[] | undefined): boolean {
  return (locales?.length ?? 0) > 1;
}

export interface LocaleSite {
  /** Languages of the site (`locales[].lang`). */
  langs: readonly string[];
  /** `lang` of the site: pages in it have no language prefix. */
  defaultLang: string;
  /** Versions of the site: a version prefix comes before the language prefix (`/2.x/zh/guide`). */
  versions: readonly string[];
}

/**
 * The same page in another language: `/guide` → `/zh/guide`, `/zh/guide` → `/guide`,
 * `/2.x/zh/` → `/2.x/`. The default language has no prefix; a version prefix is kept.
 */
export function pathInLang(pathname: string, targetLang: string, { langs, defaultLang, versions }: LocaleSite): string {
  const parts = pathname.split('/').filter(Boolean);
  const prefix: string[] = [];
  let index = 0;
  if (versions.includes(parts[0])) prefix.push(parts[index++]);
  if (langs.includes(parts[index]) || parts[index] === defaultLang) index++;
  if (targetLang && targetLang !== defaultLang) prefix.push(targetLang);
  const rest = parts.slice(index);
  if (rest.length === 0) return prefix.length ? `/${prefix.join('/')}/` : '/';
  return `/${[...prefix, ...rest].join('/')}${pathname.endsWith('/') ? '/' : ''}`;
}
