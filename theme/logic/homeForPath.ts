import { versionPrefix } from '../../shared/site-versions.mjs';

export interface SiteRoots {
  versions: string[];
  defaultVersion: string;
  langs: string[];
  defaultLang: string;
}

/**
 * The home page of the version and language named in the first two segments of `pathname`,
 * keeping those prefixes in the order they were found (`/2.x/zh/x` → `/2.x/zh/`).
 * Default version and default language have no prefix, so they lead to `/`.
 */
export function homeForPath(pathname: string, { versions, defaultVersion, langs, defaultLang }: SiteRoots): string {
  const prefixes: string[] = [];
  let version = '';
  let lang = '';
  for (const segment of pathname.split('/').filter(Boolean).slice(0, 2)) {
    if (!version && versions.includes(segment)) {
      version = segment;
      prefixes.push(versionPrefix(segment, defaultVersion));
    } else if (!lang && langs.includes(segment)) {
      lang = segment;
      prefixes.push(segment === defaultLang ? '' : `/${segment}`);
    } else {
      break;
    }
  }
  return `${prefixes.join('')}/`;
}
