import type { ModalProps } from './Dialog.tsx';
import { LazyDialog } from './lazyDialog.ts';
import { OnFirstOpen } from './OnFirstOpen.tsx';

/** A centred dialog, loaded on its first opening. */
export function Modal(props: ModalProps) {
  return <OnFirstOpen dialog={LazyDialog} props={{ ...props, variant: 'modal' }} />;
}
