import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { profileMachine } from '../../../machines/profile/profile.machine.ts';
import type { ProfileField } from '../../../machines/profile/profile.types.ts';
import { profileEffects } from '../../app/profileEffects.ts';
import { Button } from '../../ui/Button.tsx';
import * as form from '../../ui/form.css.ts';
import { ProfileNav } from './ProfileNav.tsx';
import * as styles from './profilePage.css.ts';

const FIELDS: { field: ProfileField; label: string; type: string; autoComplete: string }[] = [
  { field: 'first_name', label: 'First Name', type: 'text', autoComplete: 'given-name' },
  { field: 'last_name', label: 'Last Name', type: 'text', autoComplete: 'family-name' },
  { field: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
];

/** /profile/pro: the customer's name and email, editable; the mobile number, read only. */
export default function ProfilePage() {
  const profile = useActorRef(profileMachine.provide(profileEffects));
  const fields = useSelector(profile, (snapshot) => snapshot.context.fields);
  const mobileNumber = useSelector(profile, (snapshot) => snapshot.context.mobileNumber);
  const error = useSelector(profile, (snapshot) => snapshot.context.error);
  const busy = useSelector(profile, (snapshot) => snapshot.hasTag('loading'));
  const loadFailed = useSelector(profile, (snapshot) => snapshot.matches('loadFailed'));
  const id = useId();

  return (
    <main className={styles.page}>
      <ProfileNav />
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <h1 id={`${id}-title`} className={styles.title}>
          My Profile
        </h1>
        {loadFailed ? (
          <div className={form.stack}>
            <p className={form.message} role="alert">
              {error}
            </p>
            <Button variant="outline" onClick={() => profile.send({ type: 'profile.retry' })}>
              Try again
            </Button>
          </div>
        ) : (
          <form
            className={styles.form}
            noValidate
            aria-busy={busy}
            onSubmit={(event) => {
              event.preventDefault();
              profile.send({ type: 'profile.submit' });
            }}
          >
            {FIELDS.map(({ field, label, ...input }) => (
              <div key={field} className={form.field}>
                <label htmlFor={`${id}-${field}`} className={form.label}>
                  {label}
                </label>
                <input
                  id={`${id}-${field}`}
                  className={form.input}
                  value={fields[field]}
                  onChange={(event) => profile.send({ type: 'profile.change', field, value: event.target.value })}
                  {...input}
                />
              </div>
            ))}
            <div className={form.field}>
              <label htmlFor={`${id}-mobile`} className={form.label}>
                Mobile Number
              </label>
              <input id={`${id}-mobile`} className={form.input} type="tel" value={mobileNumber} readOnly />
            </div>
            <p className={`${form.message} ${styles.wide}`} role="alert">
              {error}
            </p>
            <div className={styles.wide}>
              <Button type="submit" size="lg" disabled={busy}>
                SAVE
              </Button>
            </div>
          </form>
        )}
      </section>
    </main>
  );
}
