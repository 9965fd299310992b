import { useState } from 'react';
import { useParams } from 'react-router';
import { flows } from '../index.ts';
import { FlowList } from './FlowList.tsx';
import { FlowView, type Tool } from './FlowView.tsx';
import * as styles from './flows.css.ts';
import { useLiveFlows } from './useLiveFlows.ts';

/**
 * /flows and /flows/:id, the flow viewer: every machine of the storefront with its diagram, a simulator,
 * the generated paths and the shop's live actors. For product owners and testers; outside the shop's layout.
 */
export function FlowsPage() {
  const { id } = useParams();
  const entry = id === undefined ? flows[0] : flows.find((candidate) => candidate.id === id);
  const live = useLiveFlows();
  const [tool, setTool] = useState<Tool>('simulator');
  const liveCounts = new Map<string, number>();
  for (const actor of live) liveCounts.set(actor.machineId, (liveCounts.get(actor.machineId) ?? 0) + 1);

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>Flows of the shop</h1>
          <p className={styles.muted}>
            Each flow of the storefront is a state machine: see its chart, run it by hand, replay the paths generated
            from it, and watch the shop's own flows live.
          </p>
        </div>
        {/* The shop is another page of the site, not a route of the viewer. */}
        <a href="/" className={styles.back}>
          ← Back to the shop
        </a>
      </header>
      <div className={styles.layout}>
        <aside className={styles.side}>
          <FlowList selected={entry} liveCounts={liveCounts} />
        </aside>
        {entry ? (
          <FlowView key={entry.id} entry={entry} live={live} tool={tool} onTool={setTool} />
        ) : (
          <main className={styles.flow}>
            <p role="alert">There is no flow called “{id}”. Choose one from the list.</p>
          </main>
        )}
      </div>
    </div>
  );
}
