import { createActorContext } from '@xstate/react';
import type { ReactNode } from 'react';
import { consoleMachine } from '../../machines/console/console.machine.ts';
import { readStaffSession } from '../app/storage.ts';
import { consoleWithEffects } from './consoleEffects.ts';

/** The running console, for the views; the chart without effects, so a test may provide its own. */
export const ConsoleContext = createActorContext(consoleMachine);

/** Starts the console once, with the browser's effects and the session saved on this device. */
export function ConsoleProvider({ children }: { children: ReactNode }) {
  return (
    <ConsoleContext.Provider logic={consoleWithEffects} options={{ input: { session: readStaffSession() } }}>
      {children}
    </ConsoleContext.Provider>
  );
}
