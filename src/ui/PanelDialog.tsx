import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './dialog.css.ts';
import { withoutDescription } from './dialogProps.ts';
import { CloseIcon } from './icons.tsx';
import { content } from './PanelDialog.css.ts';

export interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** False while the visitor must finish the panel: no close button, Escape and outside clicks do nothing. */
  dismissible?: boolean;
  children: ReactNode;
}

const stay = (event: Event) => event.preventDefault();

/** A slide-in panel from the right, with Radix Dialog's focus trap, Escape and aria. */
export default function PanelDialog({
  open,
  onOpenChange,
  title,
  description,
  dismissible = true,
  children,
}: PanelProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={content}
          {...withoutDescription(description)}
          onEscapeKeyDown={dismissible ? undefined : stay}
          onInteractOutside={dismissible ? undefined : stay}
        >
          <div className={styles.header}>
            <div>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description && <Dialog.Description className={styles.description}>{description}</Dialog.Description>}
            </div>
            {dismissible && (
              <Dialog.Close className={styles.closeButton} aria-label="Close">
                <CloseIcon />
              </Dialog.Close>
            )}
          </div>
          <div className={styles.body}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
