import type { Outlet } from '../../../contract/outlet.ts';
import { opensAt } from '../../../contract/outletMessages.ts';

/** 'Opens at 11:00 AM' for an outlet closed now (the server says whether it is open); null while it is open. */
export const opensAtWhenClosed = (outlet: Outlet): string | null => (outlet.isOpen ? null : opensAt(outlet.fromTime));
