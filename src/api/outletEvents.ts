import { API_BASE } from '../../contract/constants.ts';
import { readEventStream } from './liveEvents.ts';

// Apart from the outlet calls: the stream's reader and its parser load with the menu page that follows an outlet,
// not with the first screen, which reads the outlet.

/**
 * Follows the outlet's event stream (no sign-in): `onOpen` once connected, `onChange` for each switch the staff
 * make (the outlet closed or opened, delivery or take away paused, a dish sold out or back) or a `resync`, after
 * which the menu must be read again too. Resolves when the server ends the stream.
 */
export function watchOutlet(
  storeId: string,
  { onOpen, onChange }: { onOpen: () => void; onChange: () => void },
  signal: AbortSignal,
) {
  return readEventStream(
    `${API_BASE}/outlet/${encodeURIComponent(storeId)}/events`,
    null,
    {
      onOpen,
      onEvent: (name) => {
        if (name === 'outlet' || name === 'resync') onChange();
      },
    },
    signal,
  );
}
