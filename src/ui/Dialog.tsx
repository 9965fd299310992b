import { X } from 'lucide';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Dialog.css.ts';
import { Icon } from './Icon.tsx';
import { raiseTopLayers } from './TopLayer.tsx';
import { useToastsClearOf } from './toastPlacement.ts';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: string;
  /** False while the visitor must finish it: no close button, Escape and clicks outside do nothing. */
  dismissible?: boolean;
  children: ReactNode;
  /** Buttons under the scrolling body, e.g. Clear All and Apply. */
  footer?: ReactNode;
}

/** A centred dialog (Modal). */
export type ModalProps = Omit<DialogProps, 'dismissible'>;

/** A slide-in panel from the right (Panel). */
export type PanelProps = Omit<DialogProps, 'footer'>;

/**
 * The browser's modal `<dialog>`, a modal or a panel: shown in the top layer, it makes the rest of the page inert (the
 * focus stays in it and screen readers read it alone), closes on Escape and on a click outside (`closedby`) and gives
 * the focus back to what had it. Its contents mount once it is shown, so that a field's `autoFocus` finds it open;
 * until then the focus is on the dialog itself. It is rendered into the body, out of a page made inert behind the
 * location panel.
 */
export default function Dialog({
  variant,
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  children,
  footer,
}: DialogProps & { variant: 'modal' | 'panel' }) {
  const ref = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const descriptionId = useId();
  useToastsClearOf(ref, shown && variant === 'panel');
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      raiseTopLayers();
    }
    if (!open && dialog.open) dialog.close();
    setShown(open);
  }, [open]);
  // Taken away while open (its flow has moved on): closed first, so that the focus goes back to what had it.
  useLayoutEffect(() => {
    const dialog = ref.current;
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return createPortal(
    <dialog
      ref={ref}
      className={styles.surface({ variant })}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      closedby={dismissible ? 'any' : 'none'}
      // Escape or a click outside: said at once, where `close` comes a task later, after a key pressed meanwhile
      // (Enter on the button that opened it, say), which the flow, still in the dialog, would have ignored.
      onCancel={(event) => (dismissible ? onOpenChange(false) : event.preventDefault())}
      onClose={(event) => {
        // Closed by the browser otherwise, not by a change of `open`.
        if (open && !event.currentTarget.open) onOpenChange(false);
      }}
    >
      {shown && (
        <>
          <div className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              )}
            </div>
            {dismissible && (
              <button
                type="button"
                className={styles.closeButton}
                aria-label="Close"
                onClick={() => onOpenChange(false)}
              >
                <Icon icon={X} />
              </button>
            )}
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </>
      )}
    </dialog>,
    document.body,
  );
}
