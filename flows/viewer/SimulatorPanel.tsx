import type { AnyEventObject } from 'xstate';
import { Button } from '../../src/ui/Button.tsx';
import { describeStep } from '../graph/steps.ts';
import { ContextBlock } from './ContextBlock.tsx';
import { answerText, effectText, valueText, waitText } from './displayText.ts';
import { PanelSection } from './PanelSection.tsx';
import * as styles from './panels.css.ts';
import { StartPicker } from './StartPicker.tsx';
import type { Simulator } from './simulator.ts';

/** A button per step the machine can take here, named by `label`. */
function StepButtons<Step extends AnyEventObject>({
  steps,
  label,
  onStep,
}: {
  steps: readonly Step[];
  label: (step: Step) => string;
  onStep: (step: Step) => void;
}) {
  return (
    <div className={styles.actions}>
      {steps.map((step) => (
        <Button key={label(step)} variant="outline" size="sm" onClick={() => onStep(step)}>
          {label(step)}
        </Button>
      ))}
    </div>
  );
}

/**
 * The machine run by hand: its sample events as buttons, the actors it waits on with their sample
 * answers, its timers, and what it holds and did.
 */
export function SimulatorPanel({ simulator }: { simulator: Simulator }) {
  const { simulation } = simulator;
  const { machine } = simulator.model;
  const { snapshot } = simulation;
  const events = simulation.events();
  const pending = simulation.pending();
  const timers = simulation.timers();
  const step = (event: AnyEventObject) => void simulator.step(event);

  return (
    <>
      <StartPicker simulator={simulator} />
      <PanelSection title="Now in">
        <p className={styles.state}>
          {valueText(snapshot.value)}
          {snapshot.status === 'done' && ' (the flow has ended)'}
        </p>
      </PanelSection>
      <PanelSection title="Events">
        {events.length > 0 ? (
          <StepButtons steps={events} label={(event) => describeStep(event, machine)} onStep={step} />
        ) : (
          <p className={styles.muted}>No sample event is accepted here.</p>
        )}
      </PanelSection>
      <PanelSection title="Waiting on">
        {pending.length > 0 ? (
          pending.map((call) => (
            <div key={call.id} className={styles.call}>
              <p>
                <strong>{call.id}</strong>
                {call.src !== call.id && ` (${call.src})`}{' '}
                {call.input !== undefined && (
                  <span className={styles.muted}>{effectText({ type: 'given', params: call.input }, machine)}</span>
                )}
              </p>
              <StepButtons steps={call.answers} label={(answer) => answerText(answer, machine)} onStep={step} />
            </div>
          ))
        ) : (
          <p className={styles.muted}>No actor is at work.</p>
        )}
      </PanelSection>
      {timers.length > 0 && (
        <PanelSection title="Timers">
          <StepButtons steps={timers} label={(timer) => waitText(timer, machine)} onStep={step} />
        </PanelSection>
      )}
      <PanelSection title="Context">
        <ContextBlock context={snapshot.context} />
      </PanelSection>
      <PanelSection title="Effects">
        {simulation.effects.length > 0 ? (
          <ol className={styles.steps}>
            {simulation.effects.map((effect, index) => (
              // Effects are only ever appended: a position is an identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{effectText(effect, machine)}</li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>The app has not been asked to do anything yet.</p>
        )}
      </PanelSection>
      <PanelSection title="Steps">
        {simulation.history.length > 0 ? (
          <ol className={styles.steps}>
            {simulation.history.map((taken, index) => (
              // Steps are only ever appended: a position is an identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={index}>{taken.label}</li>
            ))}
          </ol>
        ) : (
          <p className={styles.muted}>None yet: the machine is where it starts.</p>
        )}
      </PanelSection>
    </>
  );
}
