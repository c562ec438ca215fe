import { describe, expect, it } from 'vitest';
import { tabGroupStorageKey } from '../rspress-internals/tabs';
import { resolveTabIndex } from './tabIndex';

describe('resolveTabIndex', () => {
  it('uses a stored index that names an existing tab', () => {
    expect(resolveTabIndex('0', 3, 1)).toBe(0);
    expect(resolveTabIndex('2', 3, 0)).toBe(2);
    expect(resolveTabIndex(' 1 ', 3, 0)).toBe(1);
  });

  it('falls back to the default tab for anything else', () => {
    for (const stored of [null, undefined, '', 'npm', '-1', '1.5', 'NaN', '3', '99']) {
      expect(resolveTabIndex(stored, 3, 1)).toBe(1);
    }
  });

  it('falls back to the first tab when the default itself is out of range', () => {
    expect(resolveTabIndex('x', 2, 5)).toBe(0);
  });

  it('stores each group under its own key', () => {
    expect(tabGroupStorageKey('package-manager')).toBe('rspress.tabs.package-manager');
  });
});
