import { spawn, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import {
  allowedCores,
  coresFor,
  givePagesTheirOwnCore,
  isPageHelperThread,
  isPageMainThread,
  parseCpuList,
  roamingKernelThreads,
  runsAtIdlePriority,
} from './page-core';

const renderer = ['/usr/lib/chromium/chromium', '--type=renderer', '--lang=en-US', ''].join('\0');
const gpu = ['/usr/lib/chromium/chromium', '--type=gpu-process', ''].join('\0');

describe('isPageMainThread', () => {
  it("is a renderer's main thread only", () => {
    expect(isPageMainThread({ pid: 40, tid: 40, cmdline: renderer })).toBe(true);
    expect(isPageMainThread({ pid: 40, tid: 41, cmdline: renderer })).toBe(false);
    expect(isPageMainThread({ pid: 50, tid: 50, cmdline: gpu })).toBe(false);
  });

  it("leaves the browser's own pages off the page core", () => {
    const webUi = '/usr/lib/chromium/chromium --type=renderer --top-chrome-webui --renderer-client-id=5';
    expect(isPageMainThread({ pid: 45, tid: 45, cmdline: webUi })).toBe(false);
  });

  it('reads the title a renderer gives itself, arguments separated by spaces', () => {
    const title = '/usr/lib/chromium/chromium --type=renderer --enable-automation --lang=en-US';
    expect(isPageMainThread({ pid: 40, tid: 40, cmdline: title })).toBe(true);
  });

  it('reads the switch as a whole argument, not inside another', () => {
    const url = ['/usr/bin/node', 'page.js', 'https://x.test/?a=--type=renderer', ''].join('\0');
    expect(isPageMainThread({ pid: 60, tid: 60, cmdline: url })).toBe(false);
  });
});

describe('isPageHelperThread', () => {
  it("is a page renderer's thread-pool worker, by its name", () => {
    expect(isPageHelperThread({ pid: 40, tid: 43, cmdline: renderer, name: 'ThreadPoolForeg' })).toBe(true);
    expect(isPageHelperThread({ pid: 40, tid: 44, cmdline: renderer, name: 'ThreadPoolBackg' })).toBe(true);
  });

  it("is not the page's main thread, its compositor, IO or raster threads, nor a thread not yet named", () => {
    expect(isPageHelperThread({ pid: 40, tid: 40, cmdline: renderer, name: 'ThreadPoolForeg' })).toBe(false);
    expect(isPageHelperThread({ pid: 40, tid: 45, cmdline: renderer, name: 'Compositor' })).toBe(false);
    expect(isPageHelperThread({ pid: 40, tid: 46, cmdline: renderer, name: 'Chrome_ChildIOT' })).toBe(false);
    expect(isPageHelperThread({ pid: 40, tid: 47, cmdline: renderer, name: 'CompositorTileW' })).toBe(false);
    expect(isPageHelperThread({ pid: 40, tid: 48, cmdline: renderer })).toBe(false);
  });

  it("is not a worker of the browser's other processes", () => {
    expect(isPageHelperThread({ pid: 50, tid: 51, cmdline: gpu, name: 'ThreadPoolForeg' })).toBe(false);
    const webUi = '/usr/lib/chromium/chromium --type=renderer --top-chrome-webui --renderer-client-id=5';
    expect(isPageHelperThread({ pid: 45, tid: 46, cmdline: webUi, name: 'ThreadPoolForeg' })).toBe(false);
  });
});

describe('parseCpuList', () => {
  it('reads ranges and single cores, in order', () => {
    expect(parseCpuList('0-1')).toEqual([0, 1]);
    expect(parseCpuList('4,5\n')).toEqual([4, 5]);
    expect(parseCpuList('0-3,8')).toEqual([0, 1, 2, 3, 8]);
  });

  it('is empty for what it cannot read', () => {
    expect(parseCpuList('')).toEqual([]);
    expect(parseCpuList('3-1')).toEqual([]);
  });
});

describe('coresFor', () => {
  it('gives the page the first allowed core and everything else the others', () => {
    expect(coresFor({ pid: 40, tid: 40, cmdline: renderer }, [0, 1])).toBe('0');
    expect(coresFor({ pid: 40, tid: 42, cmdline: renderer }, [0, 1])).toBe('1');
    expect(coresFor({ pid: 50, tid: 50, cmdline: gpu }, [4, 5, 6, 7])).toBe('5,6,7');
    expect(coresFor({ pid: 40, tid: 40, cmdline: renderer }, [4, 5, 6, 7])).toBe('4');
  });

  it("lets the page's helpers use every core, at idle priority, and nothing else", () => {
    const helper = { pid: 40, tid: 43, cmdline: renderer, name: 'ThreadPoolForeg' };
    expect(coresFor(helper, [0, 1])).toBe('0,1');
    expect(runsAtIdlePriority(helper)).toBe(true);
    expect(runsAtIdlePriority({ pid: 40, tid: 40, cmdline: renderer })).toBe(false);
    expect(runsAtIdlePriority({ pid: 40, tid: 45, cmdline: renderer, name: 'Compositor' })).toBe(false);
    expect(runsAtIdlePriority({ pid: 50, tid: 51, cmdline: gpu, name: 'ThreadPoolForeg' })).toBe(false);
  });

  it('keeps the zygote, which forks each renderer, on the page core', () => {
    const zygote = ['/usr/lib/chromium/chromium', '--type=zygote', '--no-zygote-sandbox', ''].join('\0');
    expect(coresFor({ pid: 70, tid: 71, cmdline: zygote }, [0, 1])).toBe('0');
  });
});

describe('roamingKernelThreads', () => {
  it("takes the kernel's threads that may run on every core, not those bound to one, nor processes", () => {
    const threads = [
      { pid: 83, ppid: 2, cpusAllowed: '0-1' }, // kdamond
      { pid: 24, ppid: 2, cpusAllowed: '1' }, // ksoftirqd/1
      { pid: 14, ppid: 2, cpusAllowed: '0' }, // a core's own worker
      { pid: 900, ppid: 1, cpusAllowed: '0-1' }, // a process
    ];
    expect(roamingKernelThreads(threads, [0, 1]).map(({ pid }) => pid)).toEqual([83]);
  });

  it('reads the allowed cores however /proc spells them', () => {
    const threads = [{ pid: 47, ppid: 2, cpusAllowed: '4,5-7' }];
    expect(roamingKernelThreads(threads, [4, 5, 6, 7])).toHaveLength(1);
    expect(roamingKernelThreads(threads, [4, 5])).toHaveLength(0);
  });
});

const canPin =
  process.platform === 'linux' &&
  (await allowedCores()).length >= 2 &&
  existsSync('/usr/bin/taskset') &&
  existsSync('/usr/bin/chrt');
/** A thread's cores as taskset lists them ("0,1", "0-3"), read back as numbers. */
const coresOf = (tid: number) =>
  parseCpuList(execFileSync('taskset', ['-c', '-p', String(tid)], { encoding: 'utf8' }).split(': ')[1] ?? '');

/** A thread's scheduling policy as `chrt` names it (SCHED_OTHER, SCHED_IDLE...). */
const policyOf = (tid: number) =>
  /policy: (\w+)/.exec(execFileSync('chrt', ['-p', String(tid)], { encoding: 'utf8' }))?.[1];

/** The threads of a process other than its main thread. */
const otherThreads = (pid: number) =>
  readdirSync(`/proc/${pid}/task`)
    .map(Number)
    .filter((tid) => tid !== pid);
const aRenderer = () =>
  spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)', '--', '--type=renderer']);
/** A renderer with a thread named as Chromium names a thread-pool worker (a thread may rename only its own
 * process's threads), which it says on stdout once done. */
const aRendererWithAHelper = () =>
  spawn(process.execPath, [
    '-e',
    `const { readdirSync, writeFileSync } = require('node:fs');
     const [tid] = readdirSync('/proc/self/task').filter((entry) => Number(entry) !== process.pid);
     writeFileSync('/proc/self/task/' + tid + '/comm', 'ThreadPoolForeg');
     process.stdout.write(tid);
     setTimeout(() => {}, 20000);`,
    '--',
    '--type=renderer',
  ]);

describe.runIf(canPin)('givePagesTheirOwnCore', () => {
  it('pins renderers, old and new, to the page core, the rest elsewhere, and gives every core back', async () => {
    const before = aRenderer();
    const withHelper = aRendererWithAHelper();
    let after: ReturnType<typeof aRenderer> | undefined;
    let core: Awaited<ReturnType<typeof givePagesTheirOwnCore>>;
    try {
      const cores = await allowedCores();
      core = await givePagesTheirOwnCore();
      expect(core?.pageCore).toBe(cores[0]);
      expect(coresOf(before.pid!)).toEqual(cores.slice(0, 1));
      for (const tid of otherThreads(before.pid!)) expect(coresOf(tid)).toEqual(cores.slice(1));
      expect(coresOf(process.pid)).toEqual(cores.slice(1));

      // A page's helper (a thread-pool worker): every core, idle priority.
      const [said] = (await once(withHelper.stdout, 'data')) as [Buffer];
      const helper = Number(said.toString());
      await expect.poll(() => coresOf(helper!), { timeout: 10_000 }).toEqual(cores);
      await expect.poll(() => policyOf(helper!), { timeout: 10_000 }).toBe('SCHED_IDLE');

      // A renderer started later is found by the pinner's poll.
      after = aRenderer();
      await expect.poll(() => coresOf(after!.pid!), { timeout: 10_000 }).toEqual(cores.slice(0, 1));

      await core!.stop();
      core = undefined;
      expect(coresOf(process.pid)).toEqual(cores);
      expect(coresOf(before.pid!)).toEqual(cores);
      expect(policyOf(helper!)).toBe('SCHED_OTHER');
    } finally {
      await core?.stop();
      before.kill();
      withHelper.kill();
      after?.kill();
    }
    // A pinner is a Node process with tsx: seconds to start on a busy machine.
  }, 30_000);
});
