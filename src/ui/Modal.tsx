import { lazy } from 'react';
import type { ModalProps } from './ModalDialog.tsx';
import { OnFirstOpen } from './OnFirstOpen.tsx';

// Like Panel: Radix Dialog loads with the first modal that opens, or earlier when asked (preloadModal).
const loadModalDialog = () => import('./ModalDialog.tsx');
const ModalDialog = lazy(loadModalDialog);

/** Starts loading the modal's code for a modal about to open (the module loader asks for it once). */
export function preloadModal(): void {
  void loadModalDialog();
}

/** A centred dialog (ModalDialog), loaded on its first opening. */
export function Modal(props: ModalProps) {
  return <OnFirstOpen dialog={ModalDialog} props={props} />;
}
