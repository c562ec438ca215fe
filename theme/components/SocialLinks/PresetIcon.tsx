import { socialIcons } from '../../rspress-internals/generated';

/**
 * A preset social icon the sprite lacks, drawn in place from the SVG markup Rspress generates for
 * the configured icons. A module of its own, loaded only where such an icon is configured: the
 * markup of the icons the sprite has (1.2 KB gzip for this site's four) stays out of every page.
 */
export default function PresetIcon({ icon, className }: { icon: string; className: string }) {
  return <span className={className} aria-hidden="true" dangerouslySetInnerHTML={{ __html: socialIcons[icon] ?? '' }} />;
}
