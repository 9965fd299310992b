import { describe, expect, it } from 'vitest';
import { and, fromPromise, not, setup } from 'xstate';
import { boxTextOf, boxTextSize } from '../../flows/graph/boxText.ts';
import { type ChartNode, chartOf } from '../../flows/graph/chart.ts';
import { transitionNames } from '../../flows/graph/coverage.ts';
import { type Box, layoutChart } from '../../flows/graph/layout.ts';
import { mermaidOf } from '../../flows/graph/mermaid.ts';
import { flows } from '../../flows/index.ts';
import { flowExports, staleFlows } from '../../scripts/lib/flowExports.tsx';

const order = setup({
  types: {} as { events: { type: 'order.place' } | { type: 'order.cancel' } | { type: 'note.change' } },
  guards: { cartFilled: () => true, signedIn: () => true, online: () => true },
  actors: { placeOrder: fromPromise(async () => 'placed') },
  actions: { setNote: () => {}, clearNote: () => {} },
  delays: { patience: 300 },
}).createMachine({
  id: 'order',
  initial: 'editing',
  states: {
    editing: {
      description: 'The cart and its note.',
      on: {
        'order.place': { guard: and(['cartFilled', not('signedIn')]), target: 'placing' },
        'note.change': { actions: 'setNote' },
      },
    },
    placing: {
      type: 'parallel',
      onDone: 'placed',
      on: { 'order.cancel': '.call.waiting' },
      states: {
        call: {
          initial: 'waiting',
          states: {
            waiting: {
              tags: ['loading'],
              entry: 'clearNote',
              invoke: { id: 'placeOrder', src: 'placeOrder', onDone: 'answered', onError: '#order.editing' },
            },
            answered: { type: 'final' },
          },
        },
        clock: {
          initial: 'patient',
          states: {
            patient: { after: { patience: { guard: 'online', target: 'late' } } },
            late: { type: 'final' },
          },
        },
      },
    },
    placed: { type: 'final' },
  },
});

function outline(node: ChartNode): string[] {
  const marks = [node.type, node.initial ? 'initial' : '', ...node.tags, ...node.invokes, ...node.entry];
  return [`${node.id} (${marks.filter(Boolean).join(', ')})`, ...node.children.flatMap(outline)];
}

describe('chartOf', () => {
  const chart = chartOf(order);

  it('reads the states with their kind, initial child, tags, invoked actors and entry actions', () => {
    expect(chart.id).toBe('order');
    expect(outline(chart.root)).toEqual([
      'order (compound)',
      'order.editing (atomic, initial)',
      'order.placing (parallel)',
      'order.placing.call (compound)',
      'order.placing.call.waiting (atomic, initial, loading, placeOrder, clearNote)',
      'order.placing.call.answered (final)',
      'order.placing.clock (compound)',
      'order.placing.clock.patient (atomic, initial)',
      'order.placing.clock.late (final)',
      'order.placed (final)',
    ]);
    expect(chart.root.children[0]?.description).toBe('The cart and its note.');
  });

  it('labels every transition with its event, guard, delay or invoked actor, in document order', () => {
    expect(chart.edges.map(({ source, targets, label }) => `${source} -> ${targets.join(',')} : ${label}`)).toEqual([
      'order.editing -> order.placing : order.place [and(cartFilled, not(signedIn))]',
      'order.editing ->  : note.change',
      'order.placing -> order.placing.call.waiting : order.cancel',
      'order.placing -> order.placed : done',
      'order.placing.call.waiting -> order.placing.call.answered : done: placeOrder',
      'order.placing.call.waiting -> order.editing : error: placeOrder',
      'order.placing.clock.patient -> order.placing.clock.late : after 300 ms (patience) [online]',
    ]);
    const [, note, , , , , late] = chart.edges;
    expect(note).toMatchObject({ event: 'note.change', actions: ['setNote'] });
    expect(late).toMatchObject({ guard: 'online', delay: 'patience' });
  });
});

describe('mermaidOf', () => {
  it('writes a stateDiagram-v2 with safe ids, composite states, regions, initial and final states', () => {
    expect(mermaidOf(chartOf(order))).toBe(
      [
        'stateDiagram-v2',
        '  state "order" as order {',
        '    [*] --> order_editing',
        '    state "editing" as order_editing',
        '    order_editing : The cart and its note.',
        '    state "placing" as order_placing {',
        '      state "call" as order_placing_call {',
        '        [*] --> order_placing_call_waiting',
        '        state "waiting" as order_placing_call_waiting',
        '        state "answered" as order_placing_call_answered',
        '        order_placing_call_answered --> [*]',
        '      }',
        '      --',
        '      state "clock" as order_placing_clock {',
        '        [*] --> order_placing_clock_patient',
        '        state "patient" as order_placing_clock_patient',
        '        state "late" as order_placing_clock_late',
        '        order_placing_clock_late --> [*]',
        '      }',
        '    }',
        '    state "placed" as order_placed',
        '    order_placed --> [*]',
        '  }',
        '  order_editing --> order_placing : order.place [and(cartFilled, not(signedIn))]',
        '  order_editing --> order_editing : note.change',
        '  order_placing --> order_placing_call_waiting : order.cancel',
        '  order_placing --> order_placed : done',
        '  order_placing_call_waiting --> order_placing_call_answered : done: placeOrder',
        '  order_placing_call_waiting --> order_editing : error: placeOrder',
        '  order_placing_clock_patient --> order_placing_clock_late : after 300 ms (patience) [online]',
        '',
      ].join('\n'),
    );
  });
});

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const within = (inner: Box, outer: Box) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;

describe.each(flows)('the $id machine', ({ machine }) => {
  const chart = chartOf(machine);

  it('has one edge per transition, named as the path coverage names them', () => {
    const ids = chart.edges.map((edge) => edge.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(transitionNames(machine)));
  });

  it('is laid out with every state inside its parent, every transition drawn and no two labels overlapping', async () => {
    const layout = await layoutChart(chart);
    const nested = (node: ChartNode): string[] =>
      node.children.flatMap((child) => [
        ...(within(layout.nodes[child.id] as Box, layout.nodes[node.id] as Box) ? [] : [child.id]),
        ...nested(child),
      ]);
    expect(nested(chart.root)).toEqual([]);
    const labels = chart.edges.map((edge) => layout.edges[edge.id]?.label);
    expect(labels.every(Boolean)).toBe(true);
    const moving = chart.edges.filter((edge) => edge.targets.length > 0);
    expect(moving.filter((edge) => (layout.edges[edge.id]?.points.length ?? 0) < 2)).toEqual([]);
    const boxes = labels.filter((label): label is Box => label !== undefined);
    const overlaps = boxes.flatMap((box, index) => boxes.slice(index + 1).filter((other) => overlap(box, other)));
    expect(overlaps).toEqual([]);
  });
});

describe('layoutChart', () => {
  it('makes a compound state as wide as its header, however narrow its states', async () => {
    const wide = setup({ actions: { rememberTheChoice: () => {} } }).createMachine({
      id: 'wide',
      initial: 'menu',
      states: {
        menu: {
          initial: 'a',
          on: { 'menu.filters.category.toggle': { actions: 'rememberTheChoice' } },
          states: { a: {} },
        },
      },
    });
    const chart = chartOf(wide);
    const menu = chart.root.children[0] as ChartNode;
    const header = boxTextSize(boxTextOf(menu, chart.edges));
    const box = (await layoutChart(chart)).nodes['wide.menu'];
    expect(header.width).toBeGreaterThan(300);
    expect(box?.width).toBeGreaterThanOrEqual(header.width);
    // ELK once turned a minimum width into a height: the box stays as high as its one state needs.
    expect(box?.height).toBeLessThan(header.height + 100);
  });
});

describe('docs/flows', () => {
  it('is the same every time it is rendered, and what npm run flows wrote last', async () => {
    const first = await flowExports();
    const second = await flowExports();
    expect([...second]).toEqual([...first]);
    expect(staleFlows(first), 'run npm run flows and commit docs/flows').toEqual([]);
  });
});
