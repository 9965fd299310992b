import { assign, setup } from 'xstate';
import { appActions, appActors } from '../shared/notProvided.ts';
import type { LikeActionParams, LikeActorIO, LikeContext, LikeEvent, LikeInput } from './like.types.ts';

const ID = 'like';

/**
 * The heart on a dish's card, for a signed-in customer: it flips at once, the server's answer then
 * stands, and a failure flips it back. One call at a time: the server toggles, so taps sent together
 * could cross.
 */
export const likeMachine = setup({
  types: {
    context: {} as LikeContext,
    events: {} as LikeEvent,
    input: {} as LikeInput,
  },
  actors: appActors<LikeActorIO>(ID, ['toggleLike']),
  actions: {
    ...appActions<LikeActionParams>(ID, ['reportFailure']),
    flip: assign(({ context }) => ({ liked: !context.liked })),
    adopt: assign((_, params: { liked: boolean }) => ({ liked: params.liked })),
  },
}).createMachine({
  id: ID,
  description: "A dish's heart: flipped at once, the server's answer then stands.",
  context: ({ input }) => input,
  initial: 'idle',
  states: {
    idle: {
      on: { 'like.toggle': { target: 'sending', actions: 'flip' } },
    },
    sending: {
      invoke: {
        id: 'toggleLike',
        src: 'toggleLike',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: { target: 'idle', actions: { type: 'adopt', params: ({ event }) => ({ liked: event.output }) } },
        onError: {
          target: 'idle',
          description: 'The heart flips back',
          actions: ['flip', { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
  },
});
