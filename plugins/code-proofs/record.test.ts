import { describe, expect, it } from 'vitest';
import { type CodeProof, type ProofUpdate, mergeRecord, proofKey, proofText } from './record';

const tools = { reactNative: '0.73.11', webpack: '5.111.1', hermes: true };
const built = (build: NonNullable<ProofUpdate['bundled']>['build'], passed = true, more = {}) => ({ build, passed, ...tools, ...more });

describe('proof keys', () => {
  it('change with the version, the language, the meta and the code, not with the indentation a list gives the fence', () => {
    const key = proofKey('3.x', 'ts', 'title="a.ts"', 'const a = 1;\nif (a) {\n  go();\n}');
    expect(proofKey('3.x', 'TS', ' title="a.ts" ', '   const a = 1;\n   if (a) {\n     go();\n   }')).toBe(key);
    expect(proofKey('2.x', 'ts', 'title="a.ts"', 'const a = 1;\nif (a) {\n  go();\n}')).not.toBe(key);
    expect(proofKey('3.x', 'tsx', 'title="a.ts"', 'const a = 1;\nif (a) {\n  go();\n}')).not.toBe(key);
    expect(proofKey('3.x', 'ts', 'title="a.ts" partial', 'const a = 1;\nif (a) {\n  go();\n}')).not.toBe(key);
    expect(proofKey('3.x', 'ts', 'title="a.ts"', 'const a = 2;\nif (a) {\n  go();\n}')).not.toBe(key);
  });
});

describe('proof marks', () => {
  it('say what was proved, with the minor TypeScript version and the exact React Native and webpack versions', () => {
    const proof: CodeProof = {
      block: 'docs/3.x/docs/getting-started.mdx:44',
      typeChecked: { as: 'file', typescript: '5.9.3' },
      bundled: { builds: ['android development', 'android production', 'ios development', 'ios production'], ...tools },
    };
    expect(proofText(proof)).toBe(
      'Type-checked with TypeScript 5.9 · bundled for Android and iOS, development and production, with React Native 0.73.11 and webpack 5.111.1 · compiled with Hermes',
    );
    expect(proofText({ ...proof, bundled: { ...proof.bundled!, hermes: false } })).not.toContain('Hermes');
  });

  it('say what a partial block was checked as part of: a file, or the configuration it was bundled on top of', () => {
    expect(proofText({ block: 'p.mdx:3', typeChecked: { as: 'part', typescript: '5.9.3' } })).toBe('Type-checked as part of a file with TypeScript 5.9');
    const overlay: CodeProof = {
      block: 'docs/3.x/docs/guides/code-splitting.mdx:20',
      typeChecked: { as: 'file', typescript: '5.9.3' },
      bundled: { builds: ['ios production'], onTopOf: 'docs/3.x/docs/getting-started.mdx:44', ...tools, hermes: false },
    };
    expect(proofText(overlay)).toBe(
      'Type-checked with TypeScript 5.9 · bundled for iOS in production on top of the getting-started configuration, with React Native 0.73.11 and webpack 5.111.1',
    );
  });

  it('are absent when nothing is proved', () => {
    expect(proofText({ block: 'p.mdx:3' })).toBeUndefined();
  });
});

describe('merging a run into the record', () => {
  const typeChecked = { as: 'file' as const, typescript: '5.9.3' };
  const record = {
    a: { block: 'p.mdx:1', typeChecked },
    b: { block: 'p.mdx:9', typeChecked, bundled: { builds: ['android production' as const], ...tools } },
    gone: { block: 'p.mdx:20', typeChecked },
  };
  const current = new Set(['a', 'b', 'c']);

  it('adds what a filtered run proved and keeps the entries it did not touch, in key order', () => {
    const merged = mergeRecord(record, [{ key: 'c', block: 'q.mdx:2', typeChecked }, { key: 'b', block: 'p.mdx:9', bundled: built('ios production') }], current);
    expect(Object.keys(merged)).toEqual(['a', 'b', 'c']);
    expect(merged.a).toEqual(record.a);
    expect(merged.b.bundled?.builds).toEqual(['android production', 'ios production']);
    expect(merged.c).toEqual({ block: 'q.mdx:2', typeChecked });
  });

  it('takes back what a run no longer proves, and builds proved with other tools', () => {
    const failed = mergeRecord(record, [{ key: 'b', block: 'p.mdx:9', bundled: built('android production', false) }, { key: 'a', block: 'p.mdx:1', typeChecked: null }], current);
    expect(failed.b).toEqual({ block: 'p.mdx:9', typeChecked });
    expect(failed.a).toBeUndefined();
    const upgraded = mergeRecord(record, [{ key: 'b', block: 'p.mdx:9', bundled: built('ios production', true, { webpack: '5.112.0' }) }], current);
    expect(upgraded.b.bundled).toEqual({ builds: ['ios production'], ...tools, webpack: '5.112.0' });
  });

  it('drops the entries of blocks the docs no longer have', () => {
    expect(mergeRecord(record, [], current)).not.toHaveProperty('gone');
  });
});
