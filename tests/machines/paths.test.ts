import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, setup } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { mergeVisitLogs, startRecording, takeVisitLog } from '../../flows/graph/record.ts';
import { machinePaths, unwalked } from '../../flows/graph/report.ts';
import { describePath, describeStep, pathsOf } from '../../flows/graph/steps.ts';
import { done, failed, type MachineModel, perform, startHarness } from '../../flows/graph/walk.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';

const search = setup({
  types: {} as { events: { type: 'search.input'; text: string } | { type: 'search.close' } },
  actors: { search: fromPromise(async () => [] as unknown[]) },
  delays: { debounce: 300 },
}).createMachine({
  id: 'pathsTest',
  initial: 'idle',
  states: {
    idle: { on: { 'search.input': 'waiting' } },
    waiting: { after: { debounce: 'searching' }, on: { 'search.close': 'idle' } },
    searching: { invoke: { id: 'search', src: 'search', onDone: 'showing', onError: 'idle' } },
    showing: { on: { 'search.close': 'idle' } },
  },
});

const model: MachineModel = {
  machine: search,
  starts: [{ name: 'the header', input: undefined }],
  actors: ['search'],
  actions: [],
  events: () => [
    { type: 'search.input', text: 'noodles' },
    { type: 'search.close' },
    done('search', [{ name: 'Veg Hakka Noodles' }]),
    failed('search', offline),
  ],
};

const entry = { id: 'pathsTest', title: 'Search', description: 'A small search box.', machine: search };

describe('describeStep', () => {
  it('gives a customer event with its payload in short', () => {
    expect(describeStep({ type: 'login.mobile.change', value: '9876543210' }, search)).toBe(
      'login.mobile.change: value "9876543210"',
    );
    expect(
      describeStep({ type: 'cart.add', product: { _id: 'p-7', name: 'Veg Manchurian Dry' }, quantity: 2 }, search),
    ).toBe('cart.add: product "Veg Manchurian Dry", quantity 2');
    expect(describeStep({ type: 'menu.show', dishes: [1, 2, 3, 4], tags: ['jain'] }, search)).toBe(
      'menu.show: dishes 4 items, tags ["jain"]',
    );
    expect(describeStep({ type: 'order.place' }, search)).toBe('order.place');
  });

  it("gives an actor's answer: records by name and status, others by their first fields", () => {
    expect(describeStep(done('sendOtp', { token: 'challenge-1', resendAfter: 2 }), search)).toBe(
      'sendOtp answers: {token: "challenge-1", resendAfter: 2}',
    );
    expect(describeStep(done('readOrder', { _id: 'order-8e41', payment: { status: 'Awaited' } }), search)).toBe(
      'readOrder answers: "order-8e41" (payment.status "Awaited")',
    );
    expect(describeStep(done('profile', { a: 1, b: 2, c: 3, d: 4, e: 5 }), search)).toBe(
      'profile answers: {a: 1, b: 2, c: 3, d: 4, …}',
    );
    expect(describeStep(done('logout', undefined), search)).toBe('logout answers');
  });

  it("gives an actor's failure as the server's status and message, or the network's", () => {
    expect(describeStep(failed('sendOtp', refusal(429, MESSAGES.otpNumberLimit)), search)).toBe(
      `sendOtp fails: 429 ${MESSAGES.otpNumberLimit}`,
    );
    expect(describeStep(failed('sendOtp', offline), search)).toBe('sendOtp fails: Failed to fetch');
  });

  it("gives a timer as the wait, named after the machine's delay", () => {
    expect(describeStep({ type: 'xstate.after.debounce.pathsTest.waiting' }, search)).toBe('wait 300 ms (debounce)');
    expect(describeStep({ type: 'xstate.after.1000.pathsTest.waiting' }, search)).toBe('wait 1000 ms');
    const backoff = search.provide({ delays: { debounce: () => 300 } });
    expect(describeStep({ type: 'xstate.after.debounce.pathsTest.waiting' }, backoff)).toBe('wait for debounce');
  });
});

describe('paths', () => {
  it('numbers the steps of a path between its start and the state it reaches', () => {
    const paths = pathsOf(model);
    const showing = paths.find((path) => path.reaches.includes('pathsTest.showing'));
    expect(showing && describePath(showing, search)).toEqual([
      'Start: the header',
      '1. search.input: text "noodles"',
      '2. wait 300 ms (debounce)',
      '3. search answers: ["Veg Hakka Noodles"]',
      'Reaches: pathsTest.showing',
    ]);
  });

  it('reaches every active leaf of parallel regions', () => {
    const regions = createMachine({
      id: 'regions',
      type: 'parallel',
      states: { a: { initial: 'x', states: { x: {} } }, b: { initial: 'y', states: { y: {} } } },
    });
    const [start] = pathsOf({ ...model, machine: regions, events: () => [] });
    expect(start?.reaches).toEqual(['regions.a.x', 'regions.b.y']);
  });
});

describe('what the tests walked', () => {
  it('merges the visits of every harness of a machine, sorted', async () => {
    startRecording();
    const typing = startHarness(model);
    await perform(typing, { type: 'search.input', text: 'noodles' });
    const closing = startHarness(model);
    await perform(closing, { type: 'search.input', text: 'soup' });
    await perform(closing, { type: 'search.close' });
    const log = takeVisitLog();
    expect(log.pathsTest).toEqual({
      states: ['pathsTest.idle', 'pathsTest.waiting'],
      transitions: [
        'pathsTest.idle on search.input [0] -> #pathsTest.waiting',
        'pathsTest.waiting on search.close [0] -> #pathsTest.idle',
      ],
    });
    expect(takeVisitLog().pathsTest).toBeUndefined();
    const merged = mergeVisitLogs([log, { pathsTest: { states: ['pathsTest.showing'], transitions: [] } }]);
    expect([...(merged.get('pathsTest')?.states ?? [])].sort()).toEqual([
      'pathsTest.idle',
      'pathsTest.showing',
      'pathsTest.waiting',
    ]);
  });

  it('marks the states and transitions no harness took as unwalked', async () => {
    startRecording();
    const harness = startHarness(model);
    await perform(harness, { type: 'search.input', text: 'noodles' });
    await perform(harness, { type: 'xstate.after.debounce.pathsTest.waiting' });
    await perform(harness, failed('search', offline));
    const visits = mergeVisitLogs([takeVisitLog()]).get('pathsTest');
    if (!visits) throw new Error('nothing recorded');
    const report = machinePaths(entry, pathsOf(model), visits);
    expect(unwalked(report)).toEqual([
      'pathsTest.showing',
      'pathsTest.waiting on search.close [0] -> #pathsTest.idle',
      'pathsTest.searching on xstate.done.actor.search [0] -> #pathsTest.showing',
      'pathsTest.showing on search.close [0] -> #pathsTest.idle',
    ]);
    expect(report.walked).toEqual({ states: { visited: 3, total: 4 }, transitions: { visited: 3, total: 6 } });
    expect(report.transitions.find((transition) => !transition.walked)?.label).toBe('waiting → idle on search.close');
  });
});
