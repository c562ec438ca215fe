/**
 * Process helpers for the benchmark: run a command in its own process group, time it, and
 * sample the resident memory of its whole process tree (Linux `/proc`).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

function readProc(pid, file) {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
}

/** Pids of `root` and all its descendants. */
export function processTree(root) {
  const children = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readProc(name, 'stat');
    if (!stat) continue;
    // "pid (comm) state ppid ..." — comm may hold spaces and parentheses.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(name));
  }
  const tree = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift();
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

const kb = (status, field) => Number(status?.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? 0) * 1024;

/** Samples the summed RSS of a process tree until stopped; `peak()` gives the highest sum seen. */
export function memorySampler(rootPid, intervalMs = 100) {
  let peak = 0;
  let peakSingle = 0;
  const sample = () => {
    let sum = 0;
    for (const pid of processTree(rootPid)) {
      const status = readProc(pid, 'status');
      sum += kb(status, 'VmRSS');
      peakSingle = Math.max(peakSingle, kb(status, 'VmHWM'));
    }
    peak = Math.max(peak, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    sample,
    stop() {
      clearInterval(timer);
      return { peakTreeRss: peak, peakProcessHwm: peakSingle };
    },
  };
}

/** Runs a command to its end (own process group), timing it and sampling its memory. */
export function runMeasured(command, args, { cwd, env, log } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Through bash, whose `times` then prints the CPU time of the whole (waited) process tree:
    // a figure less sensitive than wall time to other work on a shared machine.
    const script = '"$@"; status=$?; echo "@@times" >&2; times >&2; exit $status';
    const child = spawn('bash', ['-c', script, 'bash', command, ...args], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const sampler = memorySampler(child.pid);
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk.toString()).slice(-20_000);
      log?.(chunk.toString());
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => {
      sampler.stop();
      reject(error);
    });
    child.on('close', (code) => {
      const ms = performance.now() - started;
      const memory = sampler.stop();
      // `times`: the shell's own user/sys on one line, its children's on the next.
      const cpu = output.match(/@@times\n[^\n]*\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s/);
      const cpuMs = cpu ? Math.round((Number(cpu[1]) * 60 + Number(cpu[2]) + Number(cpu[3]) * 60 + Number(cpu[4])) * 1000) : null;
      if (code !== 0) reject(Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-4000)}`), { output }));
      else resolve({ ms, cpuMs, ...memory, output });
    });
  });
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Ends a process group we spawned (`detached: true`): SIGTERM, then SIGKILL if it lingers. */
export async function stopGroup(child, graceMs = 5000) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timedOut = await Promise.race([exited.then(() => false), new Promise((resolve) => setTimeout(() => resolve(true), graceMs).unref())]);
  if (timedOut) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await exited;
  }
}

/**
 * Starts `rspress dev` on a free port and measures the time until `paths` all answer 200
 * with an HTML page, and the peak memory until then. Stops the server (its process group).
 */
export async function measureDevServer({ cwd, config, paths = ['/', '/docs/getting-started'], timeoutMs = 180_000, env }) {
  const port = await freePort();
  const started = performance.now();
  const args = ['rspress', 'dev', '--port', String(port), '--host', '127.0.0.1', ...(config ? ['-c', config] : [])];
  const child = spawn('npx', args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const sampler = memorySampler(child.pid);
  let output = '';
  child.stdout.on('data', (c) => (output = (output + c).slice(-20_000)));
  child.stderr.on('data', (c) => (output = (output + c).slice(-20_000)));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    const ready = async (p) => {
      try {
        const response = await fetch(`http://127.0.0.1:${port}${p}`, { signal: AbortSignal.timeout(30_000) });
        const body = await response.text();
        return response.status === 200 && /<div id="__rspress_root"|<html/i.test(body) && body.length > 200;
      } catch {
        return false;
      }
    };
    const pending = new Set(paths);
    let firstPageMs;
    while (pending.size) {
      if (performance.now() - started > timeoutMs) throw new Error(`rspress dev did not serve ${[...pending].join(', ')} within ${timeoutMs} ms\n${output.slice(-3000)}`);
      const state = await Promise.race([exited.then((code) => ({ code })), new Promise((resolve) => setTimeout(resolve, 200))]);
      if (state && 'code' in state) throw new Error(`rspress dev exited with ${state.code}\n${output.slice(-3000)}`);
      for (const p of [...pending]) {
        if (await ready(p)) {
          pending.delete(p);
          firstPageMs ??= performance.now() - started;
        }
      }
    }
    const allMs = performance.now() - started;
    return { firstPageMs, allPagesMs: allMs, port, ...sampler.stop() };
  } finally {
    sampler.stop();
    await stopGroup(child);
  }
}
