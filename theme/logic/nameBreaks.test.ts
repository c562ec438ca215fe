import { describe, expect, it } from 'vitest';
import { withNameBreaks } from './nameBreaks';

describe('withNameBreaks', () => {
  it('lets a qualified name wrap after each dot', () => {
    expect(withNameBreaks('plugins.OutputPlugin')).toBe('plugins.<wbr/>OutputPlugin');
    expect(withNameBreaks('Server.Api.Delegate')).toBe('Server.<wbr/>Api.<wbr/>Delegate');
  });

  it('lets a very long segment wrap between the words of its camel case, and leaves short names whole', () => {
    expect(withNameBreaks('plugins.JavaScriptLooseModePluginConfig')).toBe('plugins.<wbr/>Java<wbr/>Script<wbr/>Loose<wbr/>Mode<wbr/>Plugin<wbr/>Config');
    expect(withNameBreaks('RepackPlugin')).toBe('RepackPlugin');
    expect(withNameBreaks('getAssetExtensionsRegExp')).toBe('getAssetExtensionsRegExp');
  });

  it('leaves other labels alone (no markup is ever added to text that is not an identifier path)', () => {
    for (const text of ['Getting started', '@callstack/repack', 'v2.5.2', 'a.<b>', '`code.x`', 'Re.Pack 3', 'plugins.']) {
      expect(withNameBreaks(text)).toBe(text);
    }
  });
});
