import type { SnapshotFrom } from 'xstate';
import type { feedbackMachine } from './feedback.machine.ts';
import { outletsOfCity } from './feedback.rules.ts';

type FeedbackSnapshot = SnapshotFrom<typeof feedbackMachine>;

/** The outlet select's choices: the outlets of the chosen city. */
export const outletChoices = (snapshot: FeedbackSnapshot) =>
  outletsOfCity(snapshot.context.options, snapshot.context.fields.city);

/** Loading the choices or sending: SUBMIT FEEDBACK is disabled. */
export const isBusy = (snapshot: FeedbackSnapshot) => snapshot.hasTag('loading');
