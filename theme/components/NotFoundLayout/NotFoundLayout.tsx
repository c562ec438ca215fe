import { useI18n, useLocation, useNavigate, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { useEffect } from 'react';
import { REDIRECTS_URL } from '../../../shared/site-versions.mjs';
import { homeForPath } from '../../logic/homeForPath';
import { useHydrated } from '../../logic/useHydrated';
import { useRedirectTarget } from '../../logic/useRedirectTarget';
import { mainContentTarget } from '../SkipLink/SkipLink';
import './NotFoundLayout.css';

/**
 * The 404 page, linking home to the version and language found in the URL. Replaces the
 * default one, which takes them from page data (always the defaults in the prerendered 404
 * page served for every unknown path) and so sends 2.x readers to 3.x. On hosts that cannot
 * redirect, it sends readers of an old address on to its new page (docs/_redirects.json).
 */
export function NotFoundLayout() {
  const t = useI18n();
  const { site } = useSite();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const movedTo = useRedirectTarget(pathname, hydrated);
  useEffect(() => {
    if (movedTo) navigate(`${movedTo}${search}${hash}`, { replace: true });
  }, [movedTo, search, hash, navigate]);
  // Prerendered once for /404: link to "/" as the server did until hydrated, then follow the URL.
  const home = hydrated
    ? homeForPath(pathname, {
        versions: site.multiVersion?.versions ?? [],
        defaultVersion: site.multiVersion?.default ?? '',
        langs: (site.locales ?? []).map((locale) => locale.lang),
        defaultLang: site.lang ?? '',
      })
    : '/';
  return (
    <main className="repack-not-found" {...mainContentTarget}>
      <p className="repack-not-found__code">404</p>
      <h1 className="repack-not-found__title">{t('notFoundText')}</h1>
      <p className="repack-not-found__moved" role="status">
        {movedTo ? (
          <>
            This page has moved to <Link href={movedTo}>{movedTo}</Link>. Taking you there…
          </>
        ) : null}
      </p>
      <noscript>
        <p className="repack-not-found__moved">
          Pages of the previous documentation site are forwarded to their new address by JavaScript, which is off. Where each
          old address leads is listed in <a href={REDIRECTS_URL}>redirects.json</a>.
        </p>
      </noscript>
      <Link href={home} className="repack-not-found__home">
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
