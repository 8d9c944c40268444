/**
 * The long tasks of a page load, from a Chrome trace (the one `npm run lighthouse` keeps beside each page's
 * artifacts, `.bench/lighthouse/artifacts/<page>/trace.json`, or any DevTools trace): each main-thread task
 * over 50 ms, unthrottled, with what took its time (the trace's own events: script evaluation by file,
 * function calls by file, style, layout, paint, HTML parsing, garbage collection). Read by a person to guide
 * a cut (docs/performance.md, "Where the main thread goes"); the durations are the host's, so under load
 * they are inflated, but their order and their ratios hold.
 *
 *   npx tsx scripts/bench/trace-long-tasks.ts .bench/lighthouse/artifacts/dashboard/trace.json
 */
import { readFile } from 'node:fs/promises';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** The thread's own time (CPU), without the time it waited descheduled: steadier on a loaded host. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: {
    data?: {
      url?: string;
      functionName?: string;
      stackTrace?: { url?: string }[];
      documentLoaderURL?: string;
    };
    name?: string;
  };
}

// Lighthouse's own threshold; a lower one (the second argument, in ms) lists the tasks that a calibrated
// slowdown of 6-10x turns into long ones on the simulated phone (any above 5-8 ms here).
const LONG_TASK_MS = 50;

function shortUrl(url: string | undefined): string {
  if (!url) return '';
  return url.replace(/^.*\/(assets\/)?/, '') || url;
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const renderers = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  // The page's renderer navigated to the page (a web address); of those, or of all if none says so, the one
  // with the most tasks (Lighthouse's own page and extensions have few).
  const navigated = renderers.filter((thread) =>
    events.some(
      (event) =>
        event.name === 'navigationStart' &&
        event.pid === thread.pid &&
        /^https?:/.test(String(event.args?.data?.documentLoaderURL ?? '')),
    ),
  );
  const counts = (navigated.length > 0 ? navigated : renderers).map((thread) => ({
    thread,
    tasks: events.filter(
      (event) => event.name === 'RunTask' && event.pid === thread.pid && event.tid === thread.tid,
    ).length,
  }));
  const busiest = counts.sort((a, b) => b.tasks - a.tasks)[0];
  if (!busiest) throw new Error('No renderer main thread in this trace');
  return { pid: busiest.thread.pid, tid: busiest.thread.tid };
}

function label(event: TraceEvent): string | null {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `evaluate ${shortUrl(data?.url)}`;
    case 'FunctionCall':
      return `call ${shortUrl(data?.url)}${data?.functionName ? ` ${data.functionName}` : ''}`;
    case 'TimerFire':
    case 'FireAnimationFrame':
    case 'FireIdleCallback':
    case 'EventDispatch':
      return null;
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
    case 'UpdateLayer':
    case 'Commit':
      return 'paint';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'MajorGC':
    case 'MinorGC':
    case 'V8.GC_SCAVENGER':
      return 'GC';
    default:
      return null;
  }
}

export async function longTasks(tracePath: string, thresholdMs = LONG_TASK_MS) {
  const raw = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid);
  const origin = navigation?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > thresholdMs * 1000);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    // Each labelled event's own span, outermost first: a FunctionCall's nested Layout counts as layout, not as
    // the call (self time by label).
    const inside = onMain
      .filter((event) => event !== task && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end)
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const byLabel = new Map<string, number>();
    const stack: { end: number; label: string }[] = [];
    for (const event of inside) {
      while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
      const own = label(event);
      if (own === null) continue;
      const parent = stack.at(-1);
      const dur = event.dur ?? 0;
      byLabel.set(own, (byLabel.get(own) ?? 0) + dur);
      if (parent) byLabel.set(parent.label, (byLabel.get(parent.label) ?? 0) - dur);
      stack.push({ end: event.ts + dur, label: own });
    }
    const parts = [...byLabel.entries()]
      .filter(([, us]) => us > 2000)
      .sort((a, b) => b[1] - a[1])
      .map(([name, us]) => `${name} ${Math.round(us / 1000)}`);
    return {
      startMs: Math.round((task.ts - origin) / 1000),
      durationMs: Math.round((task.dur ?? 0) / 1000),
      parts,
    };
  });
}

/**
 * The main thread's work over the whole load (from the navigation; Lighthouse's simulation counts the tasks
 * after its simulated first paint, which on a prerendered page comes with the HTML), by thread time:
 * on a host shared with other processes a task's wall time grows by however long it waited for a core, its
 * thread time much less, so builds measured minutes apart on a loaded host compare by this. `blockingAt(k)`
 * is what a CPU k times slower would block (each task's time times k, less 50 ms), a rough stand-in for
 * Lighthouse's simulation, not its figure.
 */
export async function mainThreadWork(tracePath: string) {
  const raw = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const { pid, tid } = mainThread(events);
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === pid &&
      /^https?:/.test(String(event.args?.data?.documentLoaderURL ?? '')),
  );
  const after = navigation?.ts ?? 0;
  const onMain = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= after,
  );
  const ms = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;
  const tasks = onMain.filter((event) => event.name === 'RunTask');
  const evaluations = onMain.filter((event) => event.name === 'v8.evaluateModule');
  const evaluationByTask = tasks
    .map((task) =>
      evaluations
        .filter((event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0))
        .reduce((sum, event) => sum + ms(event), 0),
    )
    .filter((value) => value > 0);
  const durations = tasks.map(ms);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    busyMs: Math.round(sum(durations)),
    tasksOver5Ms: durations.filter((value) => value > 5).length,
    longestMs: Math.round(Math.max(0, ...durations)),
    evaluateMs: Math.round(sum(evaluationByTask)),
    evaluateTasks: evaluationByTask.length,
    longestEvaluateMs: Math.round(Math.max(0, ...evaluationByTask)),
    blockingAt: (slowdown: number) =>
      Math.round(sum(durations.map((value) => Math.max(0, value * slowdown - 50)))),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (!path) throw new Error('Usage: tsx scripts/bench/trace-long-tasks.ts <trace.json> [threshold ms]');
  const thresholdMs = Number(process.argv[3] ?? LONG_TASK_MS);
  const tasks = await longTasks(path, thresholdMs);
  const total = tasks.reduce((sum, task) => sum + task.durationMs, 0);
  console.log(
    `${tasks.length} tasks over ${thresholdMs} ms, ${total} ms in all (start and duration in ms, unthrottled, from navigation):`,
  );
  for (const task of tasks) console.log(`  @${task.startMs} ${task.durationMs} ms: ${task.parts.join(', ')}`);
  const work = await mainThreadWork(path);
  console.log(
    `The whole load, by thread time: ${work.busyMs} ms busy, ${work.tasksOver5Ms} tasks over 5 ms, the ` +
      `longest ${work.longestMs} ms; module evaluation ${work.evaluateMs} ms in ${work.evaluateTasks} tasks, the ` +
      `longest ${work.longestEvaluateMs} ms; blocking at 4x ${work.blockingAt(4)} ms, at 8x ${work.blockingAt(8)} ms`,
  );
}
