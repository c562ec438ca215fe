import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fencedBlocks, versionSamples } from './samples';

describe('samples of a version', () => {
  const docs = fs.mkdtempSync(path.join(os.tmpdir(), 'type-hover-samples-'));
  afterAll(() => fs.rmSync(docs, { recursive: true, force: true }));
  const write = (file: string, lines: string[]) => {
    fs.mkdirSync(path.dirname(path.join(docs, file)), { recursive: true });
    fs.writeFileSync(path.join(docs, file), lines.join('\n'));
  };

  it('reads fenced blocks, a longer fence holding shorter ones', () => {
    expect(fencedBlocks(['````md', '```js', 'inner();', '```', '````', '```ts title="a.ts"', 'outer();', '```'].join('\n'))).toEqual([
      { line: 1, lang: 'md', meta: '', code: '```js\ninner();\n```' },
      { line: 6, lang: 'ts', meta: 'title="a.ts"', code: 'outer();' },
    ]);
  });

  it('takes the pages and the fragments they show, but not the API pages or fragments written for other versions', () => {
    write('_shared/old.mdx', ['{/* code samples target: 2.x */}', '```js', 'old();', '```']);
    write('_shared/any.mdx', ['```js', 'any();', '```']);
    const page = ["import Old from '../../_shared/old.mdx';", "import Any from '../../_shared/any.mdx';", '```ts', 'own();', '```', '<Old />', '<Any />'];
    write('2.x/docs/page.mdx', page);
    write('3.x/docs/page.mdx', page);
    write('3.x/api/repack/classes/X.md', ['```ts', 'generated();', '```']);
    expect(versionSamples(docs, '2.x').map((sample) => sample.code)).toEqual(['own();', 'old();', 'any();']);
    expect(versionSamples(docs, '3.x').map((sample) => sample.code)).toEqual(['own();', 'any();']);
  });
});
