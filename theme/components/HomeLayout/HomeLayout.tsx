import { PageContext } from '@rspress/core/runtime';
import { HomeLayout as OriginalHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';
import { useContext } from 'react';
import { HomeFeatureCards } from '../HomeFeature/HomeFeature';
import { mainContentTarget } from '../SkipLink/SkipLink';

/**
 * The default home layout inside a `main` landmark, which it lacks. The frontmatter's features
 * are shown as our cards in the `afterFeatures` slot and kept from the default HomeFeature, whose
 * linked cards are click handlers the keyboard cannot reach (decisions/upstream/home-feature-cards-not-links.md).
 * In the Markdown copy of the page (llms.txt), the default lists the features, without their
 * icons: they are decorative, and would come out as raw SVG markup.
 */
export function HomeLayout(props: HomeLayoutProps) {
  const context = useContext(PageContext);
  const { frontmatter } = context.data;
  if (import.meta.env.SSG_MD) {
    const features = frontmatter.features?.map((feature) => ({ ...feature, icon: '' }));
    const data = { ...context.data, frontmatter: { ...frontmatter, features } };
    return (
      <PageContext.Provider value={{ ...context, data }}>
        <OriginalHomeLayout {...props} />
      </PageContext.Provider>
    );
  }
  const data = { ...context.data, frontmatter: { ...frontmatter, features: undefined } };
  return (
    <main className="repack-home" {...mainContentTarget}>
      <PageContext.Provider value={{ ...context, data }}>
        <OriginalHomeLayout
          {...props}
          afterFeatures={
            <>
              <HomeFeatureCards features={frontmatter.features ?? []} />
              {props.afterFeatures}
            </>
          }
        />
      </PageContext.Provider>
    </main>
  );
}
