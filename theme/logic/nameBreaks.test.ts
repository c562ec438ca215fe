import { describe, expect, it } from 'vitest';
import { withNameBreaks } from './nameBreaks';

describe('withNameBreaks', () => {
  it('lets a qualified name wrap after each dot', () => {
    expect(withNameBreaks('plugins.JavaScriptLooseModePlugin')).toBe('plugins.<wbr/>JavaScriptLooseModePlugin');
    expect(withNameBreaks('Server.Api.Delegate')).toBe('Server.<wbr/>Api.<wbr/>Delegate');
  });

  it('leaves other labels alone (no markup is ever added to text that is not an identifier path)', () => {
    for (const text of ['Getting started', 'RepackPlugin', '@callstack/repack', 'v2.5.2', 'a.<b>', '`code.x`', 'Re.Pack 3']) {
      expect(withNameBreaks(text)).toBe(text);
    }
  });
});
