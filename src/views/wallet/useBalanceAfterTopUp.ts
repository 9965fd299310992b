import { useEffect, useState } from 'react';
import type { Profile } from '../../../contract/auth.ts';
import { ShopContext } from '../../app/ShopProvider.tsx';
import { useProfile, useShopSend } from '../../app/shopHooks.ts';

/** The wallet's balance once a top-up is in it: being read, read, or not to be had (the read failed). */
export type BalanceAfterTopUp = { state: 'reading' } | { state: 'read'; amount: number } | { state: 'unknown' };

/**
 * The wallet's balance with the top-up in it, once `credited`. The profile the shop read when the page opened
 * may be from before the money came (a payment the bank confirmed while the page waited, or one the page's own
 * read settled), so the shop reads it again (its 'profile.refresh', which the header's account panel shows too),
 * and only the profile read after that counts.
 */
export function useBalanceAfterTopUp(credited: boolean): BalanceAfterTopUp {
  const profile = useProfile();
  const send = useShopSend();
  const readFailed = ShopContext.useSelector((snapshot) => snapshot.can({ type: 'profile.retry' }));
  // The profile in hand when the shop was asked to read it again; null until asked.
  const [askedWith, setAskedWith] = useState<{ profile: Profile | null } | null>(null);

  useEffect(() => {
    if (!credited || askedWith !== null) return;
    setAskedWith({ profile });
    send({ type: 'profile.refresh' });
  }, [credited, askedWith, profile, send]);

  if (askedWith === null) return { state: 'reading' };
  if (profile !== null && profile !== askedWith.profile) return { state: 'read', amount: profile.wallet };
  return readFailed ? { state: 'unknown' } : { state: 'reading' };
}
