import { describe, expect, it } from 'vitest';
import { type AddressFields, addressLine } from '../../contract/addressRules.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { adding, addressModel, updatingOnProfile } from '../../flows/models/address.model.ts';
import { dragged, geocoded, home, office, outOfReach, typedFields } from '../../flows/samples/addresses.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import type { AddressContext, AddressInput } from '../../machines/address/address.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

const start = (input: AddressInput = adding) => startHarness(addressModel, input);
const snapshot = (harness: Harness) => harness.actor.getSnapshot();
const context = (harness: Harness) => snapshot(harness).context as AddressContext;
const at = (harness: Harness) => snapshot(harness).value;

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

async function type(harness: Harness, fields: Partial<AddressFields>) {
  for (const [field, value] of Object.entries(fields)) await perform(harness, { type: 'field.change', field, value });
}

/** A new address typed, submitted and found on the map. */
async function onTheMap(input: AddressInput = adding): Promise<Harness> {
  const harness = start(input);
  await type(harness, typedFields);
  await steps(harness, { type: 'address.submit' }, done('geocode', geocoded));
  return harness;
}

describe('address machine', () => {
  itWalksEveryStateAndTransition('address', addressModel);

  it('starts a new address from the fields of one closed unsaved before, and closing keeps what was typed', async () => {
    const draft = { ...typedFields, house_number: 'A-1' } as AddressFields;
    const harness = start({ mode: 'add', requireLongHouseNumber: false, draft });
    expect(context(harness).fields).toEqual(draft);
    await type(harness, { house_number: 'A-12' });
    await steps(harness, { type: 'address.cancel' });
    expect(snapshot(harness).matches('closed')).toBe(true);
    expect(context(harness).fields.house_number).toBe('A-12');
  });

  it('checks the fields in the order of the form, one message at a time, without calling the server', async () => {
    const harness = start();
    const submitted = async () => {
      await perform(harness, { type: 'address.submit' });
      return context(harness).error;
    };
    // Each field typed in turn, and the message the next submit gives, about the next field.
    const typedThenRefused: [Partial<AddressFields>, string, keyof AddressFields][] = [
      [{ name: '   ' }, MESSAGES.addressName, 'name'],
      [{ name: 'Asha' }, MESSAGES.addressEmail, 'email'],
      [{ email: 'asha@example' }, MESSAGES.addressEmailInvalid, 'email'],
      [{ email: 'asha@example.com' }, MESSAGES.addressHouseNumber, 'house_number'],
      [{ house_number: '12' }, MESSAGES.addressLine, 'address_line_1'],
      [{ address_line_1: 'Ghod Dod Road' }, MESSAGES.addressCity, 'city'],
      [{ city: 'Surat' }, MESSAGES.addressState, 'state'],
      [{ state: 'Gujarat' }, MESSAGES.addressPincode, 'pinCode'],
    ];
    expect(await submitted()).toBe(MESSAGES.addressName);
    expect(context(harness).errorField).toBe('name');
    for (const [typed, message, field] of typedThenRefused) {
      await type(harness, typed);
      // Typing puts the message away, with the mark on its field.
      expect(context(harness)).toMatchObject({ error: null, errorField: null });
      expect(await submitted(), JSON.stringify(typed)).toBe(message);
      expect(context(harness).errorField).toBe(field);
    }
    expect(at(harness)).toBe('editing');
    expect(harness.fakes.calls).toEqual([]);
    await type(harness, { pinCode: '395007' });
    expect(await submitted()).toBeNull();
    expect(at(harness)).toBe('geocoding');
  });

  it('keeps only digits in the pin code, at most 6, as the customer types', async () => {
    const harness = start();
    await type(harness, { pinCode: '39a-5 00' });
    expect(context(harness).fields.pinCode).toBe('39500');
    await type(harness, { pinCode: '3950071' });
    expect(context(harness).fields.pinCode).toBe('395007');
    await type(harness, { pinCode: 'Surat' });
    expect(context(harness).fields.pinCode).toBe('');
  });

  it("wants a house number of 4 characters only where required, right after the house number's own rule", async () => {
    const profile = start({ mode: 'add', requireLongHouseNumber: true });
    await type(profile, { name: 'Asha', email: 'asha@example.com' });
    await steps(profile, { type: 'address.submit' });
    expect(context(profile).error).toBe(MESSAGES.addressHouseNumber);
    await type(profile, { house_number: ' 1 2 ' });
    expect(context(profile).error).toBeNull();
    await steps(profile, { type: 'address.submit' });
    // Before the empty address line's message: the form's order.
    expect(context(profile).error).toBe(MESSAGES.addressHouseNumberShort);
    await type(profile, { house_number: 'B-42' });
    await steps(profile, { type: 'address.submit' });
    expect(context(profile).error).toBe(MESSAGES.addressLine);

    const cart = start(adding);
    await type(cart, { ...typedFields, house_number: '12' });
    await steps(cart, { type: 'address.submit' });
    expect(at(cart)).toBe('geocoding');
  });

  it('geocodes the tidied address joined as house, address, city, state, pincode; the map opens there', async () => {
    const harness = start();
    await type(harness, typedFields);
    await steps(harness, { type: 'address.submit' });
    expect(harness.fakes.inputsOf('geocode')).toEqual([{ address: 'B-402, Ghod Dod Road, Surat, Gujarat, 395007' }]);
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    await steps(harness, done('geocode', geocoded));
    expect(at(harness)).toBe('confirming');
    expect(context(harness).pin).toEqual(geocoded);
  });

  it("an address the server cannot find shows its msg; a network failure 'Something Wrong!' and is logged", async () => {
    const harness = start();
    await type(harness, typedFields);
    await steps(harness, { type: 'address.submit' }, failed('geocode', refusal(422, MESSAGES.addressNotFoundOnMap)));
    expect(at(harness)).toBe('editing');
    expect(context(harness).error).toBe(MESSAGES.addressNotFoundOnMap);
    expect(harness.effects).toEqual([]);

    await steps(harness, { type: 'address.submit' });
    expect(context(harness).error).toBeNull();
    await steps(harness, failed('geocode', offline));
    expect(at(harness)).toBe('editing');
    expect(context(harness).error).toBe(MESSAGES.somethingWrong);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
    expect(context(harness).fields.address_line_1).toBe(typedFields.address_line_1);
  });

  it('saves the tidied fields with the pin where the customer dragged it, and hands the app the new list', async () => {
    const harness = await onTheMap();
    await steps(harness, { type: 'pin.move', ...dragged }, { type: 'address.confirm' });
    expect(harness.fakes.inputsOf('saveAddress')).toEqual([
      {
        mode: 'add',
        fields: { ...typedFields, name: 'Asha Patel', address_line_1: 'Ghod Dod Road' },
        ...dragged,
      },
    ]);
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    await steps(harness, done('saveAddress', [home, office]));
    expect(at(harness)).toBe('saved');
    expect(snapshot(harness).status).toBe('done');
    expect(harness.effects).toEqual([{ type: 'addressSaved', params: { addresses: [home, office] } }]);
  });

  it('an address saved beyond the delivery radius says so at once, and the overlay stays until closed', async () => {
    const harness = await onTheMap();
    await steps(harness, { type: 'address.confirm' }, done('saveAddress', [home, outOfReach]));
    expect(at(harness)).toBe('beyondReach');
    expect(context(harness).notice).toBe(MESSAGES.addressBeyondReach(11.4, 6));
    expect(harness.effects).toEqual([{ type: 'addressSaved', params: { addresses: [home, outOfReach] } }]);
    await steps(harness, { type: 'address.dismiss' });
    expect(at(harness)).toBe('saved');

    const closed = await onTheMap();
    await steps(closed, { type: 'address.confirm' }, done('saveAddress', [outOfReach]), { type: 'address.cancel' });
    expect(at(closed)).toBe('saved');
  });

  it('an update is judged by the address updated, not by the last of the list', async () => {
    const near = start(updatingOnProfile);
    await steps(near, { type: 'address.submit' }, { type: 'address.confirm' }, done('saveAddress', [home, outOfReach]));
    expect(at(near)).toBe('saved');
    const far = start(updatingOnProfile);
    const moved = { ...home, distanceKm: 6.3, deliverable: false };
    await steps(far, { type: 'address.submit' }, { type: 'address.confirm' }, done('saveAddress', [moved, office]));
    expect(context(far).notice).toBe(MESSAGES.addressBeyondReach(6.3, 6));
  });

  it("a refused save shows the server's msg on the map, a network failure 'Something Wrong!'; Confirm again", async () => {
    const harness = await onTheMap();
    await steps(harness, { type: 'address.confirm' }, failed('saveAddress', refusal(401, MESSAGES.sessionExpired)));
    expect(at(harness)).toBe('confirming');
    expect(context(harness).error).toBe(MESSAGES.sessionExpired);
    await steps(harness, { type: 'address.confirm' }, failed('saveAddress', offline));
    expect(at(harness)).toBe('confirming');
    expect(context(harness).error).toBe(MESSAGES.somethingWrong);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
    await steps(harness, { type: 'address.confirm' }, done('saveAddress', [home]));
    expect(harness.fakes.inputsOf('saveAddress')).toHaveLength(3);
    expect(at(harness)).toBe('saved');
  });

  it('back on the form, a dragged pin stays while the address text does not change; new text is geocoded again', async () => {
    const harness = await onTheMap();
    await steps(harness, { type: 'pin.move', ...dragged }, { type: 'address.back' });
    await type(harness, { name: 'Asha P', email: 'asha.p@example.com', address_line_1: 'Ghod Dod Road ' });
    await steps(harness, { type: 'address.submit' });
    expect(at(harness)).toBe('confirming');
    expect(context(harness).pin).toEqual(dragged);
    expect(harness.fakes.inputsOf('geocode')).toHaveLength(1);

    await steps(harness, { type: 'address.back' });
    await type(harness, { address_line_1: 'Athwa Gate' });
    await steps(harness, { type: 'address.submit' });
    expect(harness.fakes.inputsOf('geocode').at(-1)).toEqual({ address: 'B-402, Athwa Gate, Surat, Gujarat, 395007' });
    await steps(harness, done('geocode', { lat: 21.18, lng: 72.82 }));
    expect(context(harness).pin).toEqual({ lat: 21.18, lng: 72.82 });
  });

  it('updating: an unchanged address opens at its saved pin and is saved under its id', async () => {
    const harness = start(updatingOnProfile);
    expect(context(harness).fields).toMatchObject({ name: home.name, house_number: home.house_number });
    await type(harness, { email: 'asha.patel@example.com' });
    await steps(harness, { type: 'address.submit' });
    expect(at(harness)).toBe('confirming');
    expect(context(harness).pin).toEqual({ lat: home.lat, lng: home.long });
    expect(harness.fakes.inputsOf('geocode')).toEqual([]);
    await steps(harness, { type: 'address.confirm' });
    expect(harness.fakes.inputsOf('saveAddress')).toEqual([
      {
        mode: 'update',
        id: home._id,
        fields: {
          ...typedFields,
          name: home.name,
          address_line_1: home.address_line_1,
          email: 'asha.patel@example.com',
        },
        lat: home.lat,
        lng: home.long,
      },
    ]);
  });

  it('updating: a form closed unsaved opens again with its changes; the saved pin stays while the line is the same', async () => {
    const closed = start(updatingOnProfile);
    await type(closed, { email: 'asha.patel@example.com' });
    await steps(closed, { type: 'address.cancel' });
    expect(snapshot(closed).matches('closed')).toBe(true);

    const again = start({ ...updatingOnProfile, draft: context(closed).fields });
    expect(context(again).fields.email).toBe('asha.patel@example.com');
    await steps(again, { type: 'address.submit' });
    expect(at(again)).toBe('confirming');
    expect(context(again).pin).toEqual({ lat: home.lat, lng: home.long });
    expect(again.fakes.inputsOf('geocode')).toEqual([]);
  });

  it('updating: a changed address is found on the map again; the profile page wants 4 characters', async () => {
    const harness = start(updatingOnProfile);
    await type(harness, { house_number: '12' });
    await steps(harness, { type: 'address.submit' });
    expect(context(harness).error).toBe(MESSAGES.addressHouseNumberShort);
    await type(harness, { house_number: 'C-1101' });
    await steps(harness, { type: 'address.submit' });
    expect(harness.fakes.inputsOf('geocode')).toEqual([{ address: addressLine({ ...home, house_number: 'C-1101' }) }]);
  });

  it('cancel closes from anywhere and saves nothing', async () => {
    for (const reach of [
      async (harness: Harness) => type(harness, { name: 'Asha' }),
      async (harness: Harness) => {
        await type(harness, typedFields);
        await steps(harness, { type: 'address.submit' });
      },
      async (harness: Harness) => {
        await type(harness, typedFields);
        await steps(harness, { type: 'address.submit' }, done('geocode', geocoded));
      },
    ]) {
      const harness = start();
      await reach(harness);
      await steps(harness, { type: 'address.cancel' });
      expect(at(harness)).toBe('closed');
      expect(snapshot(harness).status).toBe('done');
      expect(harness.fakes.inputsOf('saveAddress')).toEqual([]);
      expect(harness.effects).toEqual([]);
    }
  });
});
