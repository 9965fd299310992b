import type { StaffBoard, StaffOutlet } from '../../contract/staff.ts';
import { staffById } from '../db/queries/staff.ts';
import { boardOrders, boardOutlet } from '../db/queries/staffBoard.ts';
import type { StoreDeps } from '../deps.ts';
import { startOfKolkataDay } from '../domain/kolkataDay.ts';

/** What the console's board shows a member of staff: their outlets, and those outlets' orders of the day. */
export async function readStaffBoard({ db, clock }: StoreDeps, staffId: string): Promise<StaffBoard | null> {
  const now = clock();
  const member = await staffById(db, staffId);
  if (!member) return null;
  const outlets: StaffOutlet[] = [];
  for (const id of member.outlet_ids) {
    const outlet = await boardOutlet(db, id, now);
    if (outlet) outlets.push(outlet);
  }
  return {
    staff: { mobile_number: member.mobile_number, name: member.name },
    outlets,
    orders: await boardOrders(db, member.outlet_ids, startOfKolkataDay(now)),
    serverTime: now.toISOString(),
  };
}
