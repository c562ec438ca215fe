import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyToClipboard } from './copyToClipboard';

const fallback = vi.hoisted(() => vi.fn((_text: string) => true));
vi.mock('copy-to-clipboard', () => ({ default: fallback }));

describe('copyToClipboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    fallback.mockClear();
  });

  it('writes with the Clipboard API when it can', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    vi.stubGlobal('document', {});
    await expect(copyToClipboard('npx @callstack/repack-init')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('npx @callstack/repack-init');
    expect(fallback).not.toHaveBeenCalled();
  });

  it('falls back to copying through a selection when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: async () => Promise.reject(new Error('denied')) } });
    vi.stubGlobal('document', {});
    await expect(copyToClipboard('text')).resolves.toBe(true);
    expect(fallback).toHaveBeenCalledWith('text');
  });

  it('copies nothing outside a browser', async () => {
    vi.stubGlobal('navigator', undefined);
    vi.stubGlobal('document', undefined);
    await expect(copyToClipboard('text')).resolves.toBe(false);
    expect(fallback).not.toHaveBeenCalled();
  });
});
