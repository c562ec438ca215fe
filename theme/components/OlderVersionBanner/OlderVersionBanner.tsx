import { Link } from '@rspress/core/theme-original';
import { useVersionLinks } from '../../logic/useVersionLinks';
import './OlderVersionBanner.css';

/** Tells readers of a non-default version that newer docs exist, linking to the matching page. */
export function OlderVersionBanner() {
  const { currentVersion, defaultVersion, links } = useVersionLinks();
  if (!currentVersion || currentVersion === defaultVersion) return null;
  return (
    <aside className="repack-older-version" aria-label="Older version notice">
      <p>
        You are reading the documentation for Re.Pack <strong>{currentVersion}</strong>, an older version.{' '}
        <Link href={links[defaultVersion]} className="repack-older-version__link">
          Read this page for the latest version ({defaultVersion})
        </Link>
        .
      </p>
    </aside>
  );
}
