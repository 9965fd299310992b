import { Button } from '../../src/ui/Button.tsx';
import { SelectField } from '../../src/ui/Form.tsx';
import * as styles from './panels.css.ts';
import type { Simulator } from './simulator.ts';

/** Where the run starts (signed in or not…) and Restart: shared by the simulator and the path explorer. */
export function StartPicker({ simulator }: { simulator: Simulator }) {
  const { starts } = simulator.model;
  const current = simulator.simulation.start;
  return (
    <div className={styles.controls}>
      <SelectField
        label="Start"
        value={String(starts.indexOf(current))}
        disabled={starts.length === 1}
        onValue={(index) => simulator.restart(starts[Number(index)])}
        choices={starts.map((start, index) => ({ value: String(index), label: start.name }))}
      />
      <Button variant="outline" onClick={() => simulator.restart()}>
        Restart
      </Button>
    </div>
  );
}
