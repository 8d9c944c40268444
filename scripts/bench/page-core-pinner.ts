/**
 * The pinning process of page-core.ts: `page-core-pinner.ts <root pid>`. Pins the root's process tree (less
 * itself) every 50 ms until its stdin says stop, then gives the tree every core back. Runs at the normal
 * priority (root may set it; elsewhere it keeps the nice value it was born with) and reads /proc synchronously
 * so that a tick costs little.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { allCores, coresFor, TASKSET, type ThreadOfProcess } from './page-core';
import { parentFromStat, processTree } from './server-cpu-priority';

const POLL_MS = 50;
const root = Number(process.argv[2]);
const cpuCount = availableParallelism();

try {
  setPriority(0);
} catch {
  // Not root: the pinner keeps the bench's nice value and pins a little later.
}

// Parents are read once; command lines every tick, as a forked renderer renames itself after it starts.
const known = new Map<number, { ppid: number }>();
const applied = new Map<string, string>();

function refreshProcesses() {
  const live = new Set(
    readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number),
  );
  for (const pid of known.keys()) if (!live.has(pid)) known.delete(pid);
  for (const pid of live) {
    if (known.has(pid)) continue;
    try {
      const ppid = parentFromStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
      if (ppid !== undefined) known.set(pid, { ppid });
    } catch {
      // Ended meanwhile.
    }
  }
}

function treeThreads(): ThreadOfProcess[] {
  const processes = [...known].map(([pid, { ppid }]) => ({ pid, ppid }));
  return processTree(processes, root, [process.pid]).flatMap((pid) => {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return readdirSync(`/proc/${pid}/task`).map((tid) => ({ pid, tid: Number(tid), cmdline }));
    } catch {
      return [];
    }
  });
}

function setCores(tid: number, cores: string): boolean {
  try {
    execFileSync(TASKSET, ['-p', '-c', cores, String(tid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false; // The thread ended meanwhile.
  }
}

function pin() {
  refreshProcesses();
  for (const thread of treeThreads()) {
    const cores = coresFor(thread, cpuCount);
    const key = `${thread.pid}/${thread.tid}`;
    if (applied.get(key) !== cores && setCores(thread.tid, cores)) applied.set(key, cores);
  }
}

pin();
process.stdout.write('pinned\n');
const timer = setInterval(pin, POLL_MS);
process.stdin.on('data', () => {
  clearInterval(timer);
  refreshProcesses();
  for (const { tid } of treeThreads()) setCores(tid, allCores(cpuCount));
  process.exit(0);
});
