import type { Hero } from '@rspress/core';
import { normalizeImagePath, useFrontmatter } from '@rspress/core/runtime';
import { Button, renderHtmlOrText, type HomeHeroProps } from '@rspress/core/theme-original';
import { useVersionPrefix } from '../../logic/useVersionPrefix';
import './HomeHero.css';

type HeroImageConfig = NonNullable<Hero['image']>;
/** A hero action; `assistiveText` completes its text for screen readers and search engines ("Learn more" → "Learn more about Re.Pack"). */
type HeroAction = NonNullable<Hero['actions']>[number] & { assistiveText?: string };

/** Intrinsic size of hero images, reserved so that the hero does not shift when they load. */
const IMAGE_SIZE = { width: 375, height: 375 };

const joinList = (value?: string | string[]) => (Array.isArray(value) ? value.join(', ') : value) || undefined;

function HeroImage({ image }: { image: HeroImageConfig }) {
  const src = typeof image.src === 'string' ? { light: image.src, dark: image.src } : image.src;
  if (!src) return null;
  const shared = { alt: image.alt ?? '', srcSet: joinList(image.srcset), sizes: joinList(image.sizes), ...IMAGE_SIZE };
  if (src.light === src.dark) return <img className="repack-hero__image" src={normalizeImagePath(src.light)} {...shared} />;
  return (
    <>
      <img className="repack-hero__image repack-hero__image--light" src={normalizeImagePath(src.light)} {...shared} />
      <img className="repack-hero__image repack-hero__image--dark" src={normalizeImagePath(src.dark)} {...shared} />
    </>
  );
}

/** The Re.Pack mark drawn in the brand colour, in front of the name. */
function BannerMark() {
  return (
    <svg className="repack-hero__mark" aria-hidden="true" width="64" height="64" viewBox="0 0 32 32">
      <rect x="2" y="2" width="28" height="28" rx="7" fill="currentColor" />
      <path d="M9 9h14l-7 7 7 7H9l7-7z" fill="var(--repack-on-brand)" />
    </svg>
  );
}

/**
 * The home hero: the Re.Pack banner as the page's `h1`, text, tagline, actions and an optional
 * image. Replaces the default hero, which has no `h1` and leaves action links unversioned
 * (frontmatter links are not prefixed like markdown ones, so `/docs/x` would leave 2.x).
 */
export function HomeHero({ beforeHeroActions, afterHeroActions, image }: HomeHeroProps) {
  const { frontmatter } = useFrontmatter();
  const hero: Hero = frontmatter.hero ?? {};
  const versioned = useVersionPrefix();
  const textLines = hero.text ? String(hero.text).split('\n').filter(Boolean) : [];
  const media = image ?? (hero.image ? <HeroImage image={hero.image} /> : null);
  return (
    <section className="repack-hero" aria-labelledby="repack-hero-name">
      <div className="repack-hero__content">
        <h1 id="repack-hero-name" className="repack-hero__name">
          <BannerMark />
          <span>{hero.name}</span>
        </h1>
        {textLines.map((line) => (
          <p key={line} className="repack-hero__text" {...renderHtmlOrText(line)} />
        ))}
        {hero.tagline && <p className="repack-hero__tagline" {...renderHtmlOrText(hero.tagline)} />}
        {beforeHeroActions}
        {hero.actions?.length ? (
          <div className="repack-hero__actions">
            {(hero.actions as HeroAction[]).map((action) => (
              <Button key={action.link} type="a" href={versioned(action.link)} theme={action.theme} className="repack-hero__action">
                {action.text}
                {action.assistiveText && <span className="repack-visually-hidden"> {action.assistiveText}</span>}
              </Button>
            ))}
          </div>
        ) : null}
        {afterHeroActions}
      </div>
      {media && <div className="repack-hero__media">{media}</div>}
    </section>
  );
}
