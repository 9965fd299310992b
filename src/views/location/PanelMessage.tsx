import { useSelector } from '@xstate/react';
import { useLocationActor } from '../../app/shopHooks.ts';
import { FormMessage } from '../../ui/Form.tsx';

/** The panel's message ('please select city', 'Please enter area / city', ...); `otherwise` when it has none. */
export function PanelMessage({ otherwise = null }: { otherwise?: string | null }) {
  const locationActor = useLocationActor();
  return <FormMessage>{useSelector(locationActor, (snapshot) => snapshot.context.error) ?? otherwise}</FormMessage>;
}
