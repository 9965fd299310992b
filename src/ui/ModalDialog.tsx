import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './dialog.css.ts';
import { withoutDescription } from './dialogProps.ts';
import { CloseIcon } from './icons.tsx';
import { content } from './ModalDialog.css.ts';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons under the scrolling body, e.g. Clear All and Apply. */
  footer?: ReactNode;
}

/** A centred dialog with Radix Dialog's focus trap, Escape and aria. */
export default function ModalDialog({ open, onOpenChange, title, description, children, footer }: ModalProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={content} {...withoutDescription(description)}>
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
            </div>
            <Dialog.Close className={styles.closeButton} aria-label="Close">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.body}>{children}</div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
