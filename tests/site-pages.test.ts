import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtHeading } from '../e2e/support/site-pages';

describe('builtHeading', () => {
  let root: string;
  const write = (file: string, html: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), html);
  };

  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'built-heading-'));
    write(
      'docs/loaders.html',
      '<main><h1 class="rp-toc-include" id="loaders"><a href="#loaders" class="rp-header-anchor rp-link" aria-hidden="true">#</a>Loaders &amp; <code>assets</code><!-- --> </h1><h1>Second</h1></main>',
    );
    write('2.x/index.html', '<h1 id="hero"><svg aria-hidden="true"><rect></rect></svg>Re.Pack</h1>');
    write('blank.html', '<main><p>No heading</p></main>');
  });

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the first h1 of a page without its permalink mark, tags or entities', () => {
    expect(builtHeading('/docs/loaders', root)).toBe('Loaders & assets');
  });

  it('reads a folder route from its index.html', () => {
    expect(builtHeading('/2.x/', root)).toBe('Re.Pack');
  });

  it('names the file when the page has no h1', () => {
    expect(() => builtHeading('/blank', root)).toThrow(`${path.join(root, 'blank.html')} has no h1`);
  });
});
