import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';

const run = promisify(execFile);

/** The first bytes of a Hermes bytecode file (its magic number, little-endian). */
export const HERMES_BYTECODE_MAGIC = Buffer.from([0xc6, 0x1f, 0xbc, 0x03, 0xc1, 0x03, 0x19, 0x1f]);

/**
 * What React Native's Gradle plugin passes to hermesc for a release build (`hermesFlags` default
 * `-O -output-source-map`, then `-emit-binary -out`); `-max-diagnostic-width` is what
 * react-native-xcode.sh adds, so that an error on a minified line does not print the whole line.
 */
export const RELEASE_FLAGS = ['-O', '-output-source-map', '-emit-binary', '-max-diagnostic-width=80'];

const HERMESC_FOLDERS: Partial<Record<NodeJS.Platform, string>> = { linux: 'linux64-bin', darwin: 'osx-bin', win32: 'win64-bin' };

/** The hermesc that the app's `react-native` package ships, as React Native's build scripts find it. */
export function hermescOf(appDir: string): string {
  const folder = HERMESC_FOLDERS[process.platform];
  if (!folder) throw new Error(`react-native ships no hermesc for ${process.platform}`);
  const binary = path.join(appDir, 'node_modules', 'react-native', 'sdks', 'hermesc', folder, process.platform === 'win32' ? 'hermesc.exe' : 'hermesc');
  if (!fs.existsSync(binary)) throw new Error(`${binary} is missing: the fixture's react-native package should ship it`);
  return binary;
}

/**
 * Whether the app builds with Hermes: `hermesEnabled` in `android/gradle.properties`, the switch React
 * Native's Android template sets to `true` from 0.70 on (its Podfile enables Hermes the same way).
 */
export function hermesEnabled(appDir: string): boolean {
  const file = path.join(appDir, 'android', 'gradle.properties');
  if (!fs.existsSync(file)) return false;
  return /^\s*hermesEnabled\s*=\s*true\s*$/m.test(fs.readFileSync(file, 'utf8'));
}

export function isHermesBytecode(file: string): boolean {
  const start = Buffer.alloc(HERMES_BYTECODE_MAGIC.length);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, start, 0, start.length, 0);
  } finally {
    fs.closeSync(fd);
  }
  return start.equals(HERMES_BYTECODE_MAGIC);
}

/** `bundle:12:345: error: ...` lines of hermesc's output. */
const DIAGNOSTIC = /^(.*?):(\d+):(\d+): error: (.*)$/gm;

/** hermesc's errors, each with its excerpt and caret line (shortened), without its warnings. */
function errorsOf(output: string, file: string): string {
  const lines = output.split('\n');
  const kept: string[] = [];
  lines.forEach((line, index) => {
    if (!/: error: /.test(line)) return;
    kept.push(...lines.slice(index, index + 3).map((text) => text.replace(file, path.basename(file)).slice(0, 160)));
  });
  return kept.length ? kept.join('\n') : output.slice(0, 4000);
}

/** The module each error comes from, read from the bundle's source map when the build wrote one. */
function sourcesOfErrors(output: string, sourceMap: string | undefined): string[] {
  if (!sourceMap || !fs.existsSync(sourceMap)) return [];
  const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(sourceMap, 'utf8')));
  return [...output.matchAll(DIAGNOSTIC)].map((match) => {
    const original = consumer.originalPositionFor({ line: Number(match[2]), column: Number(match[3]) - 1 });
    const where = original.source
      ? `${original.source.replace(/^webpack:\/\/\//, '').replace(/^(\.\.\/)*.*?node_modules\//, 'node_modules/')}:${original.line}:${original.column + 1}`
      : 'no source in the map';
    return `line ${match[2]}, column ${match[3]} comes from ${where}: ${match[4]}`;
  });
}

/**
 * hermesc runs of this process, and compilations answered by an earlier run on the same bytes: the
 * builds of one guide configuration and its partial overlays often emit byte-identical bundles.
 */
export const hermescCounts = { runs: 0, reused: 0 };
/** hermesc + content hashes hermesc has accepted in this process (a rejection is never kept). */
const accepted = new Set<string>();

/**
 * Compiles `file` to bytecode as a release build does. Resolves with nothing, or rejects with an
 * error that starts with `where` and holds hermesc's message and, with a source map, the module at fault.
 * Bytes the same hermesc has already accepted are not compiled again: its output depends on them alone.
 */
export async function compileWithHermes(hermesc: string, file: string, where: string, sourceMap?: string): Promise<void> {
  const key = crypto.createHash('sha256').update(hermesc).update('\0').update(fs.readFileSync(file)).digest('hex');
  if (accepted.has(key)) {
    hermescCounts.reused += 1;
    return;
  }
  const out = `${file}.hbc`;
  try {
    hermescCounts.runs += 1;
    await run(hermesc, [...RELEASE_FLAGS, '-out', out, file], { maxBuffer: 64 * 1024 * 1024 });
    accepted.add(key);
  } catch (error) {
    const { stdout = '', stderr = '', message } = error as Error & { stdout?: string; stderr?: string };
    const output = `${stdout}${stderr}`.trim() || message;
    const origins = sourcesOfErrors(output, sourceMap);
    throw new Error(
      [`${where}: hermesc rejects ${path.basename(file)}, so a release build with Hermes fails:`, errorsOf(output, file), ...origins].join('\n'),
    );
  } finally {
    fs.rmSync(out, { force: true });
    fs.rmSync(`${out}.map`, { force: true });
  }
}
