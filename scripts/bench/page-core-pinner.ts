/**
 * The pinning process of page-core.ts: `page-core-pinner.ts <root pid>`. Pins the root's process tree (less
 * itself) every 20 ms until its stdin says stop, then gives the tree every core back. Runs at the normal
 * priority (root may set it; elsewhere it keeps the nice value it was born with) and reads /proc synchronously
 * so that a tick costs little.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { allowedCores, coresFor, TASKSET, type ThreadOfProcess } from './page-core';
import { parentFromStat, processTree } from './server-cpu-priority';

// Often enough that a renderer's new threads leave the page's core within a few milliseconds; a tick that
// finds nothing new reads a few dozen small /proc files.
const POLL_MS = 20;
const root = Number(process.argv[2]);
const cores = await allowedCores();

// The pinner itself keeps off the page's core.
setCores(process.pid, coresFor({ pid: process.pid, tid: -1, cmdline: '' }, cores), true);
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

function setCores(id: number, cores: string, wholeProcess = false): boolean {
  try {
    execFileSync(TASKSET, [...(wholeProcess ? ['-a'] : []), '-p', '-c', cores, String(id)], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false; // The thread ended meanwhile.
  }
}

/**
 * A new process starts a dozen threads at once: where they all belong on the same cores, one `taskset -a`
 * moves them (a spawn costs milliseconds). A renderer's threads are moved one by one, so that its main
 * thread, already on the page's core, never leaves it while the page loads.
 */
function pin() {
  refreshProcesses();
  const byProcess = new Map<number, ThreadOfProcess[]>();
  for (const thread of treeThreads())
    byProcess.set(thread.pid, [...(byProcess.get(thread.pid) ?? []), thread]);
  for (const threads of byProcess.values()) {
    const pending = threads.filter(
      (thread) => applied.get(`${thread.pid}/${thread.tid}`) !== coresFor(thread, cores),
    );
    const wantedByAll = new Set(threads.map((thread) => coresFor(thread, cores)));
    const [onlyCores] = wantedByAll;
    if (
      pending.length > 2 &&
      wantedByAll.size === 1 &&
      onlyCores &&
      setCores(pending[0]!.pid, onlyCores, true)
    ) {
      for (const thread of threads) applied.set(`${thread.pid}/${thread.tid}`, onlyCores);
      continue;
    }
    for (const thread of pending) {
      const wanted = coresFor(thread, cores);
      if (setCores(thread.tid, wanted)) applied.set(`${thread.pid}/${thread.tid}`, wanted);
    }
  }
}

pin();
process.stdout.write('pinned\n');
const timer = setInterval(pin, POLL_MS);
process.stdin.on('data', () => {
  clearInterval(timer);
  refreshProcesses();
  for (const { tid } of treeThreads()) setCores(tid, cores.join(','));
  process.exit(0);
});
