import { Button } from '../../src/ui/Button.tsx';
import * as styles from './panels.css.ts';
import type { Simulator } from './simulator.ts';
import type { ListedPath } from './usePaths.ts';

interface PathItemProps {
  number: number;
  path: ListedPath;
  simulator: Simulator;
  /** A state's name without the machine's id. */
  name: (state: string) => string;
}

/** One path as numbered steps and the state it ends in; played on the simulator a step at a time or all at once. */
export function PathItem({ number, path, simulator, name }: PathItemProps) {
  const { script, playing } = simulator;
  const loaded = script?.events === path.events ? script : null;
  const finished = loaded !== null && loaded.played === path.events.length;
  const load = () => simulator.load(simulator.simulation.start, path.events);
  const reaches = path.reaches.map(name).join(', ');

  return (
    <li className={styles.path} aria-label={`Path ${number}`} aria-current={loaded ? 'true' : undefined}>
      <div className={styles.pathHead}>
        <strong>
          Path {number}: {path.steps.length === 0 ? 'the start itself' : `${path.steps.length} steps`}
        </strong>
        {!loaded && (
          <Button size="sm" variant="outline" onClick={load}>
            Play
          </Button>
        )}
      </div>
      {path.steps.length > 0 && (
        <ol className={styles.steps}>
          {path.steps.map((step, index) => (
            <li
              // A path's steps never move: a position is an identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              key={index}
              className={loaded && index < loaded.played ? styles.played : undefined}
              aria-current={loaded && index === loaded.played - 1 ? 'step' : undefined}
            >
              {step}
            </li>
          ))}
        </ol>
      )}
      <p className={styles.reaches}>Reaches {reaches}</p>
      {loaded && (
        <div className={styles.controls}>
          <Button size="sm" onClick={() => void simulator.next()} disabled={finished || playing}>
            Step
          </Button>
          <Button size="sm" onClick={() => void simulator.playAll()} disabled={finished || playing}>
            Play all
          </Button>
          <Button size="sm" variant="outline" onClick={load}>
            Reset
          </Button>
        </div>
      )}
    </li>
  );
}
