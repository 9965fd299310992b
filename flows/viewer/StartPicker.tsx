import { useId } from 'react';
import { Button } from '../../src/ui/Button.tsx';
import * as form from '../../src/ui/form.css.ts';
import * as styles from './panels.css.ts';
import type { Simulator } from './simulator.ts';

/** Where the run starts (signed in or not…) and Restart: shared by the simulator and the path explorer. */
export function StartPicker({ simulator }: { simulator: Simulator }) {
  const id = useId();
  const { starts } = simulator.model;
  const current = simulator.simulation.start;
  return (
    <div className={styles.controls}>
      <div className={form.field}>
        <label htmlFor={id} className={form.label}>
          Start
        </label>
        <select
          id={id}
          className={form.select}
          value={starts.indexOf(current)}
          disabled={starts.length === 1}
          onChange={(event) => simulator.restart(starts[Number(event.target.value)])}
        >
          {starts.map((start, index) => (
            <option key={start.name} value={index}>
              {start.name}
            </option>
          ))}
        </select>
      </div>
      <Button variant="outline" onClick={() => simulator.restart()}>
        Restart
      </Button>
    </div>
  );
}
