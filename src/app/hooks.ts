import { useSelector } from '@xstate/react';
import type { OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Outlet } from '../../contract/outlet.ts';
import { toast } from '../ui/toast.ts';
import { locationActor, orderTypeActor } from './actors.ts';
import { requestAuth } from './authRequests.ts';

/** The outlet the visitor chose (or the nearest one found), null until one is known. */
export function useOutlet(): Outlet | null {
  return useSelector(locationActor, (snapshot) => snapshot.context.outlet);
}

export function useOrderType(): OrderType {
  return useSelector(orderTypeActor, (snapshot) => snapshot.context.orderType);
}

/** The login panel, for a visitor who tries what needs an account (ADD on the menu). */
export function openSignIn(): void {
  requestAuth({ type: 'auth.open' });
}

/** Opens the location panel; `page` is remembered (stored under `page`), as the 'Near me' tile does with 'product'. */
export function openLocationPanel(page?: string): void {
  locationActor.send({ type: 'location.open', page });
}

/** Cart and Check Out for a visitor: 'Please Login first', and the link is not followed (spec section 2). */
export function refuseVisitor(event: { preventDefault: () => void }): void {
  event.preventDefault();
  toast.error(MESSAGES.pleaseLoginFirst);
}
