import { useEffect, useState } from 'react';
import { REDIRECTS_URL, redirectTarget, type RedirectRule } from '../../shared/site-versions.mjs';

/**
 * Where an old address now lives, from the redirect rules the build publishes (see
 * plugins/redirects), or `undefined`. For the 404 page of hosts that cannot redirect: the rules
 * are fetched only there, once hydrated (`enabled`).
 */
export function useRedirectTarget(pathname: string, enabled: boolean): string | undefined {
  const [found, setFound] = useState<{ pathname: string; target?: string }>();
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetch(REDIRECTS_URL)
      .then((response) => (response.ok ? (response.json() as Promise<RedirectRule[]>) : []))
      .then((rules) => {
        if (current) setFound({ pathname, target: redirectTarget(pathname, rules) });
      })
      // No rules to follow (a build without redirects, or offline): the page stays a 404.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [pathname, enabled]);
  return found?.pathname === pathname ? found.target : undefined;
}
