import { type ReactNode, useEffect, useRef } from 'react';
import { layer } from './TopLayer.css.ts';

const raisers = new Set<() => void>();

/** Brings every TopLayer above the dialog that has just opened: the browser shows the latest of its top layer on top. */
export function raiseTopLayers(): void {
  for (const raise of raisers) raise();
}

/**
 * What must show over an open dialog (the toasts, the offline banner): a manual popover in the browser's top layer,
 * put back on top each time a dialog opens. It only informs: clicks go through it.
 */
export function TopLayer({ className, children }: { className: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const raise = () => {
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    };
    raise();
    raisers.add(raise);
    return () => {
      raisers.delete(raise);
    };
  }, []);
  return (
    <div ref={ref} popover="manual" className={`${layer} ${className}`}>
      {children}
    </div>
  );
}
