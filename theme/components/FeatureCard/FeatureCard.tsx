import { Link } from '@rspress/core/theme-original';
import type { ReactNode } from 'react';
import { useVersionPrefix } from '../../logic/useVersionPrefix';
import './FeatureCard.css';

export interface FeatureCardProps {
  /** Card title; with `href` it is the link text. */
  title: string;
  /**
   * Where the card leads. Site-absolute links are written as for the default version
   * (`/docs/getting-started`) and follow the version being read, like Markdown links.
   */
  href?: string;
  children?: ReactNode;
}

/**
 * A card for guide pages: a title (a link when `href` is set) and a sentence or two. The
 * whole card is clickable; the link text stays its accessible name.
 */
export function FeatureCard({ title, href, children }: FeatureCardProps) {
  const versioned = useVersionPrefix();
  return (
    <div className="repack-feature-card" role="listitem">
      <p className="repack-feature-card__title">
        {href ? (
          <Link href={versioned(href)} className="repack-feature-card__link">
            {title}
          </Link>
        ) : (
          title
        )}
      </p>
      {children && <div className="repack-feature-card__body">{children}</div>}
    </div>
  );
}

/** A responsive grid of `FeatureCard`s (one column on phones, up to three on wide screens). */
export function FeatureCards({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className="repack-feature-cards" role="list" aria-label={label}>
      {children}
    </div>
  );
}
