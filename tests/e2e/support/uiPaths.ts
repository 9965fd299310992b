import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { coverageOf, Visits } from '../../../flows/graph/coverage.ts';
import { describeStep, leavesOf, snapshotsAlong } from '../../../flows/graph/steps.ts';
import {
  delayOf,
  type EventPath,
  type MachineModel,
  planWalk,
  type Start,
  timerEvents,
  visitsOf,
} from '../../../flows/graph/walk.ts';
import { launchBrowser } from '../../../scripts/lib/browser.ts';

/** Long enough for a path that waits out the server's 30 s between two codes. */
const PATH_TIMEOUT_MS = 120_000;
/** How long the page may take to show a state or to let an action happen. */
// Paths run side by side in one Chromium: on a loaded machine a step (a panel's code loading) takes seconds.
const STEP_TIMEOUT_MS = 20_000;
const CLOCK_MARGIN_MS = 1000;
const POLL_MS = 50;

/** Where a path stands: the state the chart predicts, and the step that led there (none at the start). */
export interface Step {
  snapshot: AnyMachineSnapshot;
  event?: AnyEventObject;
  before?: AnyMachineSnapshot;
}

export interface UiModel<Run extends { page: Page }> {
  /**
   * The chart and its starts. Its catalog holds only the events a customer can make happen on the page,
   * and in each state the answer the real server will give, so that every generated path can be walked;
   * its key holds every fact of the context that the catalog reads.
   */
  model: MachineModel;
  /**
   * A new browser context at a start, its page showing the start state. For a chart with timers it
   * installs Playwright's clock before the page loads: the walk pauses it while a timer waits.
   */
  open: (browser: Browser, start: Start) => Promise<Run>;
  /**
   * By event type: what the customer does, or what lets the server give that answer. Timers are not
   * here: the page's clock is moved on by their delay.
   */
  actions: Record<string, (run: Run, event: AnyEventObject, before: AnyMachineSnapshot) => Promise<void>>;
  /** By id of an atomic state: what the page shows in it. In parallel states every active one is checked. */
  states: Record<string, (run: Run, step: Step) => Promise<void>>;
  /** Transitions no UI path can take, each with the reason. */
  untaken: Record<string, string>;
}

/**
 * Waits until what the page shows settles on what is expected, as state changes take a render or a
 * reply to show; the error says what it showed last.
 */
export async function settles<T>(what: string, read: () => Promise<T>, expected: (value: T) => boolean): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  for (;;) {
    const value = await read();
    if (expected(value)) return;
    if (Date.now() > deadline) throw new Error(`${what}: the page shows ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The steps as a reader follows them, a run of the same step (the resend countdown) said once. */
function titleOf(start: Start, path: EventPath, machine: AnyStateMachine): string {
  const steps: { text: string; times: number }[] = [];
  for (const event of path) {
    const text = describeStep(event, machine);
    const last = steps.at(-1);
    if (last?.text === text) last.times += 1;
    else steps.push({ text, times: 1 });
  }
  const said = steps.map(({ text, times }) => (times > 1 ? `${text} ×${times}` : text));
  return `${start.name}: ${said.join(' → ') || 'the start'}`;
}

/** A timer fires on the page when its delay has passed; a shorter one pending would fire first. */
async function advanceClock(page: Page, machine: AnyStateMachine, event: AnyEventObject, before: AnyMachineSnapshot) {
  const delay = delayOf(machine, event.type);
  const sooner = timerEvents(before).filter((timer) => delayOf(machine, timer.type) < delay);
  if (sooner.length > 0) throw new Error(`on the page ${sooner[0]?.type} would fire before ${event.type}`);
  await page.clock.runFor(delay);
}

/** The margin keeps the pause ahead of the page's clock, which runs on while it is asked the time. */
async function pauseClock(page: Page): Promise<void> {
  for (;;) {
    const at = (await page.evaluate(() => Date.now())) + CLOCK_MARGIN_MS;
    const paused = await page.clock.pauseAt(at).then(
      () => true,
      (error: Error) => {
        // A busy page's clock ran past the margin meanwhile: ask its time again.
        if (error.message.includes('Cannot fast-forward to the past')) return false;
        throw error;
      },
    );
    if (paused) return;
  }
}

async function walkOnPage<Run extends { page: Page }>(
  ui: UiModel<Run>,
  browser: Browser,
  start: Start,
  path: EventPath,
): Promise<void> {
  const { machine } = ui.model;
  const done = [`Start: ${start.name}`];
  const fail = (what: string, cause: unknown): never => {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new Error(`${done.join('\n')}\n${what}: ${reason}`, { cause });
  };
  const show = async (run: Run, step: Step) => {
    for (const state of leavesOf(step.snapshot)) {
      const check = ui.states[state] ?? fail(`the page should show ${state}`, 'no assertion for this state');
      await check(run, step).catch((cause: unknown) => fail(`the page should show ${state}`, cause));
    }
  };

  const run = await ui.open(browser, start);
  run.page.context().setDefaultTimeout(STEP_TIMEOUT_MS);
  let paused = false;
  try {
    const snapshots = snapshotsAlong(machine, start.input, path);
    let step: Step = { snapshot: snapshots[0] as AnyMachineSnapshot };
    await show(run, step);
    for (const [index, event] of path.entries()) {
      const before = step.snapshot;
      const next = snapshots[index + 1] as AnyMachineSnapshot;
      done.push(`${done.length}. ${describeStep(event, machine)}`);
      const action = event.type.startsWith('xstate.after.')
        ? () => advanceClock(run.page, machine, event, before)
        : (ui.actions[event.type] ?? fail('no action for the last step', event.type));
      const act = async () => {
        // The chart's timers fire on the page only as steps of the path: time stands still while one waits.
        if (!paused && timerEvents(next).length > 0) {
          await pauseClock(run.page);
          paused = true;
        }
        await action(run, event, before);
      };
      await act().catch((cause: unknown) => fail('the step could not be done', cause));
      step = { snapshot: next, event, before };
      await show(run, step);
      // React reveals a lazily loaded panel on a timer: time runs again once no timer of the chart waits.
      if (paused && timerEvents(next).length === 0) {
        await run.page.clock.resume();
        paused = false;
      }
    }
  } finally {
    await run.page.context().close();
  }
}

/** The atomic states the paths stop in, where the page is checked. */
function restingStates(machine: AnyStateMachine, start: Start, path: EventPath): string[] {
  return snapshotsAlong(machine, start.input, path).flatMap(leavesOf);
}

/**
 * Model-based tests of the real UI: the machine's walk (`planWalk`) gives the paths, one test each, run
 * concurrently in new contexts of one Chromium; at every step the action happens on the page, the chart
 * says the next state (`transition`), and the page must show it. A last test says what the paths covered.
 */
export function testUiPaths<Run extends { page: Page }>(ui: UiModel<Run>): void {
  const { machine } = ui.model;
  // Longest first: the long paths start at once and the short ones run beside them.
  const planned = ui.model.starts
    .flatMap((start) => planWalk(ui.model, start.input).map((path) => ({ start, path })))
    .sort((one, other) => other.path.length - one.path.length);
  const covered = new Visits();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { start, path } of planned) {
    test.concurrent(
      titleOf(start, path, machine),
      async () => {
        await walkOnPage(ui, browser, start, path);
        covered.merge(visitsOf(machine, start.input, path));
      },
      PATH_TIMEOUT_MS,
    );
  }

  test(`the UI paths cover every state and transition of ${machine.id}`, () => {
    const report = coverageOf(machine, covered);
    const perStart = ui.model.starts.map(
      (start) => `${start.name} ${planned.filter((plan) => plan.start === start).length}`,
    );
    const steps = planned.reduce((sum, plan) => sum + plan.path.length, 0);
    const untaken = Object.entries(ui.untaken).map(([name, reason]) => `\n  untaken: ${name}: ${reason}`);
    console.log(
      `${machine.id} in the UI: states ${report.states.visited}/${report.states.total}, ` +
        `transitions ${report.transitions.visited}/${report.transitions.total}, ` +
        `${planned.length} paths (${perStart.join(', ')}), ${steps} steps${untaken.join('')}`,
    );
    expect(report.states.missing).toEqual([]);
    expect(report.transitions.missing.sort()).toEqual(Object.keys(ui.untaken).sort());
    // Every state a path stops in has an assertion, and every assertion is of such a state.
    const resting = new Set(planned.flatMap(({ start, path }) => restingStates(machine, start, path)));
    expect(Object.keys(ui.states).sort()).toEqual([...resting].sort());
  });
}
