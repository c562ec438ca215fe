import { useI18n, useLocation, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { homeForPath } from '../../logic/homeForPath';
import { useHydrated } from '../../logic/useHydrated';
import { mainContentTarget } from '../SkipLink/SkipLink';
import './NotFoundLayout.css';

/**
 * The 404 page, linking home to the version and language found in the URL. Replaces the
 * default one, which takes them from page data (always the defaults in the prerendered 404
 * page served for every unknown path) and so sends 2.x readers to 3.x.
 */
export function NotFoundLayout() {
  const t = useI18n();
  const { site } = useSite();
  const { pathname } = useLocation();
  // Prerendered once for /404: link to "/" as the server did until hydrated, then follow the URL.
  const home = useHydrated()
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
      <Link href={home} className="repack-not-found__home">
        {t('takeMeHomeText')}
      </Link>
    </main>
  );
}
