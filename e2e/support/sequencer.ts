/**
 * The order the browser suite's files start in: the few that take longest first, so that the two
 * workers end together instead of one running the axe sweep alone at the end. (Vitest's own order,
 * without the durations of an earlier run, is the largest file first: the axe sweep, a short file,
 * started after half the suite.) See decisions/0015-ci-layout.md.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first (minutes on the 2-core machine): every page through axe, the real-site fixture, the `version:new` copy's full-site build. */
export const LONGEST_FIRST = ['accessibility/axe.e2e.ts', 'publishing/publishing.e2e.ts', 'writer/version-new.e2e.ts'];

/** `files` with those in `list` moved to the front, in its order; the others keep theirs. */
export function longestFirst<T>(files: T[], pathOf: (file: T) => string, list: readonly string[] = LONGEST_FIRST): T[] {
  const rank = (file: T) => {
    const index = list.findIndex((suffix) => pathOf(file).split('\\').join('/').endsWith(`/${suffix}`));
    return index < 0 ? list.length : index;
  };
  return files.map((file, index) => ({ file, index })).sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index).map(({ file }) => file);
}

/** A Vitest sequencer that starts the files of `list` (path endings) first, in its order. */
export function longestFirstSequencer(list: readonly string[]) {
  return class extends BaseSequencer {
    async sort(files: TestSpecification[]) {
      return longestFirst(await super.sort(files), (file) => file.moduleId, list);
    }
  };
}

export const LongestFirstSequencer = longestFirstSequencer(LONGEST_FIRST);
