import { cleanUrlByConfig, useActiveMatcher, useLocation, useNav, useSidebar, useSite, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme-original';
import { breadcrumbJsonLd, breadcrumbTrail } from '../../logic/breadcrumbs';
import './Breadcrumbs.css';

/**
 * Where the page sits: its nav section and sidebar groups, as links where they have a page,
 * with the same trail as schema.org `BreadcrumbList` structured data for search engines.
 */
export function Breadcrumbs() {
  const sidebar = useSidebar();
  const nav = useNav();
  const isCurrent = useActiveMatcher();
  const { pathname } = useLocation();
  const { site } = useSite();
  const crumbs = breadcrumbTrail({ sidebar, nav, pathname: decodeURIComponent(pathname), isCurrent });
  if (crumbs.length === 0) return null;
  const origin = site.siteOrigin;
  // The addresses the links show (site data keeps `.html` paths; `<Link>` cleans them the same way).
  const served = crumbs.map((crumb) => (crumb.link ? { ...crumb, link: withBase(cleanUrlByConfig(crumb.link)) } : crumb));
  return (
    <nav aria-label="Breadcrumb" className="repack-breadcrumbs">
      <ol>
        {crumbs.map((crumb, index) =>
          index === crumbs.length - 1 ? (
            <li key={index} aria-current="page">
              {crumb.text}
            </li>
          ) : (
            <li key={index}>{crumb.link ? <Link href={crumb.link}>{crumb.text}</Link> : crumb.text}</li>
          ),
        )}
      </ol>
      {origin && (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: breadcrumbJsonLd(served, origin, new URL(pathname, origin).href) }} />
      )}
    </nav>
  );
}
