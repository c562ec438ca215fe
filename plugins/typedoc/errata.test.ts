import { Comment, CommentTag, DeclarationReflection, FileRegistry, ProjectReflection, ReflectionKind } from 'typedoc';
import { describe, expect, it } from 'vitest';
import { applyErrata, ERRATA } from './errata';

function projectWith(name: string, example: string) {
  const project = new ProjectReflection('demo', new FileRegistry());
  const refl = new DeclarationReflection(name, ReflectionKind.Class, project);
  refl.comment = new Comment([{ kind: 'text', text: 'A plugin.' }], [new CommentTag('@example', [{ kind: 'code', text: example }])]);
  project.registerReflection(refl, undefined, undefined);
  return { project, example: () => Comment.combineDisplayParts(refl.comment!.blockTags[0].content) };
}

describe('applyErrata', () => {
  it("corrects Re.Pack 3's ChunksToHermesBytecodePlugin example and says so", () => {
    const { project, example } = projectWith('ChunksToHermesBytecodePlugin', "```js\nplugins: [\n  new Repack.ChunksToHermesBytecodePlugin({ enabled: true }),\n]\n```");
    expect(applyErrata(project)).toBe(1);
    expect(example()).toContain('new Repack.plugins.ChunksToHermesBytecodePlugin({ enabled: true })');
    expect(example()).not.toContain('new Repack.ChunksToHermesBytecodePlugin(');
    expect(example()).toContain(ERRATA[0].note);
  });

  it('leaves an example that is already right, or another symbol, alone', () => {
    const right = projectWith('ChunksToHermesBytecodePlugin', '```js\nnew Repack.plugins.ChunksToHermesBytecodePlugin({})\n```');
    const other = projectWith('OutputPlugin', '```js\nnew Repack.ChunksToHermesBytecodePlugin({})\n```');
    expect(applyErrata(right.project) + applyErrata(other.project)).toBe(0);
    expect(other.example()).toBe('```js\nnew Repack.ChunksToHermesBytecodePlugin({})\n```');
  });
});
