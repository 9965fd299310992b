/** One page load as Chromium's trace shows its main thread, in milliseconds from the navigation's start. */
export interface PageLoad {
  firstPaint: number;
  /** The last largest-contentful-paint candidate: the page's largest paint, as Lighthouse's LCP observes it. */
  largestPaint: number;
  /** Each task after the first paint counts its time beyond 50 ms, as Total Blocking Time does. */
  blockingAfterFirstPaint: number;
  longestTask: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
}

const LONG_TASK_US = 50_000;

/** The page's first and largest paints and its main thread's tasks from a trace; null when it did not paint. */
export function firstPaintAndTasks(trace: Buffer): PageLoad | null {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return null;
  const start = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.pid === paint.pid &&
      event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  const main = events.find(
    (event) => event.name === 'thread_name' && event.pid === paint.pid && event.args?.name === 'CrRendererMain',
  );
  if (!start || !main) return null;
  const largest = events.filter(
    (event) => event.name === 'largestContentfulPaint::Candidate' && event.pid === paint.pid,
  );
  const tasks = events.filter(
    (event) =>
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.pid === paint.pid &&
      event.tid === main.tid &&
      event.ts >= start.ts,
  );
  const blocking = tasks
    .filter((task) => task.ts >= paint.ts)
    .reduce((sum, task) => sum + Math.max(0, (task.dur ?? 0) - LONG_TASK_US), 0);
  return {
    firstPaint: (paint.ts - start.ts) / 1000,
    largestPaint: ((largest.at(-1) ?? paint).ts - start.ts) / 1000,
    blockingAfterFirstPaint: blocking / 1000,
    longestTask: Math.max(0, ...tasks.map((task) => task.dur ?? 0)) / 1000,
  };
}
