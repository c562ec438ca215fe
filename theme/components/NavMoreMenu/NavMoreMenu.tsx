import { useI18n } from '@rspress/core/runtime';
import { useDisclosure } from '../../logic/useDisclosure';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { SwitchAppearance } from '../SwitchAppearance/SwitchAppearance';
import './NavMoreMenu.css';

/**
 * On medium screens, the theme toggle and social links fold into this menu of the nav bar. Its
 * contents render only while it is open: the nav bar shows the same controls on wide screens,
 * so the page's HTML need not carry them twice.
 */
export function NavMoreMenu() {
  const t = useI18n();
  const { open, rootProps, buttonProps, panelProps } = useDisclosure();
  return (
    <div className="repack-nav-more" {...rootProps}>
      <button {...buttonProps} className="repack-nav-more__button" aria-label="More options">
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <circle cx="4" cy="10" r="1.75" />
          <circle cx="10" cy="10" r="1.75" />
          <circle cx="16" cy="10" r="1.75" />
        </svg>
      </button>
      <div {...panelProps} className="repack-nav-more__panel">
        {open && (
          <>
            <div className="repack-nav-more__row">
              <span>{t('themeText')}</span>
              <SwitchAppearance />
            </div>
            <SocialLinks />
          </>
        )}
      </div>
    </div>
  );
}
