import { PageContext } from '@rspress/core/runtime';
import { HomeLayout as OriginalHomeLayout, type HomeLayoutProps } from '@rspress/core/theme-original';
import { useContext } from 'react';
import { mainContentTarget } from '../SkipLink/SkipLink';

/**
 * The default home layout inside a `main` landmark, which it lacks. In the Markdown copy of the
 * page (llms.txt), features are listed without their icons: they are decorative, and would
 * come out as raw SVG markup.
 */
export function HomeLayout(props: HomeLayoutProps) {
  const context = useContext(PageContext);
  if (import.meta.env.SSG_MD) {
    const { frontmatter } = context.data;
    const features = frontmatter.features?.map((feature) => ({ ...feature, icon: '' }));
    const data = { ...context.data, frontmatter: { ...frontmatter, features } };
    return (
      <PageContext.Provider value={{ ...context, data }}>
        <OriginalHomeLayout {...props} />
      </PageContext.Provider>
    );
  }
  return (
    <main className="repack-home" {...mainContentTarget}>
      <OriginalHomeLayout {...props} />
    </main>
  );
}
