import * as MESSAGES from '../../contract/messages.ts';
import type { OutletAvailability } from '../../contract/staff.ts';
import { announce } from '../db/queries/liveEvents.ts';
import { lockOutletControls, saveOutletControls } from '../db/queries/outletControls.ts';
import type { StoreDeps } from '../deps.ts';
import { isOutletOpen, overrideFor, overrideInForce } from '../domain/openingHours.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface OutletAvailabilityChange {
  /** The outlets the member of staff works at: any other is not found, for them. */
  staffOutletIds: readonly string[];
  outletId: string;
  /** Open or close now, until the next opening by the hours; absent: unchanged. */
  open?: boolean;
  /** Take delivery or take-away orders, or pause them; absent: unchanged. */
  delivery?: boolean;
  pickup?: boolean;
}

/**
 * Opens or closes the outlet now, or pauses an order type, and tells every server (a live event in the same
 * transaction). Customers read the outlet from the database, so the next call of any of them sees it.
 */
export function setOutletAvailability(
  { db, clock }: StoreDeps,
  { staffOutletIds, outletId, open, delivery, pickup }: OutletAvailabilityChange,
): Promise<{ outlet: OutletAvailability } | Refusal<404>> {
  const now = clock();
  return db.transaction(async (tx) => {
    const current = staffOutletIds.includes(outletId) ? await lockOutletControls(tx, outletId) : null;
    if (!current) return refuse(404, MESSAGES.outletNotFound);
    const override =
      open === undefined
        ? { openOverride: current.openOverride, until: current.openOverrideUntil }
        : overrideFor(open, current, now);
    const controls = {
      ...current,
      openOverride: override.openOverride,
      openOverrideUntil: override.until,
      delivery: delivery ?? current.delivery,
      pickup: pickup ?? current.pickup,
    };
    await saveOutletControls(tx, outletId, controls);
    await announce(tx, { kind: 'outlet', outletId });
    return {
      outlet: {
        id: outletId,
        isOpen: isOutletOpen(controls, now),
        openOverride: overrideInForce(controls, now),
        delivery: controls.delivery,
        pickup: controls.pickup,
      },
    };
  });
}
