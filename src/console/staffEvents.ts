import { STAFF_API_BASE } from '../../contract/staff.ts';
import { readEventStream } from '../api/liveEvents.ts';

export interface StaffEventHandlers {
  onOpen: () => void;
  /** An order or the outlet changed ('order', 'outlet', or 'resync' when the server lost track). */
  onEvent: () => void;
}

/** Reads `GET /staff/events` as this member of staff until it ends, goes silent or `signal` aborts it. */
export function readStaffEvents(session: string, handlers: StaffEventHandlers, signal: AbortSignal) {
  return readEventStream(
    `${STAFF_API_BASE}/events`,
    session,
    { onOpen: handlers.onOpen, onEvent: () => handlers.onEvent() },
    signal,
  );
}
