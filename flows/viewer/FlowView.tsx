import { useCallback, useId, useMemo, useState } from 'react';
import { chartOf } from '../graph/chart.ts';
import type { FlowEntry } from '../index.ts';
import { DiagramPane } from './DiagramPane.tsx';
import type { PathQuery } from './explore.ts';
import * as styles from './flows.css.ts';
import { LivePanel } from './LivePanel.tsx';
import { liveStateIds } from './liveStates.ts';
import { PathsPanel } from './PathsPanel.tsx';
import { SimulatorPanel } from './SimulatorPanel.tsx';
import type { LiveActor } from './useLiveFlows.ts';
import { useSimulator } from './useSimulator.ts';

export type Tool = 'simulator' | 'paths' | 'live';

const TOOLS: readonly { value: Tool; label: string }[] = [
  { value: 'simulator', label: 'Simulator' },
  { value: 'paths', label: 'Paths' },
  { value: 'live', label: 'Live' },
];

interface FlowViewProps {
  entry: FlowEntry;
  live: readonly LiveActor[];
  tool: Tool;
  onTool: (tool: Tool) => void;
}

/**
 * One flow: its diagram beside the tools. The diagram highlights the simulator's state, or with Live
 * chosen, the states of the shop's running actors of this flow.
 */
export function FlowView({ entry, live, tool, onTool }: FlowViewProps) {
  const id = useId();
  const simulator = useSimulator(entry.model);
  const chart = useMemo(() => chartOf(entry.machine), [entry]);
  const [query, setQuery] = useState<PathQuery>({ kind: 'shortest', target: null });
  const showLive = tool === 'live';
  const liveHere = live.filter((actor) => actor.machineId === entry.machine.id);
  const active = showLive ? liveStateIds(entry.machine, liveHere) : new Set(simulator.simulation.activeStates());
  // A state clicked on the diagram: how to get there.
  const showPathsInto = useCallback(
    (state: string) => {
      setQuery((current) => ({ ...current, target: state }));
      onTool('paths');
    },
    [onTool],
  );

  return (
    <main className={styles.flow}>
      <div>
        <h2 className={styles.flowTitle}>{entry.title}</h2>
        <p className={styles.muted}>{entry.description}</p>
      </div>
      <div className={styles.work}>
        <DiagramPane
          chart={chart}
          active={active}
          activeEdge={showLive ? undefined : simulator.lastEdge()}
          onStateClick={showPathsInto}
        />
        <section className={styles.tools} aria-label="Tools">
          <div role="tablist" aria-label="Tools" className={styles.tabs}>
            {TOOLS.map(({ value, label }) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`${id}-${value}`}
                aria-selected={tool === value}
                aria-controls={`${id}-panel`}
                className={styles.tab}
                onClick={() => onTool(value)}
              >
                {label}
                {value === 'live' && live.length > 0 && ` (${live.length})`}
              </button>
            ))}
          </div>
          <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tool}`} className={styles.panel}>
            {tool === 'simulator' && <SimulatorPanel simulator={simulator} />}
            {tool === 'paths' && <PathsPanel entry={entry} simulator={simulator} query={query} onQuery={setQuery} />}
            {tool === 'live' && <LivePanel entry={entry} live={live} />}
          </div>
        </section>
      </div>
    </main>
  );
}
