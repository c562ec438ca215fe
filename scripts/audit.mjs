/**
 * Supply-chain gate: `npm audit --omit=dev` must report no high or critical vulnerability in
 * what the site ships. Fails on such findings; when the registry's audit endpoint cannot be
 * reached (some mirrors answer 405), says so loudly and passes, since nothing was checked.
 *
 *   node scripts/audit.mjs
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const BLOCKING = ['high', 'critical'];

/**
 * The verdict on the JSON report of `npm audit --json`: `unavailable` when the audit itself
 * failed (the report is an error), `fail` with the blocking findings, or `ok`.
 */
export function auditVerdict(report) {
  if (!report || typeof report !== 'object') return { status: 'unavailable', message: 'npm audit printed no report' };
  if (report.error || !report.metadata?.vulnerabilities) {
    const reason = report.error?.summary || report.message || 'no vulnerability counts in the report';
    return { status: 'unavailable', message: `npm audit could not run: ${reason}` };
  }
  const counts = report.metadata.vulnerabilities;
  const blocking = BLOCKING.filter((level) => (counts[level] ?? 0) > 0);
  if (blocking.length === 0) {
    return { status: 'ok', message: `npm audit --omit=dev: no ${BLOCKING.join(' or ')} vulnerability (${counts.total ?? 0} in all)` };
  }
  const packages = Object.values(report.vulnerabilities ?? {})
    .filter((entry) => BLOCKING.includes(entry.severity))
    .map((entry) => `${entry.name} (${entry.severity})`);
  return {
    status: 'fail',
    message: `npm audit --omit=dev: ${blocking.map((level) => `${counts[level]} ${level}`).join(', ')}: ${packages.join(', ')}`,
  };
}

function main() {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: root, encoding: 'utf8' });
  let report;
  try {
    report = JSON.parse(run.stdout);
  } catch {
    report = undefined;
  }
  const verdict = auditVerdict(report);
  if (verdict.status === 'unavailable') console.warn(`WARNING: ${verdict.message}. Dependencies were NOT audited.`);
  else console.log(verdict.message);
  process.exit(verdict.status === 'fail' ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
