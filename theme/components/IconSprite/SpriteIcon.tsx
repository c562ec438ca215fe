import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

export const iconId = (name: string) => `repack-icon-${name}`;
export const socialIconName = (icon: string) => `social-${icon}`;

/** One icon of the page's icon sprite (see `IconSprite`), sized like the default theme's icons (32 px unless CSS says otherwise). */
export function SpriteIcon({ name, ...props }: IconProps & { name: string }) {
  return (
    <svg width={32} height={32} aria-hidden="true" focusable="false" {...props}>
      <use href={`#${iconId(name)}`} />
    </svg>
  );
}
