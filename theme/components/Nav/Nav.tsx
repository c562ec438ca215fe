import type { NavItem } from '@rspress/core';
import { useNav, useSite } from '@rspress/core/runtime';
import { NavList, type NavProps } from '@rspress/core/theme-original';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { withSafeRel } from '../../logic/navItems';
import type { HideNavbar } from '../../logic/navVisibility';
import { useNavHidden } from '../../logic/useNavHidden';
import { useNavScreen } from '../../logic/useNavScreen';
import { LAYOUT_NAV_CLASS } from '../../rspress-internals';
import { LanguageSwitcher } from '../LanguageSwitcher/LanguageSwitcher';
import { NavMoreMenu } from '../NavMoreMenu/NavMoreMenu';
import { NavScreen } from '../NavScreen/NavScreen';
import { NavTitle } from '../NavTitle/NavTitle';
import { Search } from '../Search/Search';
import { SocialLinks } from '../SocialLinks/SocialLinks';
import { SwitchAppearance } from '../SwitchAppearance/SwitchAppearance';
import { VersionSwitcher } from '../VersionSwitcher/VersionSwitcher';
import './Nav.css';

const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * On `<html>` while the bar is out of view, for the sticky columns below it to move up. A class
 * rather than `body:has(.repack-nav--hidden)`: a `:has()` on the body made every DOM insertion
 * restyle the whole page (25 ms of blocking time at hydration on a guide).
 */
const NAV_OUT_OF_VIEW_CLASS = 'repack-nav-out-of-view';

const byPosition = (items: NavItem[], position: 'left' | 'right') =>
  items.filter((item) => (item.position ?? 'right') === position);

/**
 * The nav bar, replacing the default one to use our version switcher (on wide screens, in the
 * small-screen nav screen) and to hide on scroll as `themeConfig.hideNavbar` asks. Nav items
 * are still rendered by the default theme's menu (links, tags, active match, nested items).
 */
export function Nav({
  beforeNavTitle,
  navTitle,
  afterNavTitle,
  beforeLeftNavItems,
  afterLeftNavItems,
  beforeRightNavItems,
  afterRightNavItems,
  beforeNavMenu,
  afterNavMenu,
}: NavProps) {
  const items = withSafeRel(useNav());
  const { site } = useSite();
  const headerRef = useRef<HTMLElement>(null);
  const screenButtonRef = useRef<HTMLButtonElement>(null);
  const screen = useNavScreen();
  const screenId = useId();
  const scrolledAway = useNavHidden((site.themeConfig.hideNavbar as HideNavbar | undefined) ?? 'never', headerRef);
  // A keyboard user tabbing into the bar must see where the focus is.
  const [focusInside, setFocusInside] = useState(false);
  const outOfView = scrolledAway && !screen.open && !focusInside;
  const className = [LAYOUT_NAV_CLASS, 'repack-nav', outOfView && 'repack-nav--hidden', screen.open && 'repack-nav--screen-open'];
  useClientLayoutEffect(() => {
    document.documentElement.classList.toggle(NAV_OUT_OF_VIEW_CLASS, outOfView);
    return () => document.documentElement.classList.remove(NAV_OUT_OF_VIEW_CLASS);
  }, [outOfView]);

  return (
    <header
      ref={headerRef}
      className={className.filter(Boolean).join(' ')}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
    >
      <nav
        className="repack-nav__bar"
        aria-label="Main"
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !screen.open) return;
          screen.close();
          screenButtonRef.current?.focus();
        }}
      >
        <div className="repack-nav__start">
          {beforeNavTitle}
          {navTitle ?? <NavTitle />}
          {afterNavTitle}
          {beforeLeftNavItems}
          <NavList items={byPosition(items, 'left')} />
          {afterLeftNavItems}
        </div>
        <div className="repack-nav__end">
          {beforeNavMenu}
          <Search />
          {beforeRightNavItems}
          <NavList items={byPosition(items, 'right')} />
          {afterRightNavItems}
          {/* Multi-language sites only (renders nothing otherwise). */}
          <LanguageSwitcher />
          <div className="repack-nav__version">
            <VersionSwitcher />
          </div>
          <div className="repack-nav__extras">
            <SwitchAppearance />
            <SocialLinks />
          </div>
          <div className="repack-nav__more">
            <NavMoreMenu />
          </div>
          <button
            ref={screenButtonRef}
            type="button"
            className="repack-nav__screen-button"
            aria-label="Main menu"
            aria-expanded={screen.open}
            aria-controls={screenId}
            onClick={screen.toggle}
          >
            <svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              {screen.open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
          {afterNavMenu}
        </div>
        <NavScreen id={screenId} open={screen.open} />
      </nav>
    </header>
  );
}
