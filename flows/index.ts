import { type MachineEntry, machines } from '../machines/index.ts';
import type { MachineModel } from './graph/walk.ts';
import { addressModel } from './models/address.model.ts';
import { addressRemovalModel } from './models/addressRemoval.model.ts';
import { addToCartModel } from './models/addToCart.model.ts';
import { authModel } from './models/auth.model.ts';
import { blogModel } from './models/blog.model.ts';
import { cartModel } from './models/cart.model.ts';
import { checkoutModel } from './models/checkout.model.ts';
import { consoleModel } from './models/console.model.ts';
import { dishSearchModel } from './models/dishSearch.model.ts';
import { favouritesModel } from './models/favourites.model.ts';
import { feedbackModel } from './models/feedback.model.ts';
import { likeModel } from './models/like.model.ts';
import { locationModel } from './models/location.model.ts';
import { menuFiltersModel } from './models/menuFilters.model.ts';
import { orderModel } from './models/order.model.ts';
import { orderTrackingModel } from './models/orderTracking.model.ts';
import { orderTypeModel } from './models/orderType.model.ts';
import { paymentModel } from './models/payment.model.ts';
import { profileModel } from './models/profile.model.ts';
import { reorderModel } from './models/reorder.model.ts';
import { shopModel } from './models/shop.model.ts';
import { walletTopUpModel } from './models/walletTopUp.model.ts';

export interface FlowEntry extends MachineEntry {
  /** Its starts, sample events and answers: for the walks, the simulator and the path explorer. */
  model: MachineModel;
}

const models: Record<string, MachineModel> = {
  shop: shopModel,
  location: locationModel,
  orderType: orderTypeModel,
  dishSearch: dishSearchModel,
  menuFilters: menuFiltersModel,
  auth: authModel,
  profile: profileModel,
  addToCart: addToCartModel,
  cart: cartModel,
  address: addressModel,
  addressRemoval: addressRemovalModel,
  checkout: checkoutModel,
  payment: paymentModel,
  orderTracking: orderTrackingModel,
  reorder: reorderModel,
  favourites: favouritesModel,
  like: likeModel,
  walletTopUp: walletTopUpModel,
  blog: blogModel,
  feedback: feedbackModel,
  order: orderModel,
  console: consoleModel,
};

/** Every machine of the catalogue with its model: what the flow viewer, the walks and the coverage report read. */
export const flows: FlowEntry[] = machines.map((entry) => {
  const model = models[entry.id];
  if (!model) throw new Error(`The flow ${entry.id} has no model in flows/models/`);
  return { ...entry, model };
});
