#!/usr/bin/env node
/**
 * `npm test`: every suite, then a closing line per suite (`unit: 812 passed, 0 failed (143 s)`), so a
 * red run says at once where. The guides suite (webpack builds in child processes, two files at a
 * time) runs beside the unit tests and the site build; the browser suite, which keeps both cores
 * busy, runs alone after them. Exits non-zero when any suite fails.
 * `node scripts/test-suites.mjs e2e` (or any suite names) runs only those, in the same way.
 * See decisions/0015-ci-layout.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const VITEST = path.join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
const RSPRESS = path.join(ROOT, 'node_modules', '@rspress', 'core', 'bin', 'rspress.js');

/** The suites: `vitest` ones are counted from Vitest's JSON report; `needs` names a step that must succeed first. */
export const SUITES = {
  unit: { vitest: [] },
  guides: { vitest: ['--config', 'tests/guides/vitest.config.ts'] },
  build: { command: [RSPRESS, 'build'] },
  e2e: { vitest: ['--config', 'e2e/vitest.config.ts'], needs: 'build' },
};

/** Lanes run side by side within a stage; the suites of a lane run one after another. */
export const STAGES = [[['guides'], ['unit', 'build']], [['e2e']]];

/**
 * Passed and failed tests in a Vitest JSON report. A test file that failed without running its tests
 * (an import error, a failing `beforeAll`) counts as one failure, and so does a run that exited
 * non-zero with no failure counted (an unhandled error, a failing global setup).
 */
export function countResults(report, exitCode) {
  const passed = report?.numPassedTests ?? 0;
  let failed = report?.numFailedTests ?? 0;
  for (const file of report?.testResults ?? []) {
    const failedTests = file.assertionResults.filter((test) => test.status === 'failed').length;
    if (file.status === 'failed' && failedTests === 0) failed += 1;
  }
  if (exitCode !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/** The closing line CI reads: `<suite>: N passed, N failed (S s)`. */
export function closingLine(name, { passed, failed }, seconds) {
  return `${name}: ${passed} passed, ${failed} failed (${Math.round(seconds)} s)`;
}

function run(args, { buffered }) {
  return new Promise((resolve, reject) => {
    const env = { ...process.env };
    if (buffered) env.FORCE_COLOR = '0';
    const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(output).toString() }));
  });
}

async function runSuite(name, { buffered }) {
  const suite = SUITES[name];
  const started = Date.now();
  const reportFile = path.join(os.tmpdir(), `repack-docs-${name}-${process.pid}.json`);
  const args = suite.vitest
    ? [VITEST, 'run', ...suite.vitest, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`]
    : suite.command;
  if (!buffered) console.log(`\n── ${name} ──`);
  const { code, output } = await run(args, { buffered });
  const seconds = (Date.now() - started) / 1000;
  if (buffered) process.stdout.write(`\n── ${name} (ran beside the others; its output) ──\n${output}`);
  let line;
  let counts;
  if (suite.vitest) {
    const report = fs.existsSync(reportFile) ? JSON.parse(fs.readFileSync(reportFile, 'utf8')) : undefined;
    fs.rmSync(reportFile, { force: true });
    counts = countResults(report, code);
    if (code !== 0 && !report?.numFailedTests) console.log(`${name}: Vitest exited ${code}; see its output above`);
    line = closingLine(name, counts, seconds);
  } else {
    line = `${name}: ${code === 0 ? 'succeeded' : `FAILED (exit ${code})`} (${Math.round(seconds)} s)`;
  }
  console.log(line);
  return { name, ok: code === 0, line, counts };
}

/**
 * The run's last line, in the plain form CI reads (`total: N passed, N failed`): the tests of every
 * suite, and a failure for a step that failed or did not run (a build), so a red run never adds up to 0 failed.
 */
export function totalLine(results) {
  let passed = 0;
  let failed = 0;
  for (const result of results) {
    passed += result.counts?.passed ?? 0;
    failed += result.counts ? result.counts.failed : result.ok ? 0 : 1;
  }
  return `total: ${passed} passed, ${failed} failed`;
}

/** The stages with only the `selected` suites (all when none is named), empty lanes and stages left out. */
export function planFor(selected) {
  for (const name of selected) if (!SUITES[name]) throw new Error(`No suite ${name}: the suites are ${Object.keys(SUITES).join(', ')}`);
  const keep = (name) => selected.length === 0 || selected.includes(name);
  return STAGES.map((stage) => stage.map((lane) => lane.filter(keep)).filter((lane) => lane.length > 0)).filter((stage) => stage.length > 0);
}

export async function main(selected = []) {
  const results = new Map();
  for (const stage of planFor(selected)) {
    await Promise.all(
      stage.map(async (lane) => {
        for (const name of lane) {
          const needed = SUITES[name].needs;
          // A step not run this time (`node scripts/test-suites.mjs e2e`) is taken as done (doc_build/ from an earlier build).
          if (needed && results.has(needed) && !results.get(needed).ok) {
            results.set(name, { name, ok: false, line: `${name}: not run, ${needed} failed` });
            console.log(results.get(name).line);
            continue;
          }
          // The last lane of a stage writes as it goes; the others print their output when done.
          results.set(name, await runSuite(name, { buffered: lane !== stage.at(-1) }));
        }
      }),
    );
  }
  console.log('\n── summary ──');
  for (const name of Object.keys(SUITES)) if (results.has(name)) console.log(results.get(name).line);
  console.log(totalLine(results.values()));
  return [...results.values()].every((result) => result.ok) ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.argv.slice(2));
}
