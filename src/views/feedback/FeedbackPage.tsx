import { useActorRef, useSelector } from '@xstate/react';
import { FEEDBACK_MAX, FEEDBACK_TYPES, type FeedbackType } from '../../../contract/feedback.ts';
import { feedbackMachine } from '../../../machines/feedback/feedback.machine.ts';
import { isBusy, outletChoices } from '../../../machines/feedback/feedback.selectors.ts';
import type { FeedbackField } from '../../../machines/feedback/feedback.types.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { feedbackEffects } from '../../app/pageEffects.ts';
import { Button } from '../../ui/Button.tsx';
import { Form, SelectField, TextField } from '../../ui/Form.tsx';
import * as form from '../../ui/form.css.ts';
import * as styles from './FeedbackPage.css.ts';

/** The types as the form names them [sic: the spec's 'appreaciation' is the value, not the label]. */
const TYPE_LABELS: Record<FeedbackType, string> = {
  concern: 'Concern',
  appreaciation: 'Appreciation',
  suggestion: 'Suggestion',
  query: 'Query',
};

/**
 * /feedback: name, city, outlet (of the city), mobile number, email, type (concern first), comments,
 * SUBMIT FEEDBACK; each broken rule and the answer are toasts (spec section 5); the form empties after.
 */
export default function FeedbackPage() {
  const actor = useActorRef(feedbackMachine.provide(feedbackEffects), { inspect: inspectForViewer });
  const fields = useSelector(actor, (snapshot) => snapshot.context.fields);
  const cities = useSelector(actor, (snapshot) => snapshot.context.options.cityData);
  const outlets = useSelector(actor, outletChoices);
  const busy = useSelector(actor, isBusy);
  const loadFailed = useSelector(actor, (snapshot) => snapshot.matches('loadFailed'));
  const change = (field: FeedbackField) => (value: string) =>
    actor.send({ type: 'field.change', field, value } as Parameters<typeof actor.send>[0]);

  return (
    <main className={styles.page}>
      <title>Feedback · Wokflow</title>
      <h1 className={styles.title}>Feedback</h1>
      <p className={styles.intro}>Tell us how we did: the outlet&apos;s manager reads every message.</p>
      {loadFailed ? (
        <div role="alert" className={form.stack}>
          <p>The form could not be loaded.</p>
          <Button onClick={() => actor.send({ type: 'options.retry' })}>Try again</Button>
        </div>
      ) : (
        <Form busy={busy} className={styles.form} onSubmit={() => actor.send({ type: 'feedback.submit' })}>
          <TextField
            label="Name"
            autoComplete="name"
            maxLength={FEEDBACK_MAX.name}
            value={fields.name}
            onValue={change('name')}
          />
          <SelectField
            label="City"
            placeholder="Select city"
            value={fields.city}
            onValue={change('city')}
            choices={cities.map((city) => ({ value: city, label: city }))}
          />
          <SelectField
            label="Outlet"
            placeholder={fields.city === '' ? 'Select a city first' : 'Select outlet'}
            value={fields.outlet_id}
            onValue={change('outlet_id')}
            choices={outlets.map((outlet) => ({ value: outlet.id, label: outlet.name }))}
          />
          <TextField
            label="Mobile Number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={fields.mobile_number}
            onValue={change('mobile_number')}
          />
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={FEEDBACK_MAX.email}
            value={fields.email}
            onValue={change('email')}
          />
          <fieldset className={`${styles.types} ${styles.wide}`}>
            <legend className={form.label}>Type</legend>
            {FEEDBACK_TYPES.map((type) => (
              <label key={type} className={styles.type}>
                <input
                  type="radio"
                  name="feedback-type"
                  value={type}
                  checked={fields.type === type}
                  onChange={() => change('type')(type)}
                />
                {TYPE_LABELS[type]}
              </label>
            ))}
          </fieldset>
          <div className={`${form.field} ${styles.wide}`}>
            <label htmlFor="feedback-comments" className={form.label}>
              Comments
            </label>
            <textarea
              id="feedback-comments"
              className={styles.comments}
              maxLength={FEEDBACK_MAX.comments}
              value={fields.comments}
              onChange={(event) => change('comments')(event.target.value)}
            />
          </div>
          <div className={styles.wide}>
            <Button type="submit" size="lg" disabled={busy}>
              SUBMIT FEEDBACK
            </Button>
          </div>
        </Form>
      )}
    </main>
  );
}
