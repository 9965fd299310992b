import { useSelector } from '@xstate/react';
import { locationActor } from '../../app/actors.ts';
import * as form from '../../ui/form.css.ts';

/** The panel's message ('please select city', 'Please enter area / city', ...), read out when it appears. */
export function PanelMessage() {
  const error = useSelector(locationActor, (snapshot) => snapshot.context.error);
  return (
    <p className={form.message} role="alert">
      {error}
    </p>
  );
}
