import { useSelector } from '@xstate/react';
import { locationActor } from '../../app/actors.ts';
import { FormMessage } from '../../ui/Form.tsx';

/** The panel's message ('please select city', 'Please enter area / city', ...). */
export function PanelMessage() {
  return <FormMessage>{useSelector(locationActor, (snapshot) => snapshot.context.error)}</FormMessage>;
}
