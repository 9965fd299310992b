import { useNavigate } from 'react-router';
import { type FlowEntry, flows } from '../index.ts';
import { ContextBlock } from './ContextBlock.tsx';
import { valueText } from './displayText.ts';
import { PanelSection } from './PanelSection.tsx';
import * as styles from './panels.css.ts';
import type { LiveActor } from './useLiveFlows.ts';

const flowOf = (actor: LiveActor) => flows.find((entry) => entry.machine.id === actor.machineId);
const order = (actor: LiveActor) => flows.findIndex((entry) => entry.machine.id === actor.machineId);

/** The actors running in the shop's tabs now, each with its state; the chosen flow's are drawn on the diagram. */
export function LivePanel({ entry, live }: { entry: FlowEntry; live: readonly LiveActor[] }) {
  const navigate = useNavigate();
  const sorted = [...live].sort((a, b) => order(a) - order(b));
  const here = sorted.filter((actor) => actor.machineId === entry.machine.id);
  return (
    <>
      <p>
        Open the shop in another tab of this browser (same address); its flows appear here as you click.{' '}
        <a href="/" target="_blank" rel="noopener">
          Open the shop
        </a>
      </p>
      <PanelSection title="Running in the shop">
        {sorted.length === 0 ? (
          <p className={styles.muted}>No shop tab has reported yet.</p>
        ) : (
          <ul className={styles.liveList}>
            {sorted.map((actor) => {
              const flow = flowOf(actor);
              return (
                <li key={actor.sessionId}>
                  <button
                    type="button"
                    className={styles.liveActor}
                    aria-current={flow === entry ? 'true' : undefined}
                    onClick={() => flow && navigate(`/flows/${flow.id}`)}
                  >
                    <span className={styles.liveTitle}>
                      {flow?.title ?? actor.machineId}
                      <span className={styles.muted}>actor {actor.sessionId}</span>
                    </span>
                    <span className={styles.state}>{valueText(actor.value)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </PanelSection>
      {here.map((actor) => (
        <PanelSection key={actor.sessionId} title="Context">
          <p className={styles.muted}>Of actor {actor.sessionId}, as the shop last reported it.</p>
          <ContextBlock context={actor.context} />
        </PanelSection>
      ))}
    </>
  );
}
