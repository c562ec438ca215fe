import type { SVGProps } from 'react';
import spriteUrl from './icons.svg?url';

export type IconProps = SVGProps<SVGSVGElement>;

/** The symbols of icons.svg: the social icons the site uses. */
export const SPRITE_ICONS: ReadonlySet<string> = new Set(['github', 'x', 'discord', 'npm']);

/** The sprite's name of a social icon of `themeConfig.socialLinks`, when the sprite has it. */
export function spriteNameOfSocialIcon(icon: string): string | undefined {
  const name = icon.toLowerCase();
  return SPRITE_ICONS.has(name) ? name : undefined;
}

/**
 * One icon of icons.svg, drawn by reference: the page's HTML holds a short `<use>` where the
 * icon is shown (the social links twice), and the sprite itself is one
 * file the browser caches for every page. Sized like the default theme's icons (32 px unless
 * CSS says otherwise).
 */
export function SpriteIcon({ name, ...props }: IconProps & { name: string }) {
  return (
    <svg width={32} height={32} aria-hidden="true" {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
