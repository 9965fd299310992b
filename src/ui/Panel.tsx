import type { PanelProps } from './Dialog.tsx';
import { LazyDialog } from './lazyDialog.ts';
import { OnFirstOpen } from './OnFirstOpen.tsx';

/** A slide-in panel from the right, loaded on its first opening. */
export function Panel(props: PanelProps) {
  return <OnFirstOpen dialog={LazyDialog} props={{ ...props, variant: 'panel' }} />;
}
