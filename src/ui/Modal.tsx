import { lazy, Suspense } from 'react';
import type { ModalProps } from './ModalDialog.tsx';
import { useOpenedOnce } from './useOpenedOnce.ts';

// Like Panel: Radix Dialog loads with the first modal that opens.
const ModalDialog = lazy(() => import('./ModalDialog.tsx'));

/** A centred dialog (ModalDialog), loaded on its first opening. */
export function Modal(props: ModalProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
