import { likeMachine } from '../../machines/like/like.machine.ts';
import type { LikeActionParams, LikeActorIO } from '../../machines/like/like.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline } from '../samples/failures.ts';
import { hakkaNoodles } from '../samples/products.ts';

export const likeModel: MachineModel = {
  machine: likeMachine,
  starts: [
    { name: 'a dish not liked', input: { productId: hakkaNoodles._id, liked: false } },
    { name: 'a liked dish', input: { productId: hakkaNoodles._id, liked: true } },
  ],
  actors: Object.keys({ toggleLike: true } satisfies Record<keyof LikeActorIO, true>),
  actions: Object.keys({ reportFailure: true } satisfies Record<keyof LikeActionParams, true>),
  events: () => [
    { type: 'like.toggle' },
    done('toggleLike', true),
    done('toggleLike', false),
    failed('toggleLike', offline),
  ],
};
