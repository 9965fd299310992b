import { useSelector } from '@xstate/react';
import { useLocationActor } from '../../app/shopHooks.ts';
import { FormMessage } from '../../ui/Form.tsx';

/** The panel's message ('please select city', 'Please enter area / city', ...). */
export function PanelMessage() {
  const locationActor = useLocationActor();
  return <FormMessage>{useSelector(locationActor, (snapshot) => snapshot.context.error)}</FormMessage>;
}
