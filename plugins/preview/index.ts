/**
 * Live previews: a ```tsx preview (or ```jsx preview) code block in MDX renders its default
 * export right above its code. Built on @rspress/plugin-preview in its `internal` mode (the
 * demo is bundled into the page); what this wrapper changes:
 *
 * - the frame around a preview is the site's own component (`component`, a path: the theme's
 *   Preview), which keeps the code visible and loads nothing else; the plugin's frame pulls a
 *   QR-code library and device frames into every page;
 * - the plugin's global device frame (for `iframe-fixed` demos) is left out, and a code block
 *   asking for an iframe mode fails the build with the file name: iframe demos need a second
 *   dev server and a separate build that this site does not run.
 *
 * Note: @rspress/plugin-preview turns off Rsbuild's persistent build cache (`performance.buildCache:
 * false`) for the whole site, and it has to: with the cache on, a second build still rendered the
 * previous code of an edited preview into the static HTML (checked with Rspress 2.0.22).
 */
import type { RspressPlugin } from '@rspress/core';
import { createPluginPreview } from '../rspress-internals';


export interface PreviewPluginOptions {
  /** Absolute path of the component that frames a preview (its default export is used). */
  component: string;
  /** Languages whose `preview` code blocks render. */
  languages?: string[];
}

interface CodeNode {
  type: string;
  lang?: string | null;
  meta?: string | null;
  position?: { start: { line: number } };
  children?: CodeNode[];
}

/** Problems with the preview code blocks of a Markdown tree (iframe modes are not served). */
export function previewProblems(tree: CodeNode, languages: string[]): string[] {
  const problems: string[] = [];
  const visit = (node: CodeNode) => {
    if (node.type === 'code' && node.lang && languages.includes(node.lang) && node.meta) {
      const mode = /(?:^|\s)preview="([^"]*)"/.exec(node.meta)?.[1] ?? (/(?:^|\s)iframe(?:\s|$)/.test(node.meta) ? 'iframe' : undefined);
      if (mode && mode !== 'internal') {
        const line = node.position?.start.line;
        problems.push(`${line ? `line ${line}: ` : ''}preview mode "${mode}" is not available on this site; write \`\`\`${node.lang} preview`);
      }
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return problems;
}

function remarkPreviewModes(options: { languages: string[] }) {
  return (tree: CodeNode, file: { path?: string; history?: string[] }) => {
    const problems = previewProblems(tree, options.languages);
    if (problems.length) throw new Error(`${file.path ?? file.history?.[0] ?? 'a page'}: ${problems.join('; ')}`);
  };
}

/** Wraps the preview plugin: the site's frame, no device frame, iframe modes refused. */
export function wrapPreviewPlugin(base: RspressPlugin, { component, languages = ['tsx', 'jsx'] }: PreviewPluginOptions): RspressPlugin {
  return {
    ...base,
    globalUIComponents: [],
    markdown: {
      ...base.markdown,
      remarkPlugins: [[remarkPreviewModes, { languages }], ...(base.markdown?.remarkPlugins ?? [])],
      globalComponents: [component],
    },
  };
}

/**
 * The site's preview plugin. The wrapped @rspress/plugin-preview is created in the `config`
 * hook (Rspress reads plugins' markdown and builder settings only after that hook), so that
 * merely loading rspress.config.ts never imports it.
 */
export function previewPlugin(options: PreviewPluginOptions): RspressPlugin {
  const languages = options.languages ?? ['tsx', 'jsx'];
  return {
    name: 'repack-preview',
    async config(config, utils) {
      const base = await createPluginPreview({ defaultPreviewMode: 'internal', defaultRenderMode: 'pure', previewLanguages: languages });
      utils.addPlugin(wrapPreviewPlugin(base, { ...options, languages }));
      return config;
    },
  };
}
