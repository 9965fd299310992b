import { lazy } from 'react';

const loadDialog = () => import('./Dialog.tsx');

/** The modal or panel (Dialog.tsx), whose code loads with the first one that opens (OnFirstOpen). */
export const LazyDialog = lazy(loadDialog);

/** Starts loading the dialog's code for a modal or panel about to open (the module loader asks for it once). */
export function preloadDialog(): void {
  void loadDialog();
}
