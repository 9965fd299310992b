import { createActor } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine.ts';
import { authEffects, readStoredAuthToken } from './authEffects.ts';
import { inspectForViewer } from './liveFlows.ts';

/** The sign-in flow's actor; its module loads with the panels, on the first Sign In or My Account. */
export const authActor = createActor(authMachine.provide(authEffects), {
  input: { authToken: readStoredAuthToken() },
  inspect: inspectForViewer,
}).start();
