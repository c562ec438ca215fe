import type { SocialLink as SocialLinkConfig } from '@rspress/core';
import { useSite } from '@rspress/core/runtime';
import { lazy, Suspense } from 'react';
import { useDisclosure } from '../../logic/useDisclosure';
import { SpriteIcon, spriteNameOfSocialIcon } from '../IconSprite/SpriteIcon';
import './SocialLinks.css';

const PresetIcon = lazy(() => import('./PresetIcon'));
const ICON_CLASS = 'repack-social-links__icon';

/** Links shown before the rest move into the "more" popup. */
export const VISIBLE_SOCIAL_LINKS = 3;

const SERVICE_NAMES: Record<string, string> = {
  github: 'GitHub',
  gitlab: 'GitLab',
  x: 'X',
  discord: 'Discord',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  bluesky: 'Bluesky',
  npm: 'npm',
};

function nameOf({ icon, content }: SocialLinkConfig): string {
  if (typeof icon === 'string') return SERVICE_NAMES[icon.toLowerCase()] ?? icon[0].toUpperCase() + icon.slice(1);
  try {
    return new URL(content).hostname.replace(/^www\./, '');
  } catch {
    return content;
  }
}

// Only links fit a crawlable, keyboard-friendly list; the default theme's hover popups for
// `text`, `img` and `dom` modes are not used on this site.
const isLink = (link: SocialLinkConfig) => link.mode === 'link' || link.mode === 'github-stars';

function SocialLink({ link }: { link: SocialLinkConfig }) {
  const { icon } = link;
  const spriteName = typeof icon === 'string' ? spriteNameOfSocialIcon(icon) : undefined;
  // Icons the sprite lacks (another preset icon, a custom SVG) are drawn in place.
  let drawing;
  if (spriteName) drawing = <SpriteIcon name={spriteName} className={ICON_CLASS} />;
  else if (typeof icon === 'string')
    drawing = (
      <Suspense fallback={<span className={ICON_CLASS} aria-hidden="true" />}>
        <PresetIcon icon={icon} className={ICON_CLASS} />
      </Suspense>
    );
  else drawing = <span className={ICON_CLASS} aria-hidden="true" dangerouslySetInnerHTML={{ __html: icon.svg }} />;
  return (
    <a className="repack-social-links__link" href={link.content} target="_blank" rel="noopener noreferrer" aria-label={nameOf(link)}>
      {drawing}
    </a>
  );
}

function MoreSocialLinks({ links }: { links: SocialLinkConfig[] }) {
  const { rootProps, buttonProps, panelProps } = useDisclosure<HTMLLIElement>();
  return (
    <li className="repack-social-links__more" {...rootProps}>
      <button {...buttonProps} className="repack-social-links__more-button" aria-label={`More social links (${links.length})`}>
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <circle cx="4" cy="10" r="1.75" />
          <circle cx="10" cy="10" r="1.75" />
          <circle cx="16" cy="10" r="1.75" />
        </svg>
      </button>
      <ul {...panelProps} className="repack-social-links__popup">
        {links.map((link) => (
          <li key={link.content}>
            <SocialLink link={link} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The site's social links: the first three as icons, the others behind a "more" button. */
export function SocialLinks({ socialLinks: linksFromProps }: { socialLinks?: SocialLinkConfig[] }) {
  const { site } = useSite();
  const links = (site.themeConfig.socialLinks ?? linksFromProps ?? []).filter(isLink);
  if (!links.length) return null;
  const visible = links.slice(0, VISIBLE_SOCIAL_LINKS);
  const more = links.slice(VISIBLE_SOCIAL_LINKS);
  return (
    <ul className="repack-social-links">
      {visible.map((link) => (
        <li key={link.content}>
          <SocialLink link={link} />
        </li>
      ))}
      {more.length > 0 && <MoreSocialLinks links={more} />}
    </ul>
  );
}
