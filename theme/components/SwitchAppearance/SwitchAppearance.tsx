import { ThemeContext, useSite } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme-original';
import { useContext } from 'react';
import { useHydrated } from '../../logic/useHydrated';
import './SwitchAppearance.css';

/**
 * The light/dark toggle as a real toggle button (the default theme's is a clickable `div`,
 * out of reach of the keyboard and unnamed for screen readers).
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const { site } = useSite();
  // The server cannot know the stored theme: say "not pressed" until hydrated, as it did.
  const isDark = useHydrated() && theme === 'dark';
  const { darkMode } = site.themeConfig;
  const canSwitch = darkMode !== false && !(typeof darkMode === 'string' && darkMode.startsWith('force-'));
  if (!canSwitch) return null;
  return (
    <button
      type="button"
      className="repack-switch-appearance"
      aria-label="Dark theme"
      aria-pressed={isDark}
      onClick={() => {
        setTheme?.(isDark ? 'light' : 'dark');
        onClick?.();
      }}
    >
      <SvgWrapper icon={IconSun} className="repack-switch-appearance__sun" aria-hidden="true" width={20} height={20} />
      <SvgWrapper icon={IconMoon} className="repack-switch-appearance__moon" aria-hidden="true" width={20} height={20} />
    </button>
  );
}
