import { type ComponentType, Suspense, useState } from 'react';

/**
 * True from the first render in which `open` is true: a dialog's code loads when it first opens, and
 * stays mounted after, so its closing animation and focus return still run.
 */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

interface OnFirstOpenProps<Props extends { open: boolean }> {
  /** A lazy component: its code loads with its first rendering. */
  dialog: ComponentType<Props>;
  props: Props;
}

/** The dialog, rendered (so its code loaded) from the first time it is open, not with the first page. */
export function OnFirstOpen<Props extends { open: boolean }>({ dialog: Dialog, props }: OnFirstOpenProps<Props>) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
