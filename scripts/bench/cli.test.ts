import { describe, expect, it } from 'vitest';
import { readOptions } from './cli.mjs';

describe('readOptions', () => {
  const defaults = { site: 'doc_build', runs: 3, http1: false };

  it('reads --name value and --name=value over the defaults, numbers as numbers and flags as booleans', () => {
    expect(readOptions(['--site', 'build', '--runs=5', '--http1'], defaults, 'x.mjs')).toEqual({ site: 'build', runs: 5, http1: true });
    expect(readOptions([], defaults, 'x.mjs')).toEqual(defaults);
  });

  it('names the command for an unknown option or a value that is not a number', () => {
    expect(() => readOptions(['--sight', 'build'], defaults, 'scripts/bench/x.mjs')).toThrow(/--sight.*scripts\/bench\/x\.mjs/);
    expect(() => readOptions(['--runs', 'five'], defaults, 'scripts/bench/x.mjs')).toThrow('--runs needs a number, not "five" (see the top of scripts/bench/x.mjs)');
  });
});
