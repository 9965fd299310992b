import { SelectField } from '../../src/ui/Form.tsx';
import { RadioChoices } from '../../src/ui/RadioChoices.tsx';
import { stateNames } from '../graph/coverage.ts';
import type { FlowEntry } from '../index.ts';
import { type PathKind, type PathQuery, SIMPLE_PATHS_BUDGET_MS, SIMPLE_PATHS_MAX } from './explore.ts';
import { PathItem } from './PathItem.tsx';
import * as styles from './panels.css.ts';
import { StartPicker } from './StartPicker.tsx';
import type { Simulator } from './simulator.ts';
import { type Paths, usePaths } from './usePaths.ts';

interface PathsPanelProps {
  entry: FlowEntry;
  simulator: Simulator;
  query: PathQuery;
  onQuery: (query: PathQuery) => void;
}

const KINDS = [
  { value: 'shortest', label: 'Shortest' },
  { value: 'simple', label: 'Simple' },
] as const;

function explanation({ kind, target }: PathQuery, name: (id: string) => string): string {
  if (kind === 'shortest')
    return target === null
      ? 'The quickest way into each state from the start.'
      : `The quickest way into ${name(target)}, and into each state inside it.`;
  return target === null
    ? 'Choose a state, here or by clicking it on the diagram, to list the ways into it.'
    : `The ways into ${name(target)} that pass through no state twice, shortest first.`;
}

function count(paths: Extract<Paths, { status: 'found' }>, start: string, target: string | null): string {
  if (paths.paths.length === 0) return `No path from “${start}” reaches ${target ?? 'a state'}: try another start.`;
  const found = `${paths.paths.length} ${paths.paths.length === 1 ? 'path' : 'paths'}`;
  if (paths.complete) return found;
  if (paths.paths.length === SIMPLE_PATHS_MAX) return `The first ${SIMPLE_PATHS_MAX} of more.`;
  return `${found}: the ones found in ${SIMPLE_PATHS_BUDGET_MS / 1000} s; there are more.`;
}

/** The paths xstate/graph generates for the machine from the chosen start, each playable on the diagram. */
export function PathsPanel({ entry, simulator, query, onQuery }: PathsPanelProps) {
  const { machine, starts } = simulator.model;
  const start = starts.indexOf(simulator.simulation.start);
  const paths = usePaths(entry, start, query);
  const name = (state: string) => state.slice(machine.id.length + 1);

  return (
    <>
      <StartPicker simulator={simulator} />
      <div className={styles.controls}>
        <RadioChoices<PathKind>
          label="Kind of paths"
          value={query.kind}
          options={KINDS}
          onValueChange={(kind) => onQuery({ ...query, kind })}
        />
        <SelectField
          label="Into"
          value={query.target ?? ''}
          onValue={(target) => onQuery({ ...query, target: target || null })}
          placeholder="every state"
          choices={stateNames(machine).map((state) => ({ value: state, label: name(state) }))}
        />
      </div>
      <p className={styles.muted}>{explanation(query, name)}</p>
      {paths.status === 'finding' && <p role="status">Finding paths…</p>}
      {paths.status === 'failed' && <p role="alert">The paths could not be found: {paths.message}</p>}
      {paths.status === 'found' && (query.kind === 'shortest' || query.target !== null) && (
        <>
          <p role="status">{count(paths, simulator.simulation.start.name, query.target && name(query.target))}</p>
          <ol className={styles.paths}>
            {paths.paths.map((path, index) => (
              <PathItem key={path.steps.join('\n')} number={index + 1} path={path} simulator={simulator} name={name} />
            ))}
          </ol>
        </>
      )}
    </>
  );
}
