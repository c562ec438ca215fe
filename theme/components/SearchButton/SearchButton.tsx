import { useI18n } from '@rspress/core/runtime';
import { IconSearch, SvgWrapper } from '@rspress/core/theme-original';
import { useEffect, useState } from 'react';
import './SearchButton.css';

/**
 * One search button for every width (the default theme swaps in an unnamed clickable `div`
 * on small screens); on phones only its icon shows, its name stays for screen readers.
 */
export function SearchButton({ setFocused }: { setFocused: (focused: boolean) => void }) {
  const t = useI18n();
  const [modifierKey, setModifierKey] = useState<string>();

  useEffect(() => {
    setModifierKey(/Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);

  return (
    <button type="button" className="repack-search-button" aria-keyshortcuts="Control+K Meta+K" onClick={() => setFocused(true)}>
      <SvgWrapper icon={IconSearch} className="repack-search-button__icon" aria-hidden="true" />
      <span className="repack-search-button__label">{t('searchPlaceholderText')}</span>
      {modifierKey && (
        <kbd className="repack-search-button__hotkey" aria-hidden="true">
          {modifierKey} K
        </kbd>
      )}
    </button>
  );
}
