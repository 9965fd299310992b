import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../../contract/constants.ts';
import { useToastShown } from './toast.ts';

const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

/** Where toasts show: top right, 3 s (spec); mounted with the first toast. */
export function Toasts() {
  if (!useToastShown()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" toastOptions={{ duration: TOAST_DURATION_MS }} />
    </Suspense>
  );
}
