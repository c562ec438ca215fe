import { useSite, useVersion } from '@rspress/core/runtime';
import { useCallback } from 'react';
import { withVersionPrefix } from './versionedLink';

/** Puts frontmatter links under the version being read (see `withVersionPrefix`). */
export function useVersionPrefix(): (link: string) => string {
  const version = useVersion();
  const { site } = useSite();
  const defaultVersion = site.multiVersion?.default ?? '';
  return useCallback((link: string) => withVersionPrefix(link, version, defaultVersion), [version, defaultVersion]);
}
