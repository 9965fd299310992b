import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { locationMachine } from '../../machines/location/location.machine.ts';
import { withoutDescriptions } from '../../scripts/lib/machineDescriptions.ts';

const CHART = `({
  id: 'order',
  description: 'Takes an order — from the cart to the kitchen',
  initial: 'editing',
  states: {
    editing: {
      'description': "The cart and its note.",
      on: { 'order.place': { target: 'placing', description: \`Sent\` }, 'note.change': { actions: 'setNote' } },
    },
    placing: { tags: ['loading'], description: \`Placing \${'the order'}\` },
    placed: { type: 'final', description: placedText, },
    failed: { type: 'final', description: failedText ?? (shown ? 'Failed, said' : 'Failed, logged') },
    cancelled: { type: 'final', description: textOf('cancelled') },
    review: { description: 'Only this' },
  },
})`;

const evaluate = (code: string) =>
  new Function('placedText', 'failedText', 'shown', 'textOf', `return ${code}`)('Placed', undefined, true, String);

describe("the shop's build without the machines' descriptions", () => {
  it('drops the written descriptions of states and transitions, and nothing else', () => {
    const { description: _order, ...order } = evaluate(CHART);
    const { description: _editing, ...editing } = order.states.editing;
    const { description: _placeSent, ...place } = editing.on['order.place'];
    const expected = {
      ...order,
      states: {
        ...order.states,
        editing: { ...editing, on: { ...editing.on, 'order.place': place } },
        placed: { type: 'final' },
        failed: { type: 'final' },
        review: {},
      },
    };
    expect(evaluate(withoutDescriptions(CHART, 'order.machine.ts'))).toEqual(expected);
  });

  it('keeps a description computed with an expression in it or a call', () => {
    const states = evaluate(withoutDescriptions(CHART, 'order.machine.ts')).states;
    expect(states.placing.description).toBe('Placing the order');
    expect(states.cancelled.description).toBe('cancelled');
  });

  it('leaves every other character in its place, so the source maps stay true', () => {
    const blanked = withoutDescriptions(CHART, 'order.machine.ts');
    expect(blanked).toHaveLength(CHART.length);
    expect(blanked.split('\n').map((line) => line.length)).toEqual(CHART.split('\n').map((line) => line.length));
    expect(blanked).toContain("initial: 'editing',");
  });

  it("leaves none of a real chart's descriptions, and TypeScript that still parses", () => {
    const path = new URL('../../machines/location/location.machine.ts', import.meta.url);
    const blanked = withoutDescriptions(readFileSync(path, 'utf8'), 'location.machine.ts');
    expect(locationMachine.root.description).toBeTruthy();
    expect(blanked).not.toContain(locationMachine.root.description);
    expect(blanked).not.toMatch(/description:\s*['"`]/);
    expect(() => withoutDescriptions(blanked, 'location.machine.ts')).not.toThrow();
  });

  it('refuses a module it cannot parse', () => {
    expect(() => withoutDescriptions('({ description: ', 'broken.machine.ts')).toThrow('broken.machine.ts');
  });
});
