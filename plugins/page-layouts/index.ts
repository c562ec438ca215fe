/**
 * Rspress plugin: layouts the theme renders for a few pages only (the home pages, the overview
 * pages) travel in the chunks of those pages instead of in every page's first load.
 *
 * Each page that uses such a layout gets, at compile time, an import of the layout and a call
 * handing it to the theme's registry (`providePageLayout(name, component)`). Rspress loads a
 * page's chunk before rendering or hydrating the page, so the layout is always there when the
 * theme looks it up; other pages never download it.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { parse } from 'acorn';
import type { Program } from 'estree';
import { pageMetaOf } from '../rspress-internals';

export interface PageLayout {
  /** The name the theme looks the layout up by. */
  name: string;
  /** The module exporting the layout component, and the export's name. */
  module: string;
  export: string;
  /** Whether a page (by its frontmatter) renders this layout. */
  usedBy: (frontmatter: Record<string, unknown>) => boolean;
}

export interface PageLayoutsOptions {
  /** The theme module exporting `providePageLayout(name, component)`. */
  registry: string;
  layouts: PageLayout[];
}

export const PLUGIN_NAME = 'repack-page-layouts';
/** The export through which a page module hands its layouts to the registry. */
export const PROVIDED_EXPORT = '__repackPageLayouts';

/** The ESM a page adds to hand `layouts` to the registry: its source, and the ESTree MDX compiles. */
export function provideLayoutsEsm(layouts: readonly PageLayout[], registry: string): { value: string; estree: Program } {
  const provide = '__repackProvidePageLayout';
  const value = [
    `import { providePageLayout as ${provide} } from ${JSON.stringify(registry)};`,
    ...layouts.map((layout, index) => `import { ${layout.export} as __repackLayout${index} } from ${JSON.stringify(layout.module)};`),
    `export const ${PROVIDED_EXPORT} = [${layouts.map((layout, index) => `${provide}(${JSON.stringify(layout.name)}, __repackLayout${index})`).join(', ')}];`,
  ].join('\n');
  return { value, estree: parse(value, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program };
}

/** Remark plugin: pages whose frontmatter calls for one of `layouts` import and provide it. */
export function remarkProvideLayouts({ registry, layouts }: PageLayoutsOptions) {
  return function attacher(this: { data(): unknown }) {
    const readPageMeta = pageMetaOf(this);
    return (tree: { children: unknown[] }) => {
      const frontmatter = readPageMeta()?.frontmatter ?? {};
      const used = layouts.filter((layout) => layout.usedBy(frontmatter));
      if (used.length === 0) return;
      const { value, estree } = provideLayoutsEsm(used, registry);
      tree.children.unshift({ type: 'mdxjsEsm', value, data: { estree } });
    };
  };
}

export function pageLayoutsPlugin(options: PageLayoutsOptions): RspressPlugin {
  const resolved = {
    registry: path.resolve(options.registry),
    layouts: options.layouts.map((layout) => ({ ...layout, module: path.resolve(layout.module) })),
  };
  return {
    name: PLUGIN_NAME,
    markdown: { remarkPlugins: [remarkProvideLayouts(resolved)] },
  };
}
