import { useActorRef, useSelector } from '@xstate/react';
import { NAME_MAX } from '../../../contract/constants.ts';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import type { ProfileField } from '../../../machines/profile/profile.types.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { profileEffects } from '../../app/profileEffects.ts';
import { useShopSend } from '../../app/shopHooks.ts';
import { useExpiredSessionShown } from '../../app/WithProfile.tsx';
import { Button } from '../../ui/Button.tsx';
import { Form, FormMessage, TextField } from '../../ui/Form.tsx';
import * as form from '../../ui/form.css.ts';
import { PageCard } from '../../ui/TitledSection.tsx';
import * as styles from './profilePage.css.ts';

const FIELDS: { field: ProfileField; label: string; type: string; autoComplete: string; maxLength?: number }[] = [
  { field: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name', maxLength: NAME_MAX },
  { field: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name', maxLength: NAME_MAX },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** /profile/pro: the customer's name and email, editable; the mobile number, read only. */
export default function ProfilePage() {
  // This page reads the profile itself; the shop's read, refused, tells an expired session as the other pages do.
  useExpiredSessionShown();
  const send = useShopSend();
  const profile = useActorRef(
    profileMachine.provide(profileEffects((saved) => send({ type: 'profile.saved', profile: saved }))),
    { inspect: inspectForViewer },
  );
  const fields = useSelector(profile, (snapshot) => snapshot.context.fields);
  const mobileNumber = useSelector(profile, (snapshot) => snapshot.context.mobileNumber);
  const error = useSelector(profile, (snapshot) => snapshot.context.error);
  const errorField = useSelector(profile, (snapshot) => snapshot.context.errorField);
  const busy = useSelector(profile, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(profile, (snapshot) => snapshot.matches('loadFailed'));

  return (
    <PageCard title="My Profile">
      <title>My Profile · Wokflow</title>
      {loadFailed ? (
        <div className={form.stack}>
          <FormMessage>{error}</FormMessage>
          <Button variant="outline" onClick={() => profile.send({ type: 'profile.retry' })}>
            Try again
          </Button>
        </div>
      ) : (
        <Form busy={busy} className={styles.form} onSubmit={() => profile.send({ type: 'profile.submit' })}>
          {FIELDS.map(({ field, ...input }) => (
            <TextField
              key={field}
              value={fields[field]}
              onValue={(value) => profile.send({ type: 'profile.change', field, value })}
              problem={errorField === field ? error : null}
              {...input}
            />
          ))}
          <TextField label="Mobile Number" type="tel" value={mobileNumber} readOnly />
          {/* A rule's message is under its field; the server's refusal here. */}
          <FormMessage className={styles.wide}>{errorField === null ? error : null}</FormMessage>
          <div className={styles.wide}>
            <Button type="submit" size="lg" disabled={busy}>
              SAVE
            </Button>
          </div>
        </Form>
      )}
    </PageCard>
  );
}
