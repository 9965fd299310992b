import { useSelector } from '@xstate/react';
import { useId, useState } from 'react';
import type { Address } from '../../../contract/address.ts';
import { type AddressFields, addressLine } from '../../../contract/addressRules.ts';
import type { AddressInput } from '../../../machines/address/address.types.ts';
import { AddressFlow } from '../../app/address/AddressFlow.tsx';
import { AddressReach } from '../../app/address/AddressReach.tsx';
import { useAddressRemoval } from '../../app/address/addressRemoval.ts';
import { ADDRESS_TYPE_LABELS } from '../../app/address/addressText.ts';
import { WithProfile } from '../../app/WithProfile.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import * as styles from './AddressesPage.css.ts';
import * as profile from './profilePage.css.ts';

/** The key of a new address's draft; the others are under their address's id. */
const NEW_ADDRESS = '';

/** The profile page's forms also want a house number of at least 4 characters (spec section 5). */
const PROFILE_RULES = { requireLongHouseNumber: true };

function AddressCard({ address, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  return (
    <article className={styles.address} aria-label={`${ADDRESS_TYPE_LABELS[address.addType]}: ${address.name}`}>
      <div className={styles.top}>
        <Badge tone="neutral">{ADDRESS_TYPE_LABELS[address.addType]}</Badge>
        <strong>{address.name}</strong>
      </div>
      <p className={styles.line}>{addressLine(address)}</p>
      <p className={styles.muted}>{address.email}</p>
      <AddressReach address={address} />
      <div className={styles.actions}>
        <Button variant="outline" size="sm" onClick={onEdit}>
          Update
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete
        </Button>
      </div>
    </article>
  );
}

type Removal = ReturnType<typeof useAddressRemoval>;

/** Asks before an address is deleted: a slip of the finger should not lose it. */
function DeleteConfirm({ removal }: { removal: Removal }) {
  const address = useSelector(removal, (snapshot) => snapshot.context.address);
  const deleting = useSelector(removal, (snapshot) => snapshot.hasTag('busy'));
  const cancel = () => removal.send({ type: 'removal.cancel' });
  return (
    <Modal
      open={address !== null}
      onOpenChange={(open) => !open && cancel()}
      title="Delete this address?"
      footer={
        <div className={styles.actions}>
          <Button variant="outline" disabled={deleting} onClick={cancel}>
            Keep it
          </Button>
          <Button disabled={deleting} onClick={() => removal.send({ type: 'removal.confirm' })}>
            {deleting ? 'Deleting…' : 'Delete'}
          </Button>
        </div>
      }
    >
      {address && <p className={styles.line}>{addressLine(address)}</p>}
    </Modal>
  );
}

/** /profile/add (My Address): the saved addresses; add, update (form and map) and delete. */
export default function AddressesPage() {
  const [editing, setEditing] = useState<{ key: number; input: AddressInput } | null>(null);
  // The forms closed unsaved, as typed, by the address they change (NEW_ADDRESS: the one being added).
  const [drafts, setDrafts] = useState<ReadonlyMap<string, AddressFields>>(new Map());
  const removal = useAddressRemoval();
  const id = useId();
  const open = (input: AddressInput) => setEditing({ key: Date.now(), input });
  const draftKey = (input: AddressInput) => (input.mode === 'add' ? NEW_ADDRESS : input.address._id);
  const keepDraft = (key: string, draft: AddressFields | null) =>
    setDrafts((before) => {
      const after = new Map(before);
      if (draft) after.set(key, draft);
      else after.delete(key);
      return after;
    });

  return (
    <>
      <title>My Address · Wokflow</title>
      <section className={profile.card} aria-labelledby={`${id}-title`}>
        <div className={styles.header}>
          <h1 id={`${id}-title`} className={profile.title}>
            My Address
          </h1>
          <Button onClick={() => open({ mode: 'add', draft: drafts.get(NEW_ADDRESS), ...PROFILE_RULES })}>
            Add new address
          </Button>
        </div>
        <WithProfile what="Your addresses" pending={<p role="status">Loading your addresses…</p>}>
          {({ address: addresses }) =>
            addresses.length === 0 ? (
              <p className={styles.muted}>No saved addresses yet. Add one to have your orders delivered.</p>
            ) : (
              <ul className={styles.list}>
                {addresses.map((address) => (
                  <li key={address._id}>
                    <AddressCard
                      address={address}
                      onEdit={() => open({ mode: 'update', address, draft: drafts.get(address._id), ...PROFILE_RULES })}
                      onDelete={() => removal.send({ type: 'removal.ask', address })}
                    />
                  </li>
                ))}
              </ul>
            )
          }
        </WithProfile>
      </section>
      {editing && (
        <AddressFlow
          key={editing.key}
          input={editing.input}
          onClose={(draft) => {
            keepDraft(draftKey(editing.input), draft);
            setEditing(null);
          }}
        />
      )}
      <DeleteConfirm removal={removal} />
    </>
  );
}
