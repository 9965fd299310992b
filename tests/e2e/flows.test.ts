import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { type AnyEventObject, type AnyMachineSnapshot, initialTransition, transition } from 'xstate';
import { stateNames } from '../../flows/graph/coverage.ts';
import { describeStep } from '../../flows/graph/steps.ts';
import { type EventPath, type MachineModel, planWalk } from '../../flows/graph/walk.ts';
import { flows } from '../../flows/index.ts';
import { answerText, waitText } from '../../flows/viewer/displayText.ts';
import { closeOfferPopup, header, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

/**
 * The diagrams are laid out by elkjs, which takes seconds for the larger charts on a loaded machine (CI runs
 * the suites side by side): what waits for a fresh layout waits this long rather than a poll's 5 s.
 */
const LAYOUT_TIMEOUT = 30_000;

/** The states the diagram draws highlighted: FlowDiagram strokes an active state's box 3 px wide. */
function highlighted(page: Page): Promise<string[]> {
  return page.locator('[data-state-id]').evaluateAll((groups) =>
    groups
      .filter((group) => group.querySelector(':scope > rect, :scope > circle')?.getAttribute('stroke-width') === '3')
      .map((group) => group.getAttribute('data-state-id') ?? '')
      .sort(),
  );
}

/** The transitions drawn highlighted: FlowDiagram strokes the one just taken 2.5 px wide. */
function highlightedEdges(page: Page): Promise<string[]> {
  return page
    .locator('[data-edge-id]')
    .evaluateAll((groups) =>
      groups
        .filter((group) => group.querySelector(':scope > path')?.getAttribute('stroke-width') === '2.5')
        .map((group) => group.getAttribute('data-edge-id') ?? ''),
    );
}

const activeIds = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes
    .filter((node) => node.parent)
    .map((node) => node.id)
    .sort();

/** A planned path with a customer's event and an actor's answer when the machine has one: what a tester clicks. */
function pathToClick(model: MachineModel): EventPath {
  const paths = planWalk(model, model.starts[0].input);
  const answered = paths.filter(
    (path) =>
      path.some((event) => event.type.startsWith('xstate.done.actor.')) &&
      path.some((event) => !event.type.startsWith('xstate.')),
  );
  const [shortest] = answered.sort((a, b) => a.length - b.length);
  return shortest ?? paths.sort((a, b) => b.length - a.length)[0] ?? [];
}

/** Clicks the simulator's button for a step: under Events, Waiting on or Timers. */
async function click(page: Page, event: AnyEventObject, model: MachineModel): Promise<void> {
  const { machine } = model;
  const [, kind] = event.type.match(/^xstate\.(done\.actor|error\.actor|after)\./) ?? [];
  const [part, label] =
    kind === 'after'
      ? ['Timers', waitText(event, machine)]
      : kind
        ? ['Waiting on', answerText(event, machine)]
        : ['Events', describeStep(event, machine)];
  await page.getByRole('region', { name: part }).getByRole('button', { name: label, exact: true }).first().click();
}

test.each(flows)('/flows/$id draws every state, and the simulator moves as the machine does', async ({ id, model }) => {
  const page = await visit('granted', `/flows/${id}`);
  await page.getByRole('img', { name: `State chart of the ${model.machine.id} machine` }).waitFor();
  const drawn = await page
    .locator('[data-state-id]')
    .evaluateAll((groups) => groups.map((group) => group.getAttribute('data-state-id')));
  for (const state of stateNames(model.machine)) expect(drawn).toContain(state);

  const { input } = model.starts[0];
  let expected = initialTransition(model.machine, input)[0];
  await expect.poll(() => highlighted(page)).toEqual(activeIds(expected));
  for (const event of pathToClick(model)) {
    await click(page, event, model);
    expected = transition(model.machine, expected, event)[0];
    await expect.poll(() => highlighted(page), { timeout: 3000 }).toEqual(activeIds(expected));
  }
});

test('a checkout path played to its end highlights the state it reaches and the transition into it', async () => {
  const page = await visit('granted', '/flows/checkout');
  await page.getByRole('tab', { name: 'Paths' }).click();
  const path = page.getByRole('listitem', { name: /^Path \d+$/ }).last();
  await path.getByRole('button', { name: 'Play' }).click();
  await path.getByRole('button', { name: 'Play all' }).click();
  const steps = await path.getByRole('listitem').count();
  // The last step played is the current one: Play all has reached the end.
  await expect
    .poll(
      () =>
        path
          .getByRole('listitem')
          .nth(steps - 1)
          .getAttribute('aria-current'),
      { timeout: 15_000 },
    )
    .toBe('step');

  const reaches = (await path.getByText(/^Reaches /).textContent())?.replace('Reaches ', '') ?? '';
  const target = `checkout.${reaches}`;
  await expect.poll(() => highlighted(page)).toContain(target);
  expect(await highlightedEdges(page)).toEqual([expect.stringContaining(`-> #${target}`)]);
});

test('live: the shop tab reports its actors, and a click in the shop moves the highlight', async () => {
  const shop = await visit('granted');
  await closeOfferPopup(shop);
  // The shop first: its tab answers the viewer's hello (the next test opens them the other way round).
  const viewer = await shop.context().newPage();
  await viewer.goto(new URL('/flows/auth', shop.url()).href);
  await viewer.getByRole('tab', { name: /Live/ }).click();
  await viewer.locator('[data-state-id]').first().waitFor({ timeout: LAYOUT_TIMEOUT });
  const running = viewer.getByRole('region', { name: 'Running in the shop' });
  await running.getByRole('button', { name: /Choosing the outlet/ }).waitFor();

  await header(shop).getByRole('button', { name: 'Sign In' }).click();
  await shop.getByRole('dialog', { name: 'Login' }).waitFor();
  const auth = running.getByRole('button', { name: /Sign in, sign up, sign out/ });
  await expect.poll(() => auth.textContent()).toContain('signedOut.login');
  await expect.poll(() => highlighted(viewer)).toContain('auth.signedOut.login');

  await shop.keyboard.press('Escape');
  await expect.poll(() => highlighted(viewer)).toContain('auth.signedOut.closed');
  expect(await highlighted(viewer)).not.toContain('auth.signedOut.login');

  // A live actor clicked shows its flow.
  await running.getByRole('button', { name: /Choosing the outlet/ }).click();
  await viewer.waitForURL('**/flows/location');
  await expect.poll(async () => (await highlighted(viewer)).length, { timeout: LAYOUT_TIMEOUT }).toBeGreaterThan(0);
});

test('live: a shop tab opened after the viewer reports too, and its actors leave when it closes', async () => {
  const viewer = await visit('granted', '/flows/location');
  await viewer.getByRole('tab', { name: /Live/ }).click();
  const running = viewer.getByRole('region', { name: 'Running in the shop' });
  const outletFlow = running.getByRole('button', { name: /Choosing the outlet/ });

  const shop = await viewer.context().newPage();
  await shop.goto(new URL('/', viewer.url()).href);
  await outletFlow.waitFor();
  await expect.poll(async () => (await highlighted(viewer)).length, { timeout: LAYOUT_TIMEOUT }).toBeGreaterThan(0);

  await shop.close();
  await outletFlow.waitFor({ state: 'detached' });
});
