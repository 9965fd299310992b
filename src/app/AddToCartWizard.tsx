import { useSelector } from '@xstate/react';
import { lazy } from 'react';
import { preloadDialog } from '../ui/lazyDialog.ts';
import { OnFirstOpen } from '../ui/OnFirstOpen.tsx';
import { useFlow } from './shopHooks.ts';

// The modal's code is asked for with the wizard's, not once the wizard has rendered it.
const AddToCartDialog = lazy(() => {
  preloadDialog();
  return import('./AddToCartDialog.tsx');
});

/**
 * The Jain and add-on modals of ADD and Customize (AddToCartDialog). Their code, the dialog's among it, loads the
 * first time the add-to-cart machine asks for a choice, not with the menu or the cart: a dish without choices never
 * loads it.
 */
export function AddToCartWizard() {
  const flow = useFlow('addToCart');
  const asking = useSelector(flow, (snapshot) => snapshot?.matches('steps') ?? false);
  return flow ? <OnFirstOpen dialog={AddToCartDialog} props={{ open: asking }} /> : null;
}
