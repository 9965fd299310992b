import { createActorContext } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { shopMachine } from '../../machines/shop/shop.machine.ts';
import { inspectForViewer } from './liveFlows.ts';
import { shopWithEffects } from './shopEffects.ts';
import { readShopInput } from './storage.ts';

/** The running shop, for the hooks of hooks.ts; the chart without effects, so a test may provide its own. */
export const ShopContext = createActorContext(shopMachine);

/**
 * Starts the shop once, with the browser's effects (the router's navigation among them) and what this browser
 * has saved. Every actor it runs (its children too) reports to the flow viewer's live mode through the one
 * inspect callback.
 */
export function ShopProvider({ children }: { children: ReactNode }) {
  // The router's navigate stays the same for as long as the shop runs, which starts once.
  const navigate = useNavigate();
  const [logic] = useState(() => shopWithEffects(navigate));
  return (
    <ShopContext.Provider logic={logic} options={{ input: readShopInput(), inspect: inspectForViewer }}>
      {children}
    </ShopContext.Provider>
  );
}
