import { type ReactNode, useId } from 'react';
import * as styles from './panels.css.ts';

/** A titled part of a panel, named by its title for assistive technology (and the end-to-end tests). */
export function PanelSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.heading}>
        {title}
      </h3>
      {children}
    </section>
  );
}
