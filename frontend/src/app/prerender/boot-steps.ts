import { PRERENDERED_BOOT_ATTRIBUTE, PRERENDERED_BOOT_DONE_EVENT } from '#shared/web/prerendered-screens';

let stepsDone: Promise<void> | undefined;

/**
 * Resolves once a prerendered page's boot script has evaluated the screen's chunks, one per task
 * (scripts/build/prerender-screens.ts, bootScriptSource); at once anywhere else. On a slow phone one task
 * evaluating the shell, the screen, the shared code and the schemas together blocked the main thread for
 * longest of the whole load (docs/performance.md, "Module evaluation").
 */
export function bootStepsDone(): Promise<void> {
  stepsDone ??= new Promise<void>((resolve) => {
    const running = () =>
      typeof document !== 'undefined' &&
      document.documentElement.getAttribute(PRERENDERED_BOOT_ATTRIBUTE) === 'running';
    if (!running()) {
      resolve();
      return;
    }
    window.addEventListener(PRERENDERED_BOOT_DONE_EVENT, () => resolve(), { once: true });
    // The event could have fired between the check and the listener only in another task; checked again.
    if (!running()) resolve();
  });
  return stepsDone;
}

/** `load` (a dynamic import) once the boot script's steps are done. */
export function afterBootSteps<T>(load: () => Promise<T>): () => Promise<T> {
  return () => bootStepsDone().then(load);
}
