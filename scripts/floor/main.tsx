// The framework floor: react, react-dom, react-router's data router and an xstate machine through
// @xstate/react in a one-route app, and nothing else. The shop's first page is measured against it.
import { useMachine } from '@xstate/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { assign, setup } from 'xstate';

const counter = setup({ types: { context: {} as { count: number }, events: {} as { type: 'count' } } }).createMachine({
  context: { count: 0 },
  on: { count: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
});

function Home() {
  const [snapshot, send] = useMachine(counter);
  return (
    <main>
      <h1>Framework floor</h1>
      <button type="button" onClick={() => send({ type: 'count' })}>
        Pressed {snapshot.context.count} times
      </button>
    </main>
  );
}

const router = createBrowserRouter([{ path: '/', Component: Home }]);
const container = document.getElementById('root');
if (!container) throw new Error('no #root');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
