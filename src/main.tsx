import './ui/global.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { whenStoredSessionRefused } from './api/client.ts';
import { firstPaint } from './app/firstPaint.ts';
import { listenForViewer } from './app/liveFlows.ts';
import { router } from './app/router.tsx';
import { markUncaughtError } from './ui/uncaughtError.ts';

// index.html has it, and createRoot throws without it ('Target container is not a DOM element'): a check of our own
// would only add to the first screen's script.
const container = document.getElementById('root') as HTMLElement;

listenForViewer();
// Rare: its note's code loads when it happens.
whenStoredSessionRefused(() => void import('./app/sessionRefused.ts').then((session) => session.sayRefusedSession()));
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  // Once the page has loaded and painted its first content: the worker and what it downloads wait for the first screen.
  window.addEventListener('load', async () => {
    await firstPaint();
    const sw = await import('./app/serviceWorker.ts');
    sw.registerServiceWorker();
  });
}
// In a transition React renders the first screen in slices of a few milliseconds, yielding to the browser between
// them, instead of in one long task (half a second at a phone's speed): input is never held that long.
const root = createRoot(container, { onUncaughtError: markUncaughtError(container) });
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
