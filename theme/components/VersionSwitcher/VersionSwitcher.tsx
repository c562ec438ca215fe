import { Link } from '@rspress/core/theme-original';
import { useDisclosure } from '../../logic/useDisclosure';
import { useVersionLinks } from '../../logic/useVersionLinks';
import './VersionSwitcher.css';

/**
 * A disclosure menu of real links, one per version, each pointing to the page the reader
 * lands on in that version (never a 404).
 */
export function VersionSwitcher() {
  const { currentVersion, versions, links } = useVersionLinks();
  const { close, rootProps, buttonProps, panelProps } = useDisclosure();

  if (versions.length < 2) return null;

  return (
    <div className="repack-version-switcher" {...rootProps}>
      <button
        {...buttonProps}
        className="repack-version-switcher__button"
        aria-label={`Documentation version: ${currentVersion}. Switch version`}
      >
        {currentVersion}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul {...panelProps} className="repack-version-switcher__menu">
        {versions.map((version) => (
          <li key={version}>
            <Link
              href={links[version]}
              className="repack-version-switcher__link"
              aria-current={version === currentVersion ? 'true' : undefined}
              onClick={close}
            >
              {version}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
