import type { OrderType } from '../../contract/constants.ts';
import type { NearestOutletAnswer } from '../../contract/outlet.ts';
import { activeOutlets } from '../db/queries/outlets.ts';
import type { StoreDeps } from '../deps.ts';
import type { Coordinates } from '../domain/distance.ts';
import { nearestOutletFor } from '../domain/nearestOutlet.ts';

/** The outlet nearest to the device that serves the order type now, as staff left it (open, paused or not). */
export async function findNearestOutlet(
  { db, clock }: StoreDeps,
  { orderType, ...device }: Coordinates & { orderType?: OrderType },
): Promise<NearestOutletAnswer> {
  return nearestOutletFor(await activeOutlets(db, clock()), device, orderType);
}
