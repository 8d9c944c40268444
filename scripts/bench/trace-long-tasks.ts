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
  /** The thread's own (CPU) time, without the time it waited for a core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; stackTrace?: { url?: string }[] }; name?: string };
}

// LONG_TASK_MS=10 lists shorter tasks too: at a calibrated 6-9x slowdown a task of 6-9 ms on the host already
// counts toward total blocking time.
const LONG_TASK_US = Number(process.env.LONG_TASK_MS ?? 50) * 1000;

function shortUrl(url: string | undefined): string {
  if (!url) return '';
  return url.replace(/^.*\/(assets\/)?/, '') || url;
}

function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const renderers = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  // The page's renderer is the one that laid out the most (Lighthouse's own page, extensions and a page left
  // over from an earlier load in the same browser lay out little, though they may run many tasks).
  const counts = renderers.map((thread) => ({
    thread,
    tasks: events
      .filter(
        (event) =>
          (event.name === 'Layout' || event.name === 'UpdateLayoutTree') &&
          event.pid === thread.pid &&
          event.tid === thread.tid,
      )
      .reduce((total, event) => total + (event.tdur ?? event.dur ?? 0), 0),
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

export async function longTasks(tracePath: string) {
  const raw = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const { pid, tid } = mainThread(events);
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid);
  const origin = navigation?.ts ?? Math.min(...onMain.map((event) => event.ts));
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > LONG_TASK_US);
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
 * The page's main-thread CPU time and the total blocking time it would make at each slowdown: every task's
 * own CPU time (not its wall time, which under load includes the time it waited for a core) multiplied by the
 * slowdown, less 50 ms. A proxy for Lighthouse's figure, steadier on a shared machine; over the whole trace,
 * not only between first paint and interactive.
 */
export async function cpuBlocking(tracePath: string, slowdowns: readonly number[] = [4, 6, 9.6]) {
  const raw = JSON.parse(await readFile(tracePath, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  const { pid, tid } = mainThread(events);
  const cpu = events
    .filter((event) => event.name === 'RunTask' && event.pid === pid && event.tid === tid && event.ph === 'X')
    .map((task) => (task.tdur ?? task.dur ?? 0) / 1000);
  const ownTime = (name: string) =>
    events
      .filter((event) => event.name === name && event.pid === pid && event.tid === tid && event.ph === 'X')
      .reduce((total, event) => total + (event.tdur ?? event.dur ?? 0) / 1000, 0);
  return {
    cpuMs: Math.round(cpu.reduce((total, ms) => total + ms, 0)),
    styleMs: Math.round(ownTime('UpdateLayoutTree')),
    layoutMs: Math.round(ownTime('Layout')),
    longestMs: Math.round(Math.max(0, ...cpu)),
    blockingMs: slowdowns.map((slowdown) => ({
      slowdown,
      ms: Math.round(cpu.reduce((total, ms) => total + Math.max(0, ms * slowdown - 50), 0)),
    })),
  };
}

export function formatCpuBlocking(figures: Awaited<ReturnType<typeof cpuBlocking>>): string {
  return (
    `main thread CPU ${figures.cpuMs} ms (style ${figures.styleMs}, layout ${figures.layoutMs}, longest task ` +
    `${figures.longestMs}); blocking time from CPU time: ` +
    figures.blockingMs.map(({ slowdown, ms }) => `${ms} ms at ${slowdown}x`).join(', ')
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const path = process.argv[2];
  if (!path) throw new Error('Usage: tsx scripts/bench/trace-long-tasks.ts <trace.json>');
  const tasks = await longTasks(path);
  console.log(
    `${tasks.length} tasks over ${LONG_TASK_US / 1000} ms (start and duration in ms, unthrottled, from navigation):`,
  );
  for (const task of tasks) console.log(`  @${task.startMs} ${task.durationMs} ms: ${task.parts.join(', ')}`);
  console.log(formatCpuBlocking(await cpuBlocking(path)));
}
