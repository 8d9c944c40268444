/**
 * A phone runs a page's main thread on a core of its own, and draws its frames on a GPU. This host has two
 * cores and no GPU: Chromium's display compositor draws every frame in software (and encodes a screenshot of
 * each for Lighthouse), its browser process serves the DevTools connection, and the local stack answers the
 * page's requests, all on the same two cores as the page. Lighthouse's simulation multiplies each main-thread
 * task's wall time, so every moment the page waited for a core counted as the page's own work, multiplied by
 * the slowdown (docs/performance.md, "A core for the page").
 *
 * While Lighthouse runs, the main thread of each renderer (the page's thread, where Lighthouse also measures
 * its CPU index) is pinned to the first core, and every other thread of the browser and of the bench's own
 * process tree (the stack's handlers, DynamoDB Local, Lighthouse's driver) to the others, and with them the
 * kernel's threads that may run anywhere (roamingKernelThreads). The page's own helpers (its renderer's
 * thread-pool workers, which its main thread waits for) may run on every core, at idle priority
 * (runsAtIdlePriority). A small process of its own does it (page-core-pinner.ts), so that a new renderer is
 * seen within its poll however busy the bench's own process is. Linux with `taskset`, `chrt` and at least two
 * cores only; elsewhere nothing changes and the caller is told so (and lowers the stack's priority instead,
 * server-cpu-priority.ts).
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { listProcesses, processTree } from './server-cpu-priority';

export const TASKSET = '/usr/bin/taskset';
/** util-linux's scheduling-class tool, beside `taskset`. */
export const CHRT = '/usr/bin/chrt';

export interface ThreadOfProcess {
  pid: number;
  tid: number;
  /** The process's command line as /proc gives it. */
  cmdline: string;
  /** The thread's own name (/proc's `comm`), where it was read: only a page renderer's threads need one. */
  name?: string;
}

/**
 * Chromium names a renderer process by its `--type=renderer` switch; its main thread's id is the pid. A
 * renderer rewrites its command line as one title, arguments separated by spaces rather than NULs.
 */
export function isPageMainThread({ pid, tid, cmdline }: ThreadOfProcess): boolean {
  const args = switchesOf(cmdline);
  return tid === pid && args.includes('--type=renderer') && !args.some((arg) => NOT_A_PAGE.has(arg));
}

/** A command line's arguments, NUL-separated as started or space-separated as a renderer retitles itself. */
const switchesOf = (cmdline: string) => cmdline.split(/[\0 ]/);

/** Renderers of the browser's own pages and of extensions: busy now and then, never the page measured. */
const NOT_A_PAGE = new Set(['--top-chrome-webui', '--extension-process']);

/**
 * A worker of a page renderer's thread pool (Chromium names them ThreadPoolForeground..., ThreadPoolBackground...,
 * ThreadPoolSingleThread...). V8 runs its garbage collector's parallel jobs and its background compiles there,
 * and the page's main thread stops for them: a scavenge waits until every such worker has reached a safe point,
 * then shares its work among them (docs/performance.md, "The page's helpers at idle priority"). The renderer's compositor, IO and
 * raster threads have other names and stay on the other cores with the browser.
 */
export function isPageHelperThread(thread: ThreadOfProcess): boolean {
  return (
    thread.tid !== thread.pid &&
    (thread.name ?? '').startsWith('ThreadPool') &&
    isPageMainThread({ ...thread, tid: thread.pid })
  );
}

/**
 * Chromium forks each renderer from its zygote, and a forked process starts on its parent's cores: the
 * zygote stays on the page's core, so that a new page's main thread is on it from its first instruction
 * rather than from the next look at /proc (the zygote itself only forks).
 */
export function isZygote({ cmdline }: ThreadOfProcess): boolean {
  return switchesOf(cmdline).includes('--type=zygote');
}

/**
 * The cores this process may run on, from /proc's `Cpus_allowed_list` ("0-1", "4,5", "0-3,8"), in order: a
 * container's cores need not start at 0.
 */
export function parseCpuList(list: string): number[] {
  return list
    .trim()
    .split(',')
    .filter(Boolean)
    .flatMap((range) => {
      const [first, last = first] = range.split('-').map(Number);
      if (first === undefined || last === undefined || !(last >= first)) return [];
      return Array.from({ length: last - first + 1 }, (_, index) => first + index);
    });
}

/** The `Cpus_allowed_list` line of a /proc `status` file, as written ('' without one). */
const cpusAllowedOf = (status: string) => /^Cpus_allowed_list:\s*(.*)$/m.exec(status)?.[1] ?? '';

export async function allowedCores(): Promise<number[]> {
  const status = await readFile('/proc/self/status', 'utf8').catch(() => '');
  return parseCpuList(cpusAllowedOf(status));
}

/**
 * The `taskset` CPU list for a thread: the first allowed core (the page's) for a renderer's main thread and the
 * zygote, every core for the page's helpers (which run at idle priority: runsAtIdlePriority), the others
 * otherwise.
 */
export function coresFor(thread: ThreadOfProcess, cores: readonly number[]): string {
  if (isPageMainThread(thread) || isZygote(thread)) return String(cores[0]);
  if (isPageHelperThread(thread)) return cores.join(',');
  return cores.slice(1).join(',');
}

/**
 * Whether a thread runs in Linux's idle scheduling class (SCHED_IDLE): the page's helpers. On the other cores
 * at normal priority they queued behind the bench's own work (the stack, DynamoDB Local, the browser's
 * compositor drawing in software) for 10-20 ms while the page's main thread waited for them; a phone runs them
 * on cores of their own. At idle priority they may also use the page's core, but only when its main thread is
 * not running there (an idle-class thread never preempts it and gets a negligible share beside it), which is
 * when the main thread waits for them.
 */
export function runsAtIdlePriority(thread: ThreadOfProcess): boolean {
  return isPageHelperThread(thread);
}

/** Linux starts every kernel thread from kthreadd, whose pid is 2. */
const KTHREADD = 2;

export interface KernelThread {
  pid: number;
  ppid: number;
  /** Its allowed cores, as /proc's `Cpus_allowed_list` reads. */
  cpusAllowed: string;
}

/**
 * The kernel threads that may run on any core (DAMON's `kdamond`, `kcompactd`, `kswapd`...), which the
 * scheduler puts on the page's core as readily as on the others: this host's memory monitor ran 4-8 ms at a
 * time there, preempting the page in the middle of its tasks (docs/performance.md, "The page's core, shared
 * with the kernel"). Threads bound to one core (a core's own workers) are left where they are.
 */
export function roamingKernelThreads(
  threads: readonly KernelThread[],
  cores: readonly number[],
): KernelThread[] {
  const everyCore = cores.join(',');
  return threads.filter(
    ({ ppid, cpusAllowed }) => ppid === KTHREADD && parseCpuList(cpusAllowed).join(',') === everyCore,
  );
}

async function kernelThreads(): Promise<KernelThread[]> {
  const processes = await listProcesses().catch(() => []);
  return Promise.all(
    processes
      .filter(({ ppid }) => ppid === KTHREADD)
      .map(async ({ pid, ppid }) => {
        const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
        return { pid, ppid, cpusAllowed: cpusAllowedOf(status) };
      }),
  );
}

/**
 * Moves the roaming kernel threads to the other cores; resolves to what gives them every core back. The kernel
 * refuses some (its workqueue threads), and an unprivileged bench may move none: both are left be.
 */
async function moveKernelThreadsOff(cores: readonly number[]): Promise<() => Promise<void>> {
  const moved: number[] = [];
  for (const { pid } of roamingKernelThreads(await kernelThreads(), cores)) {
    const done = await run(TASKSET, ['-p', '-c', cores.slice(1).join(','), String(pid)]).then(
      () => true,
      () => false,
    );
    if (done) moved.push(pid);
  }
  return async () => {
    for (const pid of moved) {
      await run(TASKSET, ['-p', '-c', cores.join(','), String(pid)]).catch(() => undefined);
    }
  };
}

export interface PageCore {
  /** The core the pages' main threads have to themselves. */
  pageCore: number;
  /** Stops pinning and gives this process tree every core back. */
  stop(): Promise<void>;
}

const run = promisify(execFile);

/** Every thread of this process's tree back on every allowed core (one `taskset -a` per process). */
async function giveEveryCoreBack(cores: readonly number[]): Promise<void> {
  const processes = await listProcesses().catch(() => []);
  for (const pid of processTree(processes, process.pid, [])) {
    await run(TASKSET, ['-a', '-p', '-c', cores.join(','), String(pid)]).catch(() => undefined);
  }
}

/**
 * Starts pinning this process's tree (the browser, a child, included) and resolves once the tree as it is now
 * is pinned. Undefined, pinning nothing, where the host cannot: fewer than two cores, not Linux, no `taskset`
 * or `chrt` (util-linux ships both; without `chrt` the page's helpers would share its core at their own priority),
 * or a pinner that could not start.
 */
export async function givePagesTheirOwnCore(): Promise<PageCore | undefined> {
  const cores = await allowedCores();
  if (process.platform !== 'linux' || cores.length < 2 || !existsSync(TASKSET) || !existsSync(CHRT)) {
    return undefined;
  }
  const pinner = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./page-core-pinner.ts', import.meta.url)),
      String(process.pid),
    ],
    { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const exited = once(pinner, 'exit').catch(() => undefined);
  // Writing to a pinner that has died raises EPIPE on its stdin: stop() copes without it.
  pinner.stdin.on('error', () => undefined);
  // A pinner that fails (no /proc to read, say) exits before it says it has pinned; one that cannot be
  // started at all emits an error.
  const [ready] = (await Promise.race([
    once(pinner.stdout, 'data'),
    exited.then(() => []),
    once(pinner, 'error').then(() => []),
  ])) as unknown[];
  if (!(ready instanceof Buffer && ready.toString().startsWith('pinned'))) {
    pinner.kill();
    await giveEveryCoreBack(cores);
    return undefined;
  }
  const giveKernelThreadsBack = await moveKernelThreadsOff(cores);
  return {
    pageCore: cores[0]!,
    stop: async () => {
      await giveKernelThreadsBack();
      // The pinner gives every core back to the tree it pinned and exits; if it died before, nobody did.
      if (pinner.exitCode === null && pinner.signalCode === null) {
        pinner.stdin.end('stop\n');
        await exited;
      }
      await giveEveryCoreBack(cores);
    },
  };
}
