import fs from 'node:fs';
import path from 'node:path';
import { compile, run } from '@mdx-js/mdx';
import { PageContext } from '@rspress/core/runtime';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { fencedBlocks } from '../type-hovers/samples';
import { remarkCodeProofs } from './index';
import { type CodeProof as Proof, type ProofRecord, proofKey, proofText } from './record';
import CodeProof from './runtime/CodeProof';

const docsRoot = path.join(import.meta.dirname, '__fixtures__', 'docs');
const PAGE = path.join(docsRoot, '3.x', 'docs', 'page.mdx');
const FRAGMENT = path.join(docsRoot, '_shared', 'fragment.mdx');

const typeChecked: Proof['typeChecked'] = { as: 'file', typescript: '5.9.3' };
const bundled: Proof['bundled'] = { builds: ['ios production'], onTopOf: 'docs/2.x/docs/getting-started.mdx:44', reactNative: '0.72.6', webpack: '5.94.0', hermes: true };

/** Records proving the fixture blocks as written, except the edited one, proved with its text before the edit. */
function records(): Map<string, ProofRecord> {
  const proofs = new Map<string, ProofRecord>([['2.x', {}], ['3.x', {}]]);
  const prove = (version: string, file: string, block: { lang: string; meta: string; code: string }, proof: Omit<Proof, 'block'>) => {
    proofs.get(version)![proofKey(version, block.lang, block.meta, block.code)] = { block: file, ...proof };
  };
  const [proved, edited, , listed] = fencedBlocks(fs.readFileSync(PAGE, 'utf8'));
  prove('3.x', 'page.mdx:7', proved, { typeChecked });
  prove('3.x', 'page.mdx:13', { ...edited, code: "export const edited = 'before the edit';" }, { typeChecked });
  prove('3.x', 'page.mdx:26', listed, { typeChecked: { as: 'part', typescript: '5.9.3' } });
  const [shared] = fencedBlocks(fs.readFileSync(FRAGMENT, 'utf8'));
  prove('3.x', 'fragment.mdx:1', shared, { typeChecked });
  prove('2.x', 'fragment.mdx:1', shared, { typeChecked, bundled });
  return proofs;
}

/** The file compiled with the plugin and rendered as a page of `version`, with the marks' own component. */
async function renderAs(file: string, version: string): Promise<string> {
  const plugin = remarkCodeProofs({ docsRoot, records: records() });
  const code = String(await compile({ path: file, value: fs.readFileSync(file, 'utf8') }, { outputFormat: 'function-body', remarkPlugins: [plugin] }));
  const { default: Content } = await run(code, { ...runtime, baseUrl: import.meta.url });
  const page = createElement(Content, { components: { CodeProof } });
  return renderToStaticMarkup(createElement(PageContext.Provider, { value: { data: { version } } as never }, page));
}

const MARK = /<p class="repack-code-proof">([^<]*)<\/p>/g;
const marksIn = (html: string) => [...html.matchAll(MARK)].map((match) => match[1]);

describe('proof marks on a page', () => {
  it('follow each block its version proves, as written now, and only those', async () => {
    const html = await renderAs(PAGE, '3.x');
    expect(marksIn(html)).toEqual(['Type-checked with TypeScript 5.9', 'Type-checked as part of a file with TypeScript 5.9']);
    // right after the code it speaks for, outside the <pre> the copy button copies
    expect(html).toMatch(/export const proved = 1;\n<\/code><\/pre>\s*<p class="repack-code-proof">/);
    expect(html).toMatch(/const listed = true;\n<\/code><\/pre>\s*<p class="repack-code-proof">/);
    expect(html).toMatch(/after the proof&#x27;;\n<\/code><\/pre>\s*<p>A shell block/);
    expect(html).toMatch(/npm install\n<\/code><\/pre>\s*<ol>/);
  });

  it('of a shared fragment are the mark of the version of the page that renders it', async () => {
    const [two, three] = [await renderAs(FRAGMENT, '2.x'), await renderAs(FRAGMENT, '3.x')];
    expect(marksIn(two)).toEqual([proofText({ block: 'fragment.mdx:1', typeChecked, bundled })]);
    expect(marksIn(two)[0]).toContain('bundled for iOS in production on top of the getting-started configuration, with React Native 0.72.6');
    expect(marksIn(three)).toEqual(['Type-checked with TypeScript 5.9']);
  });

  it('are left out of files outside the version folders and the shared fragments', async () => {
    const tree = { type: 'root', children: [{ type: 'code', lang: 'ts', meta: 'title="src/proved.ts"', value: 'export const proved = 1;' }] };
    remarkCodeProofs({ docsRoot, records: records() })()(tree as never, { path: path.join(docsRoot, 'contributing', 'page.mdx') } as never);
    expect(tree.children).toHaveLength(1);
  });
});
