/**
 * Mistakes in the published doc comments that a reader would copy, corrected on the generated
 * pages with a note saying so. Each correction applies only where its wrong text is found, so a
 * package version that fixed it is left alone.
 */
import { Comment, DeclarationReflection, type ProjectReflection } from 'typedoc';

export interface Erratum {
  /** Name of the documented symbol, e.g. `ChunksToHermesBytecodePlugin`. */
  symbol: string;
  wrong: string;
  right: string;
  /** Shown after the corrected example. */
  note: string;
}

export const ERRATA: readonly Erratum[] = [
  {
    // @callstack/repack 3.x exports its plugins under `plugins` only (dist/index.d.ts: `export * as plugins`).
    symbol: 'ChunksToHermesBytecodePlugin',
    wrong: 'new Repack.ChunksToHermesBytecodePlugin(',
    right: 'new Repack.plugins.ChunksToHermesBytecodePlugin(',
    note: 'Corrected on this page: the package exports this plugin as `Repack.plugins.ChunksToHermesBytecodePlugin`; the example in its own comment uses `Repack.ChunksToHermesBytecodePlugin`, which is undefined.',
  },
];

/** Applies `errata` to the `@example` code of the symbols they name. Returns how many were applied. */
export function applyErrata(project: ProjectReflection, errata: readonly Erratum[] = ERRATA): number {
  let applied = 0;
  for (const refl of Object.values(project.reflections)) {
    const comments = [refl.comment, ...(refl instanceof DeclarationReflection ? (refl.signatures ?? []).map((sig) => sig.comment) : [])];
    for (const erratum of errata.filter((entry) => entry.symbol === refl.name)) {
      for (const tag of comments.flatMap((comment) => comment?.blockTags ?? [])) {
        if (tag.tag !== '@example' || !Comment.combineDisplayParts(tag.content).includes(erratum.wrong)) continue;
        for (const part of tag.content) part.text = part.text.split(erratum.wrong).join(erratum.right);
        tag.content.push({ kind: 'text', text: `\n\n${erratum.note}` });
        applied++;
      }
    }
  }
  return applied;
}
