import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { preloadModal } from '../ui/Modal.tsx';
import { OnFirstOpen } from '../ui/OnFirstOpen.tsx';
import { useFlow } from './shopHooks.ts';

// The modal's code is asked for with the wizard's, not once the wizard has rendered it.
const AddToCartDialog = lazy(() => {
  preloadModal();
  return import('./AddToCartDialog.tsx');
});

/**
 * The Jain and add-on modals of ADD and Customize (AddToCartDialog). Their code, Radix Dialog's among it, loads the
 * first time the add-to-cart machine asks for a choice, not with the menu or the cart: a dish without choices never
 * loads it.
 */
export function AddToCartWizard() {
  const flow = useFlow('addToCart');
  const asking = useSelector(flow, (snapshot) => snapshot?.matches('steps') ?? false);
  return flow ? <OnFirstOpen dialog={AddToCartDialog} props={{ open: asking }} /> : null;
}
