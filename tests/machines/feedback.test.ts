import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { feedbackModel, fillIn } from '../../flows/models/feedback.model.ts';
import { madeOffline, offline, refusal } from '../../flows/samples/failures.ts';
import { feedbackOptions, goodFeedback } from '../../flows/samples/feedback.ts';
import { outletChoices } from '../../machines/feedback/feedback.selectors.ts';
import type { FeedbackContext, FeedbackForm } from '../../machines/feedback/feedback.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const snapshot = (harness: Harness) => harness.actor.getSnapshot();
const context = (harness: Harness) => snapshot(harness).context as FeedbackContext;
const at = (harness: Harness) => snapshot(harness).value;

const EMPTY: FeedbackForm = {
  name: '',
  city: '',
  outlet_id: '',
  mobile_number: '',
  email: '',
  type: 'concern',
  comments: '',
};

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

/** The form open, its choices loaded. */
async function opened(): Promise<Harness> {
  const harness = startHarness(feedbackModel);
  await perform(harness, done('loadOptions', feedbackOptions));
  return harness;
}

/** Types every field of `form` in the form's order. */
async function fill(harness: Harness, form: FeedbackForm) {
  for (const field of Object.keys(EMPTY) as (keyof FeedbackForm)[]) {
    await perform(harness, { type: 'field.change', field, value: form[field] });
  }
}

/** SUBMIT FEEDBACK on a filled form, with the choices loaded. */
async function submitted(form: FeedbackForm): Promise<Harness> {
  const harness = await opened();
  await fill(harness, form);
  await perform(harness, { type: 'feedback.submit' });
  return harness;
}

describe('feedback machine', () => {
  itWalksEveryStateAndTransition('feedback', feedbackModel);

  it('loads the cities and outlets first; the form opens empty with the type concern', async () => {
    const harness = startHarness(feedbackModel);
    expect(at(harness)).toBe('loading');
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(snapshot(harness).can({ type: 'feedback.submit' })).toBe(false);
    await perform(harness, done('loadOptions', feedbackOptions));
    expect(at(harness)).toBe('editing');
    expect(context(harness)).toEqual({ options: feedbackOptions, fields: EMPTY, loadError: null });
    expect(snapshot(harness).hasTag('loading')).toBe(false);
  });

  it("choices that cannot be loaded: the server's msg or a generic one (logged), and a retry", async () => {
    const refused = startHarness(feedbackModel);
    await perform(refused, failed('loadOptions', refusal(503, 'Feedback is closed today')));
    expect(at(refused)).toBe('loadFailed');
    expect(context(refused).loadError).toBe('Feedback is closed today');
    expect(refused.effects).toEqual([]);

    const harness = startHarness(feedbackModel);
    await perform(harness, failed('loadOptions', offline));
    expect(at(harness)).toBe('loadFailed');
    expect(context(harness).loadError).toBe(MESSAGES.serverError);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
    expect(snapshot(harness).can({ type: 'feedback.submit' })).toBe(false);

    await perform(harness, { type: 'options.retry' });
    expect(at(harness)).toBe('loading');
    await perform(harness, done('loadOptions', feedbackOptions));
    expect(at(harness)).toBe('editing');
    expect(context(harness)).toMatchObject({ options: feedbackOptions, loadError: null });
    expect(harness.fakes.inputsOf('loadOptions')).toHaveLength(2);
  });

  describe('the nine checks, in the order of spec section 5, each a toast that stops', () => {
    // Each case breaks one rule; every rule before it holds.
    const cases: [string, Partial<FeedbackForm>][] = [
      [MESSAGES.feedbackName, { name: '   ' }],
      [MESSAGES.feedbackCity, { city: '', outlet_id: '' }],
      [MESSAGES.feedbackOutlet, { outlet_id: '' }],
      [MESSAGES.feedbackMobile, { mobile_number: ' ' }],
      [MESSAGES.feedbackMobileDigits, { mobile_number: '98765 4321' }],
      [MESSAGES.feedbackEmail, { email: '' }],
      [MESSAGES.feedbackEmailInvalid, { email: 'asha@example' }],
      [MESSAGES.feedbackType, { type: '' }],
      [MESSAGES.feedbackComments, { comments: '\n ' }],
    ];

    it('reads as the spec writes them', () => {
      expect(cases.map(([message]) => message)).toEqual([
        'Please Enter Name',
        'Please Select City',
        'Please Select Outlet',
        'Please Enter Mobile',
        'Please Enter 10 Digit Number',
        'Please Enter Email',
        'Please Enter Valid Email',
        'Please Select Type',
        'Please Enter Comments',
      ]);
    });

    it.each(cases)('%s', async (message, broken) => {
      const harness = await submitted({ ...goodFeedback, ...broken });
      expect(harness.effects).toEqual([{ type: 'notifyProblem', params: { message } }]);
      expect(at(harness)).toBe('editing');
      expect(context(harness).fields).toEqual({ ...goodFeedback, ...broken });
      expect(harness.fakes.inputsOf('submitFeedback')).toEqual([]);
    });

    it('an empty form shows only the first, and each fix brings the next', async () => {
      const harness = await opened();
      await perform(harness, { type: 'field.change', field: 'type', value: '' });
      const shown: unknown[] = [];
      for (const change of [undefined, ...fillIn]) {
        if (change) await perform(harness, change);
        harness.effects.length = 0;
        await perform(harness, { type: 'feedback.submit' });
        shown.push(...harness.effects.map((effect) => (effect.params as { message: string }).message));
      }
      expect(shown).toEqual([
        MESSAGES.feedbackName,
        MESSAGES.feedbackCity,
        MESSAGES.feedbackOutlet,
        MESSAGES.feedbackMobile,
        MESSAGES.feedbackEmail,
        MESSAGES.feedbackType,
        MESSAGES.feedbackComments,
      ]);
      expect(at(harness)).toBe('submitting');
    });
  });

  it("offers the chosen city's outlets; a new city clears an outlet that is not its own", async () => {
    const harness = await opened();
    expect(outletChoices(snapshot(harness))).toEqual([]);
    await steps(
      harness,
      { type: 'field.change', field: 'city', value: 'Surat' },
      { type: 'field.change', field: 'outlet_id', value: 'surat-vesu' },
    );
    expect(outletChoices(snapshot(harness)).map((outlet) => outlet.id)).toEqual(['surat-adajan', 'surat-vesu']);

    await perform(harness, { type: 'field.change', field: 'city', value: 'Surat' });
    expect(context(harness).fields).toMatchObject({ city: 'Surat', outlet_id: 'surat-vesu' });

    await perform(harness, { type: 'field.change', field: 'city', value: 'Vadodara' });
    expect(context(harness).fields).toMatchObject({ city: 'Vadodara', outlet_id: '' });
    expect(outletChoices(snapshot(harness)).map((outlet) => outlet.id)).toEqual(['vadodara-alkapuri']);

    await perform(harness, { type: 'field.change', field: 'city', value: '' });
    expect(outletChoices(snapshot(harness))).toEqual([]);
  });

  it('sends the fields trimmed; once sent, the server msg, the form empty again, the choices kept', async () => {
    const harness = await submitted({
      ...goodFeedback,
      name: '  Asha Patel ',
      comments: ' The Hakka noodles were perfect.\n',
    });
    expect(at(harness)).toBe('submitting');
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(snapshot(harness).can({ type: 'feedback.submit' })).toBe(false);
    expect(snapshot(harness).can({ type: 'field.change', field: 'name', value: 'x' })).toBe(false);
    expect(harness.fakes.inputsOf('submitFeedback')).toEqual([goodFeedback]);

    await perform(harness, done('submitFeedback', MESSAGES.feedbackSent));
    expect(at(harness)).toBe('editing');
    expect(context(harness)).toEqual({ options: feedbackOptions, fields: EMPTY, loadError: null });
    expect(harness.effects).toEqual([{ type: 'notifySent', params: { message: 'Thank you for your feedback' } }]);
    expect(harness.fakes.inputsOf('loadOptions')).toHaveLength(1);
  });

  it("a refusal shows the server's msg and keeps every field; SUBMIT FEEDBACK works again", async () => {
    const harness = await submitted(goodFeedback);
    await perform(harness, failed('submitFeedback', refusal(429, MESSAGES.feedbackLimit)));
    expect(at(harness)).toBe('editing');
    expect(context(harness).fields).toEqual(goodFeedback);
    expect(harness.effects).toEqual([{ type: 'notifyProblem', params: { message: MESSAGES.feedbackLimit } }]);

    await perform(harness, { type: 'feedback.submit' });
    expect(harness.fakes.inputsOf('submitFeedback')).toEqual([goodFeedback, goodFeedback]);
  });

  it.each([
    ['a network failure is logged, shows a generic message and keeps every field', offline, MESSAGES.serverError],
    ['sent while the device is offline: says so, and keeps every field', madeOffline, MESSAGES.offlineCall],
  ])('%s', async (_, error, message) => {
    const harness = await submitted(goodFeedback);
    await perform(harness, failed('submitFeedback', error));
    expect(at(harness)).toBe('editing');
    expect(context(harness).fields).toEqual(goodFeedback);
    expect(harness.effects).toEqual([
      { type: 'notifyProblem', params: { message } },
      { type: 'logFailure', params: { error } },
    ]);
  });
});
