import * as v from 'valibot';
import { LikeReplySchema, ProductListSchema } from '../../../contract/menu.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { operationsOf } from '../operation.ts';

const favourites = operationsOf('Favourites');

export const wishlistOperations = {
  toggle: favourites({
    summary: 'Like a dish, or stop liking it',
    data: LikeReplySchema,
    msg: [MESSAGES.liked, MESSAGES.unliked],
    refusals: { 404: [MESSAGES.dishNotFound] },
  }),
  list: favourites({ summary: 'The dishes the customer likes', data: ProductListSchema }),
  clear: favourites({ summary: 'Forget every liked dish', data: v.null() }),
};
