import { assign, setup } from 'xstate';
import type { Profile } from '../../contract/auth.ts';
import { ProfileUpdateRequest } from '../../contract/authRules.ts';
import { firstProblem, NO_PROBLEM, problemShown } from '../../contract/textRules.ts';
import { checkedSubmit } from '../shared/checkedSubmit.ts';
import { failureAsError } from '../shared/failure.ts';
import { appActions, appActors } from '../shared/notProvided.ts';
import type {
  ProfileActionParams,
  ProfileActorIO,
  ProfileContext,
  ProfileEvent,
  ProfileField,
} from './profile.types.ts';

const ID = 'profile';

const actors = appActors<ProfileActorIO>(ID, ['loadProfile', 'saveProfile']);

/** The first rule the form breaks, in the spec's order (first name, last name, email), or null. */
const fieldsProblem = (fields: ProfileContext['fields']) => firstProblem(ProfileUpdateRequest, fields);

const shown = (profile: Profile) => ({
  fields: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email },
  mobileNumber: profile.mobile_number,
  ...NO_PROBLEM,
});

/** The profile page (/profile/pro): first name, last name and email can change; the mobile number cannot. */
export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
    tags: {} as 'loading',
  },
  actors,
  guards: {
    fieldsInvalid: ({ context }) => fieldsProblem(context.fields) !== null,
  },
  actions: {
    ...appActions<ProfileActionParams>(ID, ['profileSaved']),
    showProfile: assign((_, params: { profile: Profile }) => shown(params.profile)),
    setField: assign(({ context }, params: { field: ProfileField; value: string }) => ({
      fields: { ...context.fields, [params.field]: params.value },
      ...NO_PROBLEM,
    })),
    showFieldsProblem: assign(({ context }) => problemShown(fieldsProblem(context.fields))),
    showRefusal: assign((args, params: { error: unknown }) => ({ ...NO_PROBLEM, ...failureAsError(args, params) })),
    clearError: assign(NO_PROBLEM),
  },
}).createMachine({
  id: 'profile',
  description: "Shows the customer's profile and saves changes to the name and email.",
  context: { fields: { first_name: '', last_name: '', email: '' }, mobileNumber: '', ...NO_PROBLEM },
  initial: 'loading',
  states: {
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        onDone: {
          target: 'editing',
          actions: { type: 'showProfile', params: ({ event }) => ({ profile: event.output }) },
        },
        onError: { target: 'loadFailed', actions: { type: 'showRefusal', params: ({ event }) => event } },
      },
    },
    loadFailed: {
      description: 'The profile could not be read: the page says why and offers to try again.',
      on: { 'profile.retry': { target: 'loading', actions: 'clearError' } },
    },
    editing: {
      on: {
        'profile.change': { actions: { type: 'setField', params: ({ event }) => event } },
        'profile.submit': checkedSubmit(
          'fieldsInvalid',
          'showFieldsProblem',
          'First name, last name, email rules',
          'saving',
        ),
      },
    },
    saving: {
      tags: ['loading'],
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => context.fields,
        onDone: {
          target: 'editing',
          description: 'Saved: the form shows what the server kept',
          actions: [
            { type: 'showProfile', params: ({ event }) => ({ profile: event.output }) },
            { type: 'profileSaved', params: ({ event }) => ({ profile: event.output }) },
          ],
        },
        onError: { target: 'editing', actions: { type: 'showRefusal', params: ({ event }) => event } },
      },
    },
  },
});
