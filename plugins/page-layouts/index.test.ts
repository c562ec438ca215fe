import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { PAGE_META_KEY } from '../rspress-internals';
import { pageLayoutsPlugin, PROVIDED_EXPORT, provideLayoutsEsm, remarkProvideLayouts, type PageLayoutsOptions } from './index';

const options: PageLayoutsOptions = {
  registry: '/site/theme/logic/pageLayouts.ts',
  layouts: [
    { name: 'HomeLayout', module: '/site/theme/HomeLayout.tsx', export: 'HomeLayout', usedBy: (frontmatter) => frontmatter.pageType === 'home' },
    { name: 'Overview', module: '/site/theme/Overview.tsx', export: 'Overview', usedBy: (frontmatter) => Boolean(frontmatter.overview) },
  ],
};

/** Compiles a page the way Rspress does, with its frontmatter in the processor's page meta. */
async function compilePage(frontmatter: Record<string, unknown>, format: 'md' | 'mdx' = 'md') {
  function withPageMeta(this: { data(key: string, value: unknown): void }) {
    this.data(PAGE_META_KEY, { frontmatter });
  }
  return String(await compile('# Page\n\nSome text.', { format, remarkPlugins: [withPageMeta, remarkProvideLayouts(options)] }));
}

describe('page layouts', () => {
  it('makes a page that renders a layout import it and hand it to the registry', async () => {
    const code = await compilePage({ pageType: 'home' });
    expect(code).toMatch(/import \{providePageLayout as __repackProvidePageLayout\} from "\/site\/theme\/logic\/pageLayouts\.ts";/);
    expect(code).toMatch(/import \{HomeLayout as __repackLayout0\} from "\/site\/theme\/HomeLayout\.tsx";/);
    expect(code).toContain(`export const ${PROVIDED_EXPORT} = [__repackProvidePageLayout("HomeLayout", __repackLayout0)];`);
    expect(code).not.toContain('Overview');
  });

  it('provides every layout a page uses, in MDX pages too', async () => {
    const code = await compilePage({ pageType: 'home', overview: true }, 'mdx');
    expect(code).toContain(`export const ${PROVIDED_EXPORT} = [__repackProvidePageLayout("HomeLayout", __repackLayout0), __repackProvidePageLayout("Overview", __repackLayout1)];`);
  });

  it('leaves other pages alone', async () => {
    const code = await compilePage({ description: 'A guide' });
    expect(code).not.toContain('__repack');
  });

  it('gives the ESM as source and as the ESTree of that source', () => {
    const { value, estree } = provideLayoutsEsm(options.layouts.slice(0, 1), options.registry);
    expect(value.split('\n')).toHaveLength(3);
    expect(estree.body.map((node) => node.type)).toEqual(['ImportDeclaration', 'ImportDeclaration', 'ExportNamedDeclaration']);
  });

  it('imports the modules by the absolute paths of those it is given', async () => {
    const plugin = pageLayoutsPlugin({ ...options, registry: 'theme/logic/pageLayouts.ts' });
    const [remark] = plugin.markdown?.remarkPlugins ?? [];
    function withPageMeta(this: { data(key: string, value: unknown): void }) {
      this.data(PAGE_META_KEY, { frontmatter: { pageType: 'home' } });
    }
    const code = String(await compile('# Home', { format: 'md', remarkPlugins: [withPageMeta, remark as never] }));
    expect(code).toContain(`from ${JSON.stringify(path.resolve('theme/logic/pageLayouts.ts'))}`);
  });
});
