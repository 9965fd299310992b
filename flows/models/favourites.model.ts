import { favouritesMachine } from '../../machines/favourites/favourites.machine.ts';
import type { FavouritesActionParams, FavouritesActorIO } from '../../machines/favourites/favourites.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { offline, refusal } from '../samples/failures.ts';
import { hakkaNoodles, manchowSoup } from '../samples/products.ts';

export const favouritesModel: MachineModel = {
  machine: favouritesMachine,
  starts: [{ name: 'a signed-in customer', input: undefined }],
  actors: Object.keys({ loadFavourites: true, unlike: true, clearFavourites: true } satisfies Record<
    keyof FavouritesActorIO,
    true
  >),
  actions: Object.keys({ reportFailure: true } satisfies Record<keyof FavouritesActionParams, true>),
  events: () => [
    done('loadFavourites', [hakkaNoodles, manchowSoup]),
    done('loadFavourites', []),
    failed('loadFavourites', offline),
    { type: 'favourites.reload' },
    { type: 'favourites.unlike', productId: hakkaNoodles._id },
    { type: 'favourites.clearAll' },
    done('unlike', false),
    failed('unlike', refusal(400, 'Product not found')),
    done('clearFavourites', null),
    failed('clearFavourites', offline),
  ],
};
