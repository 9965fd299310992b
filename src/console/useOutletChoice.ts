import { useCallback, useEffect, useState } from 'react';
import { readConsoleOutlet, saveConsoleOutlet } from '../app/storage.ts';
import { useConsole } from './consoleHooks.ts';
import { choiceGone, narrowedTo } from './outletChoice.ts';

export interface OutletChoice {
  /** The outlet the board is narrowed to; null: every outlet (or the board has only one). */
  outletId: string | null;
  choose: (outletId: string | null) => void;
}

/**
 * The board's outlet as last chosen on this device, kept across reloads. A choice the board, once read, no
 * longer has is dropped; before it is read (or while it cannot be) the choice waits.
 */
export function useOutletChoice(): OutletChoice {
  const [choice, setChoice] = useState(readConsoleOutlet);
  const gone = useConsole((snapshot) => choiceGone(snapshot.context.board?.outlets ?? null, choice));
  const outletId = useConsole((snapshot) => narrowedTo(snapshot.context.board?.outlets ?? null, choice));
  const choose = useCallback((next: string | null) => {
    saveConsoleOutlet(next);
    setChoice(next);
  }, []);
  useEffect(() => {
    if (gone) choose(null);
  }, [gone, choose]);
  return { outletId, choose };
}
