import { lazy } from 'react';
import { OnFirstOpen } from './OnFirstOpen.tsx';
import type { PanelProps } from './PanelDialog.tsx';

// Radix Dialog and the panel's chrome load with the first panel a visitor opens, not with the first page.
const loadPanelDialog = () => import('./PanelDialog.tsx');
const PanelDialog = lazy(loadPanelDialog);

/** Starts loading the panel's code for a panel about to open whose own code loads first (the module loader asks once). */
export function preloadPanel(): void {
  void loadPanelDialog();
}

/** A slide-in panel from the right (PanelDialog), loaded on its first opening. */
export function Panel(props: PanelProps) {
  return <OnFirstOpen dialog={PanelDialog} props={props} />;
}
