/**
 * Per-run work folders of the suites that copy the site (`e2e/.output/<suite>/run-<pid>`,
 * gitignored): each run works in its own folder, and a run that was interrupted before its
 * cleanup leaves one behind for the next run to remove.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The work folder of this test process for `suite`. */
export function runFolder(suite: string): string {
  return path.join(__dirname, '..', '.output', suite, `run-${process.pid}`);
}

/** Removes the run folders under `parent` whose process is gone. */
export function removeStaleRuns(parent: string) {
  if (!fs.existsSync(parent)) return;
  for (const entry of fs.readdirSync(parent)) {
    const pid = Number(/^run-(\d+)$/.exec(entry)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
  }
}
