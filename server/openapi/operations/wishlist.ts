import * as v from 'valibot';
import { LikeReplySchema, ProductListSchema } from '../../../contract/menu.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';
import { notFound } from './sharedCalls.ts';

export const wishlistOperations = operationsOf('Favourites', {
  toggle: {
    summary: 'Like a dish, or stop liking it',
    data: LikeReplySchema,
    msg: [MESSAGES.liked, MESSAGES.unliked],
    refusals: notFound(MESSAGES.dishNotFound),
  },
  list: { summary: 'The dishes the customer likes', data: ProductListSchema },
  clear: { summary: 'Forget every liked dish', data: v.null() },
});
