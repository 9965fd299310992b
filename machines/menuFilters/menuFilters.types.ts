import type { PromiseActorLogic } from 'xstate';
import type { SortBy } from '../../contract/constants.ts';
import type { Product, ProductGroup } from '../../contract/menu.ts';
import type { ConnectionChanged } from '../shared/failure.ts';
import type { VisibilityChanged } from '../shared/pageVisibility.ts';

export interface MenuRequest {
  storeId: string;
  /** The route's super-category; empty for the whole menu. */
  superCategoryId: string;
}

/** What filterProducts is asked (the same shape as `ProductFilter` of src/api/menu.ts). */
export interface MenuFilter extends MenuRequest {
  sortBy: SortBy;
  /** Category names. */
  categories: readonly string[];
  search: string;
}

/** What the menu starts from: the veg-only choice this browser remembers, and whether the page is shown. */
export interface MenuFiltersInput {
  vegOnly: boolean;
  visible: boolean;
}

export interface MenuFiltersContext extends MenuRequest {
  /** The grouped view: dishes by category. */
  groups: ProductGroup[];
  /** The flat view, after filters were applied. */
  products: Product[];
  view: 'grouped' | 'flat';
  sortBy: SortBy;
  categories: string[];
  search: string;
  /** Non-veg dishes hidden; the customer's choice, remembered across visits. */
  vegOnly: boolean;
  /** The server's msg when it refused, for the view to toast. */
  error: string | null;
  /** Drops of the outlet's live connection since it was last open: the wait before the next try grows with them. */
  drops: number;
  /** Whether the page is shown: a hidden page follows nothing live. */
  visible: boolean;
}

export type MenuFiltersEvent =
  | { type: 'menu.load'; storeId: string; superCategoryId?: string }
  | { type: 'filters.open' }
  | { type: 'filters.close' }
  | { type: 'filters.sort'; sortBy: SortBy }
  | { type: 'filters.category'; category: string }
  | { type: 'filters.search'; text: string }
  | { type: 'filters.apply' }
  | { type: 'filters.clearAll' }
  | { type: 'filters.vegOnly'; vegOnly: boolean }
  /** The outlet's event stream (its actor sends these): connected, and the staff switched something. */
  | { type: 'live.opened' }
  | { type: 'live.changed' }
  | ConnectionChanged
  | VisibilityChanged
  /** Raised for the list: the outlet's menu changed, or may have while the stream was down. */
  | { type: 'menu.changed' };

/** What the outlet's event stream tells the menu. */
export type OutletNews = Extract<MenuFiltersEvent, { type: 'live.opened' | 'live.changed' }>;

/** Whose events the stream follows, and where it sends its news. */
export interface OutletEventsInput {
  storeId: string;
  listener: { send: (news: OutletNews) => void };
}

/**
 * The actors the app supplies: `menuFiltersMachine.provide({ actors: { ... } })`.
 * A rejection carrying the server's `status` and `message` (the API client's ApiError) is a refusal
 * whose message the view toasts; any other rejection is a network failure, passed to `logFailure`.
 */
export interface MenuFiltersActors {
  /** POST product (whole menu) or getProductOrCategoryBySuperCategory/{id}: dishes grouped by category. */
  loadMenu: PromiseActorLogic<ProductGroup[], MenuRequest>;
  /** POST filterProducts: one flat, sorted list. */
  filterProducts: PromiseActorLogic<Product[], MenuFilter>;
  /**
   * `GET outlet/{id}/events`: sends `listener` `live.opened` once connected and `live.changed` per switch the staff
   * make (the outlet closed or opened, a dish sold out or back); resolves when the server ends the stream, rejects
   * when it breaks, stops when aborted.
   */
  outletEvents: PromiseActorLogic<undefined, OutletEventsInput>;
}

/** The actions the app supplies, `menuFiltersMachine.provide({ actions: { ... } })`, and the params each receives. */
export interface MenuFiltersActionParams {
  /** A network failure: logged, never shown (spec section 8). */
  logFailure: { error: unknown };
  /** The veg-only switch moved: the app keeps the choice for the next visit. */
  rememberVegOnly: { vegOnly: boolean };
  /**
   * The staff switched something at the outlet: the app reads the outlet again and passes it on, so that the page
   * shows it closed (or open again) and the order types follow what it takes now.
   */
  readOutletAgain: { storeId: string };
}
