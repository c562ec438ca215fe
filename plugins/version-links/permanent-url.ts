import { rootPathOfPermanentUrl } from '../../shared/site-versions.mjs';

declare const __REPACK_DEFAULT_VERSION__: string;

// Runs in the browser before the app (Rsbuild `source.preEntry`, see ./index.ts). The host answers
// the permanent address of the default version (`/3.x/docs/a`) with the root page, but Rspress's
// router only has the root route (`/docs/a`): it would hydrate that page as a 404. Showing the
// root address, the canonical one, before the router reads it lets the page hydrate as itself.
if (typeof window !== 'undefined') {
  const rootPath = rootPathOfPermanentUrl(window.location.pathname, { defaultVersion: __REPACK_DEFAULT_VERSION__ });
  if (rootPath) window.history.replaceState(window.history.state, '', `${rootPath}${window.location.search}${window.location.hash}`);
}
