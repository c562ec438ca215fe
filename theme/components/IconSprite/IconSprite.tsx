import { SpriteIcon, type IconProps } from './SpriteIcon';

// The default theme's code block and copy buttons import these from the theme: they get the sprite's.
export const IconCopy = (props: IconProps) => <SpriteIcon name="copy" {...props} />;
export const IconSuccess = (props: IconProps) => <SpriteIcon name="success" {...props} />;
export const IconWrap = (props: IconProps) => <SpriteIcon name="wrap" {...props} />;
export const IconWrapped = (props: IconProps) => <SpriteIcon name="wrapped" {...props} />;
