import { withVersion } from '../../shared/site-versions.mjs';

/**
 * Puts a site-absolute link written for the default version (`/docs/about`) under the given
 * version (`/2.x/docs/about`). Frontmatter links are not prefixed by Rspress the way markdown
 * links are, so components rendering them call this.
 */
export function withVersionPrefix(link: string, version: string, defaultVersion: string): string {
  const isSiteAbsolute = link.startsWith('/') && !link.startsWith('//');
  return isSiteAbsolute ? withVersion(link, version, defaultVersion) : link;
}
