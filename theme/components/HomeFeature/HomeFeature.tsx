import type { Feature } from '@rspress/core';
import { Link, SvgWrapper, renderHtmlOrText } from '@rspress/core/theme-original';
import type { CSSProperties } from 'react';
import { useVersionPrefix } from '../../logic/useVersionPrefix';
import './HomeFeature.css';

const GRID_COLUMNS = 12;
const DEFAULT_SPAN = 4;

/** Columns of the 12-column grid a card spans: `span` from frontmatter, 4 unless valid. */
export function featureSpan(span?: number): number {
  return Number.isInteger(span) && span! >= 1 && span! <= GRID_COLUMNS ? span! : DEFAULT_SPAN;
}

function FeatureCard({ feature, href }: { feature: Feature; href?: string }) {
  return (
    <article className="repack-feature">
      {feature.icon && (
        <span className="repack-feature__icon" aria-hidden="true">
          <SvgWrapper icon={feature.icon} />
        </span>
      )}
      <h2 className="repack-feature__title">
        {href ? (
          <Link href={href} className="repack-feature__link">
            {feature.title}
          </Link>
        ) : (
          feature.title
        )}
      </h2>
      <p className="repack-feature__details" {...renderHtmlOrText(feature.details)} />
    </article>
  );
}

/**
 * The home page's feature cards on a 12-column grid, in the home layout's `afterFeatures` slot
 * (theme/components/HomeLayout). The default cards' links are click handlers (not links: no
 * keyboard, no crawling, no version prefix) and their spans are limited to 2, 3, 4 and 6.
 */
export function HomeFeatureCards({ features }: { features: Feature[] }) {
  const versioned = useVersionPrefix();
  if (!features.length) return null;
  return (
    <section className="repack-features" aria-label="Features">
      <ul className="repack-features__grid">
        {features.map((feature) => (
          <li
            key={feature.title}
            className="repack-features__item"
            style={{ '--repack-feature-span': featureSpan(feature.span) } as CSSProperties}
          >
            <FeatureCard feature={feature} href={feature.link && versioned(feature.link)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
