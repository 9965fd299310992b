import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import { getSimplePaths } from 'xstate/graph';
import { stateNames, transitionNames } from '../../flows/graph/coverage.ts';
import { planWalk, traversalOf } from '../../flows/graph/walk.ts';
import { flows } from '../../flows/index.ts';
import { decodePath, explorePaths, graphOf, SIMPLE_PATHS_MAX, simplePaths } from '../../flows/viewer/explore.ts';
import { Simulation } from '../../flows/viewer/simulation.ts';

const observable = (snapshot: AnyMachineSnapshot) => ({ value: snapshot.value, context: snapshot.context });
const json = (event: AnyEventObject) => JSON.stringify(event);
const isIn = (snapshot: AnyMachineSnapshot, target: string) => snapshot._nodes.some((node) => node.id === target);

/** What the simulator offers a tester for the step a path takes next: a button of the right panel. */
function offers(simulation: Simulation, event: AnyEventObject): boolean {
  const [, outcome, id] = event.type.match(/^xstate\.(done\.actor|error\.actor|after)\.(.+)$/) ?? [];
  if (outcome === 'after') return simulation.timers().some((timer) => timer.type === event.type);
  if (outcome)
    return simulation.pending().some((call) => call.id === id && call.answers.map(json).includes(json(event)));
  return simulation.events().map(json).includes(json(event));
}

describe.each(flows)('the simulator on $id', ({ model }) => {
  it('moves as the pure machine does along every planned path, offering each step as a button', async () => {
    const chart = new Set(transitionNames(model.machine));
    for (const start of model.starts) {
      for (const path of planWalk(model, start.input)) {
        const simulation = new Simulation(model, start);
        let expected = initialTransition(model.machine, start.input)[0];
        expect(observable(simulation.snapshot)).toEqual(observable(expected));
        for (const event of path) {
          expect(offers(simulation, event), `${event.type} offered in ${JSON.stringify(expected.value)}`).toBe(true);
          const step = await simulation.step(event);
          expected = transition(model.machine, expected, event)[0];
          expect(observable(simulation.snapshot)).toEqual(observable(expected));
          for (const edge of step.edges) expect(chart.has(edge), edge).toBe(true);
        }
        expect(simulation.history.map((step) => step.event)).toEqual(path);
      }
    }
  });

  it('has shortest paths that end where they say, the first from the start itself', () => {
    for (const { input } of model.starts) {
      const { paths } = explorePaths(model, input, { kind: 'shortest', target: null });
      expect(paths[0]).toEqual([]);
      const ends = paths.map((path) => JSON.stringify(decodePath(model, input, path).end.value));
      expect(new Set(ends).size).toBe(ends.length);
    }
  });
});

/** xstate/graph's simple paths into the target: the target reached at the end and not before. */
function simplePathsOfXstate(model: (typeof flows)[number]['model'], input: unknown, target: string): string[] {
  return getSimplePaths(model.machine, traversalOf(model, input))
    .filter((path) => isIn(path.state, target) && !path.steps.slice(0, -1).some((step) => isIn(step.state, target)))
    .map((path) =>
      path.steps
        .slice(1)
        .map((step) => json(step.event))
        .join('\n'),
    );
}

describe('the simple paths of the path explorer', () => {
  // getSimplePaths lists every path at once, and their number grows with the edges faster than with the
  // states: only the small charts finish in a test's time (the shop's 45 snapshots and 348 edges do not).
  const edgeCount = (graph: ReturnType<typeof graphOf>) =>
    [...graph.out.values()].reduce((n, out) => n + out.length, 0);
  const small = flows.flatMap(({ id, model }) =>
    model.starts
      .map((start) => ({ id, model, start, graph: graphOf(model, start.input) }))
      .filter(({ graph }) => graph.snapshots.size <= 50 && edgeCount(graph) <= 150),
  );

  it.each(small)(
    'are the shortest of xstate/graph getSimplePaths, to every state of $id from $start.name',
    ({ model, start, graph }) => {
      for (const target of stateNames(model.machine)) {
        const theirs = simplePathsOfXstate(model, start.input, target);
        const { routes, complete } = simplePaths(graph, target);
        const ours = routes.map((route) => route.edges.map((edge) => edge.on).join('\n'));
        expect(new Set(ours).size).toBe(ours.length);
        for (const path of ours) expect(theirs).toContain(path);
        if (complete) expect(ours.length).toBe(theirs.length);
        else {
          expect(ours.length).toBe(SIMPLE_PATHS_MAX);
          const longest = Math.max(...routes.map((route) => route.edges.length));
          const left = theirs.filter((path) => !ours.includes(path));
          for (const path of left) expect(path.split('\n').length).toBeGreaterThanOrEqual(longest);
        }
      }
    },
  );

  it('stops at 50 on the largest charts, each path into its target', { timeout: 120_000 }, () => {
    for (const id of ['checkout', 'location', 'auth', 'cart']) {
      const { model } = flows.find((entry) => entry.id === id) ?? {};
      if (!model) throw new Error(`no machine ${id}`);
      const { input } = model.starts[0];
      const graph = graphOf(model, input);
      for (const target of stateNames(model.machine)) {
        const { paths } = explorePaths(model, input, { kind: 'simple', target }, () => graph);
        expect(paths.length).toBeLessThanOrEqual(SIMPLE_PATHS_MAX);
        for (const path of paths) expect(isIn(decodePath(model, input, path).end, target), target).toBe(true);
      }
    }
  });
});
