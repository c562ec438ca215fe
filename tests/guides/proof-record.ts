/**
 * Writes what the guides suite proved into the version's proof record (plugins/code-proofs/record.ts):
 * merged into the record on disk, so a filtered run (`npm run test:guides -- -t 3.x`) keeps the other entries.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { type ProofUpdate, REFRESH_COMMAND, mergeRecord, readRecord, recordPath, writeRecord } from '../../plugins/code-proofs/record';
import { blockProofKey, type CodeBlock, versionPageBlocks } from '../code-samples';
import type { DocsVersion } from './fixture-apps';
import { guideConfigs, plannedBuilds } from './guide-configs';
import type { VersionReport } from './type-check';

export const DOCS_ROOT = path.resolve(import.meta.dirname, '../../docs');

/** The version of a package installed in the app, as its package.json says. */
export function installedVersion(appDir: string, name: string): string {
  const file = path.join(appDir, 'node_modules', name, 'package.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: ${name} is not installed in ${appDir}`);
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/** `docs/3.x/docs/getting-started.mdx:44`. */
export function blockLocation(block: Pick<CodeBlock, 'file' | 'line'>, docsRoot = DOCS_ROOT): string {
  return `${path.relative(path.dirname(docsRoot), block.file).split(path.sep).join('/')}:${block.line}`;
}

export function recordProofs(version: string, updates: ProofUpdate[], docsRoot = DOCS_ROOT): void {
  const current = new Set(versionPageBlocks(docsRoot, version).flatMap(({ blocks }) => blocks.map((block) => blockProofKey(version, block))));
  writeRecord(docsRoot, version, mergeRecord(readRecord(docsRoot, version), updates, current));
}

/**
 * The type-check report as record updates: a block rendered on several pages is proved when it passed on
 * each, and counts as checked `as part` of a file when any page read it so.
 */
export function typeCheckUpdates(version: string, report: Pick<VersionReport, 'checked'>, docsRoot = DOCS_ROOT): ProofUpdate[] {
  const byKey = new Map<string, { block: CodeBlock; as: 'file' | 'part'; passed: boolean }>();
  for (const check of report.checked) {
    const key = blockProofKey(version, check.block);
    const seen = byKey.get(key);
    byKey.set(key, seen ? { block: seen.block, as: seen.as === 'part' ? 'part' : check.as, passed: seen.passed && check.passed } : check);
  }
  return [...byKey].map(([key, { block, as, passed }]) => ({
    key,
    block: blockLocation(block, docsRoot),
    typeChecked: passed ? { as, typescript: ts.version } : null,
  }));
}

/**
 * Blocks of the version that the guides harness checks and its record does not prove as they are written now:
 * blocks the type-check harness reads, and the builds the bundling tests run of each configuration. Each
 * problem names the block's file and line and the command that proves it again.
 */
export function recordProblems(version: DocsVersion, docsRoot = DOCS_ROOT): string[] {
  const record = readRecord(docsRoot, version);
  const provedAt = new Set(Object.values(record).map((proof) => proof.block));
  const file = path.relative(path.dirname(docsRoot), recordPath(docsRoot, version)).split(path.sep).join('/');
  const refresh = `run \`${REFRESH_COMMAND} -- -t ${version}\` and commit ${file}`;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const { blocks } of versionPageBlocks(docsRoot, version)) {
    for (const block of blocks) {
      const key = blockProofKey(version, block);
      if (seen.has(key)) continue;
      seen.add(key);
      if (record[key]?.typeChecked) continue;
      const location = blockLocation(block, docsRoot);
      const why = provedAt.has(location) ? 'changed since its type check was recorded' : 'has no type check recorded';
      problems.push(`${location}: the block ${why} for ${version}: ${refresh}`);
    }
  }
  for (const { config, builds } of plannedBuilds(guideConfigs(version, docsRoot))) {
    const proved = record[config.proofKey]?.bundled?.builds ?? [];
    const missing = builds.map((build) => build.name).filter((name) => !proved.includes(name));
    if (missing.length && record[config.proofKey]?.typeChecked) {
      problems.push(`${config.location}: no ${missing.join(', ')} build of this configuration recorded for ${version}: ${refresh}`);
    }
  }
  return problems;
}
