import type { ChildProcess } from 'node:child_process';

/**
 * Children of this process that must not outlive it (DynamoDB Local's JVM above all). `stop()` ends them
 * gracefully; this is the safety net for everything else: a signal (they get SIGTERM at once) and any exit,
 * normal or by an uncaught error (only synchronous work runs then, so they get SIGKILL).
 */
const children = new Set<ChildProcess>();
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
let installed = false;

function signalAll(signal: NodeJS.Signals): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  }
}

function killAllNow(): void {
  signalAll('SIGKILL');
  children.clear();
}

function onSignal(signal: NodeJS.Signals): void {
  signalAll('SIGTERM');
  // Alone, our listener would swallow the signal; then keep the default behaviour and end the process.
  // With others (npm start's graceful shutdown, a test runner's), they decide when to exit.
  if (process.listenerCount(signal) === 1) {
    uninstall();
    process.kill(process.pid, signal);
  }
}

function install(): void {
  if (installed) return;
  installed = true;
  process.on('exit', killAllNow);
  for (const signal of SIGNALS) process.on(signal, onSignal);
}

function uninstall(): void {
  if (!installed) return;
  installed = false;
  process.off('exit', killAllNow);
  for (const signal of SIGNALS) process.off(signal, onSignal);
}

export function registerChild(child: ChildProcess): void {
  install();
  children.add(child);
  child.once('exit', () => {
    children.delete(child);
    if (children.size === 0) uninstall();
  });
}
