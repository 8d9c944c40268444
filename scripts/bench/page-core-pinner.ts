/**
 * The pinning process of page-core.ts: `page-core-pinner.ts <root pid>`. Pins the root's process tree (less
 * itself) every 20 ms until its stdin says stop or closes, or the root is gone, then gives the tree every core
 * back and exits. Reads /proc synchronously so that a tick costs little.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import {
  allowedCores,
  CHRT,
  coresFor,
  isPageMainThread,
  runsAtIdlePriority,
  TASKSET,
  type ThreadOfProcess,
} from './page-core';
import { parentFromStat, processTree } from './server-cpu-priority';

// Often enough that a renderer's new threads leave the page's core within a few milliseconds; a tick that
// finds nothing new reads a few dozen small /proc files.
const POLL_MS = 20;
const root = Number(process.argv[2]);
const cores = await allowedCores();

// The pinner itself keeps off the page's core.
setCores(process.pid, coresFor({ pid: process.pid, tid: -1, cmdline: '' }, cores), true);

// Parents are read once; command lines every tick, as a forked renderer renames itself after it starts.
const known = new Map<number, { ppid: number }>();
const applied = new Map<string, string>();
const kinds = new Map<number, string>();
/** The threads moved to the idle scheduling class, given the normal one back when the pinner stops. */
const idle = new Set<string>();

function refreshProcesses() {
  const live = new Set(
    readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .map(Number),
  );
  for (const pid of known.keys()) {
    if (live.has(pid)) continue;
    known.delete(pid);
    kinds.delete(pid);
    // Its thread ids may come back in another process.
    for (const key of applied.keys()) if (key.startsWith(`${pid}/`)) applied.delete(key);
    for (const key of idle) if (key.startsWith(`${pid}/`)) idle.delete(key);
  }
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

/** A thread's name, read for a page renderer's threads only (a thread is named just after it starts). */
function nameOf(pid: number, tid: number, cmdline: string): string | undefined {
  if (tid === pid || !isPageMainThread({ pid, tid: pid, cmdline })) return undefined;
  try {
    return readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function treeThreads(): ThreadOfProcess[] {
  const processes = [...known].map(([pid, { ppid }]) => ({ pid, ppid }));
  return processTree(processes, root, [process.pid]).flatMap((pid) => {
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      return readdirSync(`/proc/${pid}/task`).map((entry) => {
        const tid = Number(entry);
        return { pid, tid, cmdline, name: nameOf(pid, tid, cmdline) };
      });
    } catch {
      return [];
    }
  });
}

/** `chrt`'s idle class (SCHED_IDLE) or back to the normal one (SCHED_OTHER), for one thread. */
function setSchedulingClass(tid: number, schedulingClass: 'idle' | 'normal'): boolean {
  try {
    execFileSync(CHRT, [schedulingClass === 'idle' ? '--idle' : '--other', '-p', '0', String(tid)], {
      stdio: 'ignore',
    });
    return true;
  } catch {
    return false; // The thread ended meanwhile, or the bench may not change it.
  }
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
 * A new process starts a dozen threads at once, and each `taskset` is a spawn of some milliseconds: one
 * `taskset -a` moves them all to the others' cores, and a renderer's main thread alone goes back to the page's
 * core (before it loads a page: a renderer is started ahead of the navigation that uses it). Threads started
 * later are moved one by one, so that a page's main thread never leaves its core while the page loads. A page's
 * helpers (page-core.ts, runsAtIdlePriority) are found by name, which a thread takes just after it starts, and
 * moved to the idle scheduling class once.
 */
function pin() {
  refreshProcesses();
  const byProcess = new Map<number, ThreadOfProcess[]>();
  for (const thread of treeThreads())
    byProcess.set(thread.pid, [...(byProcess.get(thread.pid) ?? []), thread]);
  for (const [pid, threads] of byProcess) {
    const key = (thread: ThreadOfProcess) => `${thread.pid}/${thread.tid}`;
    let pending = threads.filter((thread) => applied.get(key(thread)) !== coresFor(thread, cores));
    const cmdline = threads[0]?.cmdline ?? '';
    const others = coresFor({ pid, tid: -1, cmdline }, cores);
    // A process seen for the first time, or one that has become another kind (a renderer forked from the
    // zygote carries the zygote's command line until it renames itself).
    const kind = `${others}|${coresFor({ pid, tid: pid, cmdline }, cores)}`;
    const firstLook = kinds.get(pid) !== kind;
    kinds.set(pid, kind);
    if (firstLook && pending.length > 2 && setCores(pid, others, true)) {
      for (const thread of threads) applied.set(key(thread), others);
      pending = threads.filter((thread) => coresFor(thread, cores) !== others);
    }
    for (const thread of pending) {
      const wanted = coresFor(thread, cores);
      if (setCores(thread.tid, wanted)) applied.set(key(thread), wanted);
    }
    for (const thread of threads) {
      if (!runsAtIdlePriority(thread) || idle.has(key(thread))) continue;
      if (setSchedulingClass(thread.tid, 'idle')) idle.add(key(thread));
    }
  }
}

let stopped = false;
function stop() {
  if (stopped) return;
  stopped = true;
  clearInterval(timer);
  refreshProcesses();
  for (const { tid } of treeThreads()) setCores(tid, cores.join(','));
  for (const key of idle) setSchedulingClass(Number(key.split('/')[1]), 'normal');
  process.exit(0);
}

pin();
process.stdout.write('pinned\n');
const timer = setInterval(() => (existsSync(`/proc/${root}`) ? pin() : stop()), POLL_MS);
// A word on stdin, or its end (the bench stopped, or was killed), stops the pinner.
process.stdin.on('data', stop);
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
