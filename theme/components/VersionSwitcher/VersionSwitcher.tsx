import { Link } from '@rspress/core/theme-original';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useVersionLinks } from '../../logic/useVersionLinks';
import './VersionSwitcher.css';

/**
 * A disclosure menu of real links, one per version, each pointing to the page the reader
 * lands on in that version (never a 404).
 */
export function VersionSwitcher() {
  const { currentVersion, versions, links } = useVersionLinks();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutsideClick);
    return () => document.removeEventListener('mousedown', closeOnOutsideClick);
  }, [open]);

  if (versions.length < 2) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      // Only this menu closes: the mobile nav screen around it also closes on Escape.
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div
      className="repack-version-switcher"
      ref={rootRef}
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="repack-version-switcher__button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Documentation version: ${currentVersion}. Switch version`}
        onClick={() => setOpen((value) => !value)}
      >
        {currentVersion}
        <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.5" />
        </svg>
      </button>
      <ul id={menuId} className="repack-version-switcher__menu" hidden={!open}>
        {versions.map((version) => (
          <li key={version}>
            <Link
              href={links[version]}
              className="repack-version-switcher__link"
              aria-current={version === currentVersion ? 'true' : undefined}
              onClick={() => setOpen(false)}
            >
              {version}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
