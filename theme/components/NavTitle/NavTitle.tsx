import { normalizeImagePath, useSite, useVersion } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { withVersionPrefix } from '../../logic/versionedLink';
import './NavTitle.css';

/**
 * Size of `docs/public/logo-*.svg`, reserved so that the bar does not shift when they load. Low
 * priority: React 19 otherwise writes a `<link rel="preload" as="image">` into the head for both
 * logos, one of which the colour scheme hides, ahead of the CSS and font on a slow link.
 */
const LOGO_IMAGE = { width: 132, height: 32, fetchPriority: 'low' } as const;

/**
 * Logo (light and dark variants) and title, linking to the home of the version being read.
 * Replaces the default one, whose images have no size and are named "logo".
 */
export function NavTitle() {
  const { site } = useSite();
  const version = useVersion();
  const home = withVersionPrefix('/', version, site.multiVersion?.default ?? '');
  const logo = typeof site.logo === 'string' ? { light: site.logo, dark: site.logo } : site.logo;
  return (
    <div className="repack-nav-title">
      <Link href={site.logoHref || home} className="repack-nav-title__link">
        {logo ? (
          <>
            <img className="repack-nav-title__logo repack-nav-title__logo--light" src={normalizeImagePath(logo.light)} alt={site.title} {...LOGO_IMAGE} />
            <img className="repack-nav-title__logo repack-nav-title__logo--dark" src={normalizeImagePath(logo.dark)} alt={site.title} {...LOGO_IMAGE} />
          </>
        ) : (
          <span className="repack-nav-title__name">{site.title}</span>
        )}
        {site.logoText && <span className="repack-nav-title__text">{site.logoText}</span>}
      </Link>
    </div>
  );
}
