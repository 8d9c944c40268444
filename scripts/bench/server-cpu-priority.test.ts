import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parentFromStat, processTree } from './server-cpu-priority';

describe('processTree', () => {
  const processes = [
    { pid: 10, ppid: 1 },
    { pid: 20, ppid: 10 }, // DynamoDB Local under the bench
    { pid: 30, ppid: 10 }, // the browser
    { pid: 31, ppid: 30 }, // its renderer
    { pid: 40, ppid: 20 },
    { pid: 50, ppid: 1 }, // another program
  ];

  it('is the root and everything under it, sparing the browser and its children', () => {
    expect(processTree(processes, 10, [30]).sort()).toEqual([10, 20, 40]);
  });

  it('without a spared process is the whole tree, and never a process outside it', () => {
    expect(processTree(processes, 10, []).sort()).toEqual([10, 20, 30, 31, 40]);
  });
});

describe('parentFromStat', () => {
  it('reads the parent after a command name holding spaces and parentheses', () => {
    expect(parentFromStat('4242 (java (x) y) S 4100 4242 4100 0 -1')).toBe(4100);
  });

  it.runIf(process.platform === 'linux')('reads this process parent from /proc', () => {
    expect(parentFromStat(readFileSync('/proc/self/stat', 'utf8'))).toBe(process.ppid);
  });
});
