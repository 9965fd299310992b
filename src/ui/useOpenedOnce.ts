import { useState } from 'react';

/**
 * True from the first render in which `open` is true: a dialog's code loads when it first opens, and
 * stays mounted after, so its closing animation and focus return still run.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
