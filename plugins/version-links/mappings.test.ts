import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MAPPINGS_FILE, mappingProblems, readMappings } from './mappings';

let docsRoot = '';

function writeMappings(version: string, content: string) {
  docsRoot ||= fs.mkdtempSync(path.join(os.tmpdir(), 'version-mappings-'));
  fs.mkdirSync(path.join(docsRoot, version), { recursive: true });
  fs.writeFileSync(path.join(docsRoot, version, MAPPINGS_FILE), content);
}

afterEach(() => {
  if (docsRoot) fs.rmSync(docsRoot, { recursive: true, force: true });
  docsRoot = '';
});

const routes = new Set(['/docs/concept', '/api/repack/', '/api/repack/functions/bundle', '/2.x/docs/concepts', '/2.x/api/node/']);

describe('_versions.json', () => {
  it('reads the mappings of each version that has the file', () => {
    writeMappings('2.x', JSON.stringify({ $comment: 'x', '3.x': { '/docs/concepts': '/docs/concept' } }));
    expect(readMappings(docsRoot, ['2.x', '3.x']).declared).toEqual({ '2.x': { '3.x': { '/docs/concepts': '/docs/concept' } } });
  });

  it('fails on bad JSON, an unknown version or a bad entry, naming the file and line', () => {
    writeMappings('2.x', '{\n  "3.x": {\n    "/docs/concepts": "/docs/concept",\n  }\n}\n');
    expect(() => readMappings(docsRoot, ['2.x', '3.x'])).toThrow(/2\.x[\\/]_versions\.json:\d+: invalid JSON/);
    writeMappings('2.x', '{\n  "4.x": {}\n}\n');
    expect(() => readMappings(docsRoot, ['2.x', '3.x'])).toThrow(/_versions\.json:2: "4\.x" is not another version/);
    writeMappings('2.x', '{\n  "3.x": {\n    "/docs/a/*": "/docs/b"\n  }\n}\n');
    expect(() => readMappings(docsRoot, ['2.x', '3.x'])).toThrow(/_versions\.json:3: .*splat/);
  });

  it('reports a mapping to a page that does not exist, on either side, with file and line', () => {
    writeMappings(
      '2.x',
      JSON.stringify({ '3.x': { '/docs/concepts': '/docs/conceptz', '/docs/gone': '/docs/concept', '/api/node/*': '/api/repack/*' } }, null, 2),
    );
    const { declared, files } = readMappings(docsRoot, ['2.x', '3.x']);
    expect(mappingProblems(declared, files, { routes, defaultVersion: '3.x' })).toEqual([
      expect.stringMatching(/_versions\.json:3: "\/docs\/concepts" → 3\.x "\/docs\/conceptz": \/docs\/conceptz is not a page of 3\.x$/),
      expect.stringMatching(/_versions\.json:4: "\/docs\/gone" → 3\.x "\/docs\/concept": \/docs\/gone is not a page of 2\.x$/),
    ]);
  });
});
