import { lazy } from 'react';
import type { ModalProps } from './ModalDialog.tsx';
import { OnFirstOpen } from './OnFirstOpen.tsx';

// Like Panel: Radix Dialog loads with the first modal that opens.
const ModalDialog = lazy(() => import('./ModalDialog.tsx'));

/** A centred dialog (ModalDialog), loaded on its first opening. */
export function Modal(props: ModalProps) {
  return <OnFirstOpen dialog={ModalDialog} props={props} />;
}
