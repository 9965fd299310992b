import type { ReactNode } from 'react';
import { TitledSection } from '../../src/ui/TitledSection.tsx';
import * as styles from './panels.css.ts';

/** A titled part of a panel, named by its title for assistive technology (and the end-to-end tests). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <TitledSection title={title} level={3} className={styles.section} headingClassName={styles.heading}>
      {children}
    </TitledSection>
  );
}
