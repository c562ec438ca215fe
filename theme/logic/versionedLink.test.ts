import { describe, expect, it } from 'vitest';
import { withVersionPrefix } from './versionedLink';

describe('withVersionPrefix', () => {
  it('keeps links of the default version as they are', () => {
    expect(withVersionPrefix('/docs/getting-started', '3.x', '3.x')).toBe('/docs/getting-started');
  });

  it('puts internal links under an older version', () => {
    expect(withVersionPrefix('/docs/getting-started', '2.x', '3.x')).toBe('/2.x/docs/getting-started');
    expect(withVersionPrefix('/', '2.x', '3.x')).toBe('/2.x/');
  });

  it('does not prefix twice', () => {
    expect(withVersionPrefix('/2.x/docs/about', '2.x', '3.x')).toBe('/2.x/docs/about');
  });

  it('leaves external, protocol-relative, hash and relative links alone', () => {
    expect(withVersionPrefix('https://github.com/callstack/repack', '2.x', '3.x')).toBe('https://github.com/callstack/repack');
    expect(withVersionPrefix('//cdn.example.com/x', '2.x', '3.x')).toBe('//cdn.example.com/x');
    expect(withVersionPrefix('#features', '2.x', '3.x')).toBe('#features');
    expect(withVersionPrefix('docs/about', '2.x', '3.x')).toBe('docs/about');
  });
});
