import { usePage, useSite, useVersion } from '@rspress/core/runtime';
import { resolveVersionLinks, type VersionLinks } from './versionLinks';

export function useVersionLinks() {
  const { page } = usePage();
  const { site } = useSite();
  const currentVersion = useVersion();
  const versions = site.multiVersion?.versions ?? [];
  const defaultVersion = site.multiVersion?.default ?? versions[0] ?? '';
  const pageLinks = (page as { versionLinks?: VersionLinks }).versionLinks;
  return {
    currentVersion,
    defaultVersion,
    versions,
    links: resolveVersionLinks(pageLinks, { defaultVersion, versions }),
  };
}
