import { assign, setup } from 'xstate';
import type { FeedbackOptions } from '../../contract/feedback.ts';
import { failedWith, refusalMessage, refusalSaid, reportFailure, serverRefused } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import { EMPTY_FORM, feedbackProblem, NO_OPTIONS, tidyFeedback, withChange } from './feedback.rules.ts';
import type {
  FeedbackActionParams,
  FeedbackActorIO,
  FeedbackContext,
  FeedbackEvent,
  FeedbackFieldChange,
} from './feedback.types.ts';

const ID = 'feedback';

/**
 * The feedback form, /feedback (spec sections 2, 4 and 5): name, city, outlet (the city's), mobile number,
 * email, type (concern by default) and comments. The choices of city and outlet are loaded first. SUBMIT
 * FEEDBACK runs the nine checks in the spec's order and toasts the first one broken; a feedback sent
 * empties the form (type back to concern) and keeps the choices; a refusal keeps what was typed.
 */
export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    tags: {} as 'loading',
  },
  actors: appActors<FeedbackActorIO>(ID, ['loadOptions', 'submitFeedback']),
  guards: {
    formInvalid: ({ context }) => feedbackProblem(context.fields) !== null,
    serverRefused,
  },
  actions: {
    ...appActions<FeedbackActionParams>(ID, ['notifyProblem', 'notifySent', 'logFailure']),
    showOptions: assign((_, params: { options: FeedbackOptions }) => ({ options: params.options, loadError: null })),
    showLoadFailure: assign((_, params: { error: unknown }) => ({ loadError: refusalMessage(params.error) })),
    setField: assign(({ context }, params: FeedbackFieldChange) => ({
      fields: withChange(context.options, context.fields, params),
    })),
    resetForm: assign({ fields: EMPTY_FORM }),
  },
}).createMachine({
  id: 'feedback',
  description:
    'The feedback form: the cities and outlets are loaded, the nine checks run in order, then the feedback is sent.',
  context: { options: NO_OPTIONS, fields: EMPTY_FORM, loadError: null },
  initial: 'loading',
  states: {
    loading: {
      description: 'Reads the cities and the outlets of each (GET feedback) for the two selects.',
      tags: ['loading'],
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        onDone: {
          target: 'editing',
          description: 'The form opens, empty, the type concern',
          actions: { type: 'showOptions', params: ({ event }) => ({ options: event.output }) },
        },
        onError: reportFailure({
          target: 'loadFailed',
          show: [{ type: 'showLoadFailure', params: failedWith }],
          refused: "Refused: the page shows the server's msg",
        }),
      },
    },
    loadFailed: {
      description: 'The cities and outlets could not be read: the page says why and offers to try again.',
      on: {
        'options.retry': { target: 'loading', description: 'Try again' },
      },
    },
    editing: {
      description:
        'The form: name, city, outlet (of the chosen city), mobile number, email, type and comments, and SUBMIT FEEDBACK.',
      on: {
        'field.change': {
          description: 'A field as typed or chosen; a new city clears an outlet that is not one of its own',
          actions: { type: 'setField', params: ({ event }) => event },
        },
        'feedback.submit': [
          {
            guard: 'formInvalid',
            description:
              "The first check broken, as an error toast: 'Please Enter Name', 'Please Select City', 'Please Select Outlet', 'Please Enter Mobile', 'Please Enter 10 Digit Number', 'Please Enter Email', 'Please Enter Valid Email', 'Please Select Type', 'Please Enter Comments'",
            actions: {
              type: 'notifyProblem',
              params: ({ context }) => ({ message: feedbackProblem(context.fields) ?? '' }),
            },
          },
          { target: 'submitting', description: 'Every check passes: the feedback is sent' },
        ],
      },
    },
    submitting: {
      description: 'Sends the feedback, every field trimmed (POST feedback); SUBMIT FEEDBACK is disabled meanwhile.',
      tags: ['loading'],
      invoke: {
        id: 'submitFeedback',
        src: 'submitFeedback',
        input: ({ context }) => tidyFeedback(context.fields),
        onDone: {
          target: 'editing',
          description:
            "Sent: the server's msg as a toast; the form empties, the type back to concern, the choices kept",
          actions: ['resetForm', { type: 'notifySent', params: ({ event }) => ({ message: event.output }) }],
        },
        onError: reportFailure({
          target: 'editing',
          show: [{ type: 'notifyProblem', params: refusalSaid }],
          refused: "Refused: the server's msg as an error toast, the fields kept",
          failed: 'A network failure: logged, an error toast (offline, saying so; else a generic one), the fields kept',
        }),
      },
    },
  },
});
