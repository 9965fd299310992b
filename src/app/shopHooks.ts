import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Profile } from '../../contract/auth.ts';
import type { OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Outlet } from '../../contract/outlet.ts';
import type { ShopEvent, ShopFlows } from '../../machines/shop/shop.types.ts';
import { toast } from '../ui/toast.ts';
import { ShopContext } from './ShopProvider.tsx';

// What views read from and send to the running shop (ShopProvider.tsx).

export const useShopSend = (): ((event: ShopEvent) => void) => ShopContext.useActorRef().send;

export const useLocationActor = () => runningOrThrow(ShopContext.useSelector((snapshot) => snapshot.children.location));
export const useOrderTypeActor = () =>
  runningOrThrow(ShopContext.useSelector((snapshot) => snapshot.children.orderType));
export const useDishSearchActor = () =>
  runningOrThrow(ShopContext.useSelector((snapshot) => snapshot.children.dishSearch));

/** The actor the shop runs for this view; a view shown before its actor starts is a programming error. */
function runningOrThrow<T>(actor: T | undefined): T {
  if (actor === undefined) throw new Error('This view needs an actor the shop does not run yet');
  return actor;
}

/**
 * Sign-in, add-to-cart or the cart: undefined until their code has loaded (a visitor never has a cart).
 * `useFlowsWanted` asks for the code.
 */
export function useFlow<Id extends keyof ShopFlows>(id: Id): ActorRefFrom<ShopFlows[Id]> | undefined {
  return ShopContext.useSelector((snapshot) => snapshot.children[id] as ActorRefFrom<ShopFlows[Id]> | undefined);
}

/** For views shown only once the flow runs (the sign-in panels, the cart page's contents). */
export const useRunningFlow = <Id extends keyof ShopFlows>(id: Id): ActorRefFrom<ShopFlows[Id]> =>
  runningOrThrow(useFlow(id));

/** A page that shows the cart or ADD buttons: the flows' code is needed. */
export function useFlowsWanted(): void {
  const send = useShopSend();
  useEffect(() => send({ type: 'flows.wanted' }), [send]);
}

/** The outlet the visitor chose (or the nearest one found), null until one is known. */
export function useOutlet(): Outlet | null {
  return useSelector(useLocationActor(), (snapshot) => snapshot.context.outlet);
}

export function useOrderType(): OrderType {
  return useSelector(useOrderTypeActor(), (snapshot) => snapshot.context.orderType);
}

/** Only the token's presence counts (spec section 6); signing in or out reloads the page. */
export const useIsSignedIn = (): boolean => ShopContext.useSelector((snapshot) => snapshot.context.signedIn);

/** The signed-in customer's profile, for the header's name and the account panel's wallet; null until read. */
export const useProfile = (): Profile | null => ShopContext.useSelector((snapshot) => snapshot.context.profile);

/** Cart and Check Out for a visitor: 'Please Login first', and the link is not followed (spec section 2). */
export function refuseVisitor(event: { preventDefault: () => void }): void {
  event.preventDefault();
  toast.error(MESSAGES.pleaseLoginFirst);
}
