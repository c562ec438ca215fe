/**
 * Proof marks: under each code block the guides harness proved, a line saying what was proved for the
 * page's version ("Type-checked with TypeScript 5.9 · bundled for Android and iOS, development and
 * production, with React Native 0.73.11 and webpack 5.111.1 · compiled with Hermes"). The marks come from
 * the versions' proof records (./record.ts), which `npm run test:guides` writes; a block whose text changed
 * since it was proved has no entry, so it shows no mark. The mark is a paragraph after the code block, so
 * the copy button, which copies the block's code, never takes it; llms.txt pages (compiled without these
 * remark plugins) leave it out.
 */
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import type { Code, Parent, Root } from 'mdast';
import type { VFile } from 'vfile';
import { siteVersionsOf } from '../../shared/site-versions.mjs';
import { type ProofRecord, proofKey, proofText, readRecord } from './record';

const COMPONENT = path.join(import.meta.dirname, 'runtime', 'CodeProof.tsx');
/** The folder of fragments that pages of every version render. */
const SHARED_FOLDER = '_shared';

export interface ProofSources {
  docsRoot: string;
  records: Map<string, ProofRecord>;
}

/** The versions a source file's blocks are shown for: its version folder's, or every version for a shared fragment. */
function versionsOf(file: string, { docsRoot, records }: ProofSources): string[] {
  const [folder] = path.relative(docsRoot, file).split(path.sep);
  if (records.has(folder)) return [folder];
  return folder === SHARED_FOLDER ? [...records.keys()] : [];
}

/** Each version's mark for a code block, for the versions whose record proves it. */
export function blockMarks(node: Pick<Code, 'lang' | 'meta' | 'value'>, versions: string[], records: Map<string, ProofRecord>): Record<string, string> {
  const marks: Record<string, string> = {};
  for (const version of versions) {
    const proof = records.get(version)?.[proofKey(version, node.lang ?? '', node.meta ?? '', node.value)];
    const text = proof && proofText(proof);
    if (text) marks[version] = text;
  }
  return marks;
}

/** Remark plugin: a `<CodeProof>` after every code block that a record proves. */
export function remarkCodeProofs(sources: ProofSources) {
  return () => (tree: Root, file: VFile) => {
    const versions = file.path ? versionsOf(path.resolve(file.path), sources) : [];
    if (!versions.length) return;
    const visit = (parent: Parent) => {
      for (let index = 0; index < parent.children.length; index += 1) {
        const child = parent.children[index];
        if (child.type !== 'code') {
          if ('children' in child) visit(child as Parent);
          continue;
        }
        const marks = blockMarks(child, versions, sources.records);
        if (!Object.keys(marks).length) continue;
        const mark = { type: 'mdxJsxFlowElement', name: 'CodeProof', attributes: [{ type: 'mdxJsxAttribute', name: 'marks', value: JSON.stringify(marks) }], children: [] };
        parent.children.splice(index + 1, 0, mark as unknown as Parent['children'][number]);
        index += 1;
      }
    };
    visit(tree);
  };
}

export function codeProofsPlugin(): RspressPlugin {
  const sources: ProofSources = { docsRoot: '', records: new Map() };
  return {
    name: 'repack-code-proofs',
    config(config) {
      sources.docsRoot = path.resolve(config.root ?? 'docs');
      const { versions } = siteVersionsOf(config.multiVersion);
      sources.records = new Map(versions.map((version) => [version, readRecord(sources.docsRoot, version)]));
      const proved = versions.map((version) => `${version}: ${Object.keys(sources.records.get(version)!).length}`).join(', ');
      console.log(`[code-proofs] proof records read (${proved} blocks)`);
      return config;
    },
    // Rspress reads a plugin's markdown settings after its config hook, which fills `sources`.
    markdown: { remarkPlugins: [remarkCodeProofs(sources)], globalComponents: [COMPONENT] },
  };
}
