import { describe, expect, it } from 'vitest';
import { packageManagerCommands } from './packageManagers';

const commands = (...args: Parameters<typeof packageManagerCommands>) => packageManagerCommands(...args).map((c) => c.command);

describe('packageManagerCommands', () => {
  it('writes an install command for npm, Yarn, pnpm and Bun, in that order', () => {
    expect(packageManagerCommands('install -D @callstack/repack webpack').map((c) => [c.label, c.command])).toEqual([
      ['npm', 'npm install -D @callstack/repack webpack'],
      ['Yarn', 'yarn add -D @callstack/repack webpack'],
      ['pnpm', 'pnpm add -D @callstack/repack webpack'],
      ['Bun', 'bun add -D @callstack/repack webpack'],
    ]);
  });

  it('spells --save-dev and --save-exact the way every manager understands', () => {
    expect(commands('install --save-dev --save-exact webpack@5.111.1')).toEqual([
      'npm install -D -E webpack@5.111.1',
      'yarn add -D -E webpack@5.111.1',
      'pnpm add -D -E webpack@5.111.1',
      'bun add -D -E webpack@5.111.1',
    ]);
  });

  it('keeps a bare install, spells --save-dev the way every manager understands, and removes with remove', () => {
    expect(commands('install')).toEqual(['npm install', 'yarn install', 'pnpm install', 'bun install']);
    expect(commands('install --save-dev webpack')).toEqual(['npm install -D webpack', 'yarn add -D webpack', 'pnpm add -D webpack', 'bun add -D webpack']);
    expect(commands('uninstall metro')).toEqual(['npm uninstall metro', 'yarn remove metro', 'pnpm remove metro', 'bun remove metro']);
  });

  it('runs binaries and one-off packages with each manager runner', () => {
    expect(commands('react-native start', { exec: true })).toEqual(['npx react-native start', 'yarn react-native start', 'pnpm exec react-native start', 'bunx react-native start']);
    expect(commands('@callstack/repack-init', { dlx: true })).toEqual(['npx @callstack/repack-init', 'yarn dlx @callstack/repack-init', 'pnpm dlx @callstack/repack-init', 'bunx @callstack/repack-init']);
  });

  it('refuses an empty command', () => {
    expect(() => packageManagerCommands('  ')).toThrow(/command/);
  });
});
