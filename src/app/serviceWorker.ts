import { toast } from '../ui/toast.ts';

/** The generated worker (scripts/lib/pwa.ts, registerType 'prompt') takes over when it receives this. */
const SKIP_WAITING = { type: 'SKIP_WAITING' };

/** A new version of the app is installed and waits for the customer's word: Reload lets it take over. */
function offer(worker: ServiceWorker): void {
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload());
    worker.postMessage(SKIP_WAITING);
  };
  toast.action({ id: 'app-update', message: 'A new version is available:', label: 'Reload', act: reload });
}

/**
 * Registers the production build's service worker; main.tsx loads this module once the page has loaded, so
 * it takes nothing from the first screen. The first install simply takes the page (clientsClaim); a later
 * version waits beside the running one until the customer says Reload.
 */
export async function registerServiceWorker(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/sw.js');
  // Installed on an earlier visit and still waiting: every page of the old version offers it.
  if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
    });
  });
}
