import { lazy, Suspense } from 'react';
import type { PanelProps } from './PanelDialog.tsx';
import { useOpenedOnce } from './useOpenedOnce.ts';

// Radix Dialog and the panel's chrome load with the first panel a visitor opens, not with the first page.
const PanelDialog = lazy(() => import('./PanelDialog.tsx'));

/** A slide-in panel from the right (PanelDialog), loaded on its first opening. */
export function Panel(props: PanelProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <PanelDialog {...props} />
    </Suspense>
  );
}
