import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FONT_SUBSETS, FONT_TEXT, PRELOADED_FONT, writeFontSubsets } from './index';

const require = createRequire(import.meta.url);

describe('font subsets', () => {
  it('writes each subset smaller than its source, and reuses them while the inputs are the same', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-'));
    try {
      await writeFontSubsets(dir);
      for (const subset of FONT_SUBSETS) {
        const written = fs.readFileSync(path.join(dir, subset.file));
        expect(written.subarray(0, 4).toString('latin1'), subset.file).toBe('wOF2');
        expect(written.length).toBeLessThan(fs.statSync(require.resolve(subset.source)).size * 0.75);
      }
      const stamp = fs.statSync(path.join(dir, FONT_SUBSETS[0].file)).mtimeMs;
      await writeFontSubsets(dir);
      expect(fs.statSync(path.join(dir, FONT_SUBSETS[0].file)).mtimeMs).toBe(stamp);
      // Other text: made again, under another key.
      const key = fs.readFileSync(path.join(dir, '.key'), 'utf8');
      await writeFontSubsets(dir, FONT_SUBSETS, `${FONT_TEXT}ß`);
      expect(fs.readFileSync(path.join(dir, '.key'), 'utf8')).not.toBe(key);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps printable ASCII, and preloads the upright file as emitted', () => {
    for (let code = 32; code < 127; code += 1) expect(FONT_TEXT).toContain(String.fromCharCode(code));
    expect(PRELOADED_FONT.test('static/font/open-sans-wght-normal.672aa619c6.woff2')).toBe(true);
    expect(PRELOADED_FONT.test('static/font/open-sans-400-italic.423c6ff0ca.woff2')).toBe(false);
  });
});
