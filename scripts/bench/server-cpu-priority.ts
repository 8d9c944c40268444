/**
 * Lighthouse measures a phone's main thread, and a phone does not run Fescue's server. Here the local stack
 * (the handlers in this process, DynamoDB Local's JVM) shares the host's cores with the browser, and every
 * moment the page's main thread waits for a core while the stack answers its requests is counted as the
 * page's own work: Lighthouse's simulation multiplies each task's wall time, not its CPU time
 * (docs/performance.md, "What the bench measures"). So, while Lighthouse runs, the stack's threads get the
 * lowest CPU priority but one, and the browser keeps the normal one. Linux only (where /proc lists threads);
 * elsewhere nothing changes and the caller is told so.
 */
import { readdir, readFile } from 'node:fs/promises';
import { setPriority } from 'node:os';

/** Nice value for the stack's threads: still served when the browser waits, never ahead of it. */
export const SERVER_NICENESS = 15;

export interface ProcessEntry {
  pid: number;
  ppid: number;
}

/**
 * `root` and its descendants, leaving out each process in `spared` and everything under it (the browser is
 * this process's child too).
 */
export function processTree(
  processes: readonly ProcessEntry[],
  root: number,
  spared: readonly number[],
): number[] {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of processes) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const tree: number[] = [];
  const queue = [root];
  for (let pid = queue.pop(); pid !== undefined; pid = queue.pop()) {
    if (spared.includes(pid)) continue;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** The parent's pid from /proc/<pid>/stat (its fourth field, after the command in parentheses). */
export function parentFromStat(stat: string): number | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ppid = Number(fields[1]);
  return Number.isInteger(ppid) ? ppid : undefined;
}

export async function listProcesses(): Promise<ProcessEntry[]> {
  const entries = await readdir('/proc');
  const processes = await Promise.all(
    entries
      .filter((entry) => /^\d+$/.test(entry))
      .map(async (entry) => {
        const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined);
        const ppid = stat === undefined ? undefined : parentFromStat(stat);
        return ppid === undefined ? undefined : { pid: Number(entry), ppid };
      }),
  );
  return processes.filter((entry) => entry !== undefined);
}

/**
 * Lowers every thread of this process and of its child processes, except the `spared` ones (the browser),
 * to SERVER_NICENESS. Linux applies a nice value per thread, so each thread is set; threads started later
 * inherit it from the thread that starts them. Returns how many threads were set, or undefined where the
 * host has no /proc. `lowerServerPriority(spared, 0)` gives the threads the normal priority back.
 */
export async function lowerServerPriority(
  spared: readonly number[],
  niceness = SERVER_NICENESS,
): Promise<number | undefined> {
  const processes = await listProcesses().catch(() => undefined);
  if (!processes || processes.length === 0) return undefined;
  let threads = 0;
  for (const pid of processTree(processes, process.pid, spared)) {
    const tids = await readdir(`/proc/${pid}/task`).catch(() => []);
    for (const tid of tids) {
      try {
        setPriority(Number(tid), niceness);
        threads += 1;
      } catch {
        // The thread ended meanwhile.
      }
    }
  }
  return threads;
}
