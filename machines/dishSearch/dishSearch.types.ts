import type { PromiseActorLogic } from 'xstate';
import type { Product } from '../../contract/menu.ts';

export interface DishSearchContext {
  text: string;
  storeId: string;
  results: Product[];
}

export type DishSearchEvent = { type: 'search.input'; text: string; storeId: string } | { type: 'search.close' };

/** The actor the app supplies: `dishSearchMachine.provide({ actors: { ... } })`. */
export interface DishSearchActors {
  /** GET searchProducts/{term}/{storeId}. */
  searchProducts: PromiseActorLogic<Product[], { term: string; storeId: string }>;
}

/** The actions the app supplies, `dishSearchMachine.provide({ actions: { ... } })`, and the params each receives. */
export interface DishSearchActionParams {
  /** A failed search: logged, never shown (spec section 8). */
  logFailure: { error: unknown };
}
