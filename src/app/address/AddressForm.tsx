import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ADDRESS_TYPES } from '../../../contract/address.ts';
import { ADDRESS_FIELD_MAX } from '../../../contract/addressRules.ts';
import type { addressMachine } from '../../../machines/address/address.machine.ts';
import type { AddressField } from '../../../machines/address/address.types.ts';
import { Button } from '../../ui/Button.tsx';
import { Form, FormMessage, TextField } from '../../ui/Form.tsx';
import * as form from '../../ui/form.css.ts';
import { RadioChoices } from '../../ui/RadioChoices.tsx';
import * as styles from './addressFlow.css.ts';
import { ADDRESS_TYPE_LABELS } from './addressText.ts';

type TextFieldName = Exclude<AddressField, 'addType'>;

const TYPES = ADDRESS_TYPES.map((value) => ({ value, label: ADDRESS_TYPE_LABELS[value] }));

interface FieldInput {
  field: TextFieldName;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric' | 'email';
  /** The most the server takes; none for the pin code, whose digits the machine keeps (six at most) from any typing. */
  maxLength?: number;
}

/** The form's fields in the order its rules are checked (spec section 5). */
const FIELDS: FieldInput[] = [
  { field: 'name', label: 'Name', autoComplete: 'name', maxLength: ADDRESS_FIELD_MAX.name },
  { field: 'email', label: 'Email', autoComplete: 'email', inputMode: 'email', maxLength: ADDRESS_FIELD_MAX.email },
  {
    field: 'house_number',
    label: 'House / flat number',
    autoComplete: 'address-line1',
    maxLength: ADDRESS_FIELD_MAX.house_number,
  },
  {
    field: 'address_line_1',
    label: 'Address',
    autoComplete: 'address-line2',
    maxLength: ADDRESS_FIELD_MAX.address_line_1,
  },
  { field: 'city', label: 'City', autoComplete: 'address-level2', maxLength: ADDRESS_FIELD_MAX.city },
  { field: 'state', label: 'State', autoComplete: 'address-level1', maxLength: ADDRESS_FIELD_MAX.state },
  { field: 'pinCode', label: 'Pincode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

/** The address form: the machine keeps the pin code to digits and checks the rules on submit. */
export function AddressForm({ actor }: { actor: ActorRefFrom<typeof addressMachine> }) {
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const error = useSelector(actor, (snapshot) => snapshot.context.error);
  const errorField = useSelector(actor, (snapshot) => snapshot.context.errorField);
  const busy = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));

  return (
    <Form busy={busy} onSubmit={() => actor.send({ type: 'address.submit' })}>
      <div className={form.field}>
        <span className={form.label} aria-hidden="true">
          Save as
        </span>
        <RadioChoices
          label="Save as"
          value={fields.addType}
          options={TYPES}
          onValueChange={(value) => actor.send({ type: 'field.change', field: 'addType', value })}
        />
      </div>
      <div className={styles.fields}>
        {FIELDS.map(({ field, ...input }) => (
          <TextField
            key={field}
            {...input}
            value={fields[field]}
            onValue={(value) => actor.send({ type: 'field.change', field, value })}
            problem={errorField === field ? error : null}
          />
        ))}
      </div>
      {/* Under its field when it is about a text field; here otherwise (the map's or the server's failure). */}
      <FormMessage>{FIELDS.some(({ field }) => field === errorField) ? null : error}</FormMessage>
      <Button type="submit" size="lg" disabled={busy}>
        {busy ? 'Finding it on the map…' : 'Continue to the map'}
      </Button>
    </Form>
  );
}
