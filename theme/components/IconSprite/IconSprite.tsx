import {
  IconCopy as CopySvg,
  IconSuccess as SuccessSvg,
  IconWrap as WrapSvg,
  IconWrapped as WrappedSvg,
} from '@rspress/core/theme-original';
import type { ComponentType } from 'react';
import { socialIcons } from '../../logic/socialIcons';
import { iconId, socialIconName, SpriteIcon, type IconProps } from './SpriteIcon';
import './IconSprite.css';

/**
 * Icons a page shows many times (four per code block, the social links in the nav bar and the
 * footer) are drawn once, as symbols of one hidden SVG at the top of the page, and shown
 * wherever needed by reference (`<use href="#…">`), so their markup is in the page's HTML once.
 */

// Typed `string | component` by the theme; these four are components.
const CODE_ICONS = { copy: CopySvg, success: SuccessSvg, wrap: WrapSvg, wrapped: WrappedSvg } as Record<string, ComponentType<IconProps>>;

/** The sprite: the code block icons and the icons of the social links Rspress generated for the site. */
export function IconSprite() {
  return (
    <svg className="repack-icon-sprite" aria-hidden="true" focusable="false">
      {Object.entries(CODE_ICONS).map(([name, Icon]) => (
        <symbol key={name} id={iconId(name)}>
          <Icon width="100%" height="100%" />
        </symbol>
      ))}
      {Object.entries(socialIcons).map(([icon, svg]) => (
        <symbol key={icon} id={iconId(socialIconName(icon))} dangerouslySetInnerHTML={{ __html: svg }} />
      ))}
    </svg>
  );
}

// The default theme's code block and copy buttons import these from the theme: they get the sprite's.
export const IconCopy = (props: IconProps) => <SpriteIcon name="copy" {...props} />;
export const IconSuccess = (props: IconProps) => <SpriteIcon name="success" {...props} />;
export const IconWrap = (props: IconProps) => <SpriteIcon name="wrap" {...props} />;
export const IconWrapped = (props: IconProps) => <SpriteIcon name="wrapped" {...props} />;
