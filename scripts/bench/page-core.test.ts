import { spawn, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { coresFor, givePagesTheirOwnCore, isPageMainThread } from './page-core';

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

describe('coresFor', () => {
  it('gives the page its core and everything else the rest', () => {
    expect(coresFor({ pid: 40, tid: 40, cmdline: renderer }, 2)).toBe('0');
    expect(coresFor({ pid: 40, tid: 42, cmdline: renderer }, 2)).toBe('1');
    expect(coresFor({ pid: 50, tid: 50, cmdline: gpu }, 4)).toBe('1-3');
  });

  it('keeps the zygote, which forks each renderer, on the page core', () => {
    const zygote = ['/usr/lib/chromium/chromium', '--type=zygote', '--no-zygote-sandbox', ''].join('\0');
    expect(coresFor({ pid: 70, tid: 71, cmdline: zygote }, 2)).toBe('0');
  });
});

const canPin = process.platform === 'linux' && availableParallelism() >= 2 && existsSync('/usr/bin/taskset');
const coresOf = (tid: number) =>
  execFileSync('taskset', ['-c', '-p', String(tid)], { encoding: 'utf8' })
    .trim()
    .split(': ')[1];

describe.runIf(canPin)('givePagesTheirOwnCore', () => {
  it('pins a child renderer to the page core, this process to the rest, and gives every core back', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)', '--', '--type=renderer']);
    try {
      const last = availableParallelism() - 1;
      const core = await givePagesTheirOwnCore();
      expect(core).toBeDefined();
      expect(coresOf(child.pid!)).toBe('0');
      expect(coresOf(process.pid)).toBe(last === 1 ? '1' : `1-${last}`);
      await core!.stop();
      expect(coresOf(process.pid)).toBe(last === 1 ? '0,1' : `0-${last}`);
    } finally {
      child.kill();
    }
  });
});
