import type { NavItem } from '@rspress/core';
import { matchNavbar, useI18n, useLocation, useNav, useSite } from '@rspress/core/runtime';
import { Link, Tag } from '@rspress/core/theme-original';
import { offersLanguageChoice } from '../../logic/langLinks';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { SwitchAppearance } from '../SwitchAppearance/SwitchAppearance';
import { VersionSwitcher } from '../VersionSwitcher/VersionSwitcher';
import './NavScreen.css';

function NavScreenItems({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  return (
    <ul className="repack-nav-screen__items">
      {items.map((item) => {
        const link = 'link' in item ? item.link : undefined;
        const children = 'items' in item ? item.items : [];
        const activeMatch = 'activeMatch' in item ? item.activeMatch : undefined;
        const label = (
          <>
            {item.text}
            {item.tag && <Tag tag={item.tag} />}
          </>
        );
        return (
          <li key={`${item.text}${link ?? ''}`}>
            {link ? (
              <Link
                href={link}
                className="repack-nav-screen__link"
                aria-current={matchNavbar({ text: item.text ?? '', link, activeMatch }, pathname) ? 'true' : undefined}
              >
                {label}
              </Link>
            ) : (
              <span className="repack-nav-screen__group">{label}</span>
            )}
            {children.length > 0 && <NavScreenItems items={children} />}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The menu of small screens, opened from the nav bar's menu button: nav items (nested ones
 * listed under their parent), version switcher, language switcher (multi-language sites only),
 * theme toggle and social links. Its contents render only while it is open: they repeat the
 * nav bar's, which the page's HTML carries already.
 */
export function NavScreen({ id, open }: { id: string; open: boolean }) {
  const items = useNav();
  const t = useI18n();
  const { site } = useSite();
  return (
    <div id={id} className="repack-nav-screen" hidden={!open}>
      {open && (
        <>
          <NavScreenItems items={items} />
          <div className="repack-nav-screen__row">
            <span>{t('versionsText')}</span>
            <VersionSwitcher />
          </div>
          {offersLanguageChoice(site.locales) && (
            <div className="repack-nav-screen__row">
              <span>{t('languagesText')}</span>
              <LanguageSwitcher />
            </div>
          )}
          <div className="repack-nav-screen__row">
            <span>{t('themeText')}</span>
            <SwitchAppearance />
          </div>
          <div className="repack-nav-screen__row repack-nav-screen__row--social">
            <SocialLinks />
          </div>
        </>
      )}
    </div>
  );
}
