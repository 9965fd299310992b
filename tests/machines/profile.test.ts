import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { asha, profileModel } from '../../flows/models/profile.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import type { ProfileContext } from '../../machines/profile/profile.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const context = (harness: Harness) => harness.actor.getSnapshot().context as ProfileContext;

async function loaded(): Promise<Harness> {
  const harness = startHarness(profileModel);
  await perform(harness, done('loadProfile', asha));
  return harness;
}

async function change(harness: Harness, field: keyof ProfileContext['fields'], value: string) {
  await perform(harness, { type: 'profile.change', field, value });
}

describe('profile machine', () => {
  itWalksEveryStateAndTransition('profile', profileModel);

  it('shows the profile, the mobile number apart from the fields that can change', async () => {
    const harness = await loaded();
    expect(context(harness).fields).toEqual({ first_name: 'Asha', last_name: 'Patel', email: 'asha@example.com' });
    expect(context(harness).mobileNumber).toBe('9876543210');
  });

  it('checks first name, last name and email in that order, each naming its field, without calling the server', async () => {
    const harness = await loaded();
    const submitted = async () => {
      await perform(harness, { type: 'profile.submit' });
      return [context(harness).errorField, context(harness).error];
    };
    await change(harness, 'first_name', ' ');
    await change(harness, 'last_name', '');
    await change(harness, 'email', 'asha@');
    expect(await submitted()).toEqual(['first_name', MESSAGES.pleaseEnterFirstName]);
    await change(harness, 'first_name', 'Asha');
    expect([context(harness).errorField, context(harness).error]).toEqual([null, null]);
    expect(await submitted()).toEqual(['last_name', MESSAGES.pleaseEnterLastName]);
    await change(harness, 'last_name', 'Shah');
    expect(await submitted()).toEqual(['email', MESSAGES.invalidProfileEmail]);
    await change(harness, 'email', '');
    expect(await submitted()).toEqual(['email', MESSAGES.pleaseEnterProfileEmail]);
    expect(harness.fakes.inputsOf('saveProfile')).toEqual([]);
  });

  it('saves, then shows what the server kept and tells the app', async () => {
    const harness = await loaded();
    await change(harness, 'last_name', '  Shah ');
    await perform(harness, { type: 'profile.submit' });
    expect(harness.fakes.inputsOf('saveProfile')).toEqual([
      { first_name: 'Asha', last_name: '  Shah ', email: 'asha@example.com' },
    ]);
    const saved = { ...asha, last_name: 'Shah' };
    await perform(harness, done('saveProfile', saved));
    expect(context(harness).fields.last_name).toBe('Shah');
    expect(harness.effects).toEqual([{ type: 'profileSaved', params: { profile: saved } }]);
  });

  it("keeps the customer's edits and shows the server's refusal when saving fails", async () => {
    const harness = await loaded();
    await change(harness, 'last_name', '');
    await perform(harness, { type: 'profile.submit' });
    await change(harness, 'last_name', 'Shah');
    await perform(harness, { type: 'profile.submit' });
    await perform(harness, failed('saveProfile', refusal(401, MESSAGES.sessionExpired)));
    expect(context(harness).error).toBe(MESSAGES.sessionExpired);
    expect(context(harness).errorField).toBeNull();
    expect(context(harness).fields.last_name).toBe('Shah');
    expect(harness.actor.getSnapshot().matches('editing')).toBe(true);
    await change(harness, 'last_name', 'Shaah');
    expect(context(harness).error).toBeNull();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    const harness = startHarness(profileModel);
    await perform(harness, failed('loadProfile', offline));
    expect(harness.actor.getSnapshot().matches('loadFailed')).toBe(true);
    expect(context(harness).error).toBe(MESSAGES.serverError);
    await perform(harness, { type: 'profile.retry' });
    await perform(harness, done('loadProfile', asha));
    expect(context(harness).error).toBeNull();
    expect(harness.fakes.inputsOf('loadProfile')).toHaveLength(2);
  });
});
