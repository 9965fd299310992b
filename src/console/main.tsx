import '../ui/global.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { markUncaughtError } from '../ui/uncaughtError.ts';
import { unlockBell } from './bell.ts';
import { ConsoleApp } from './ConsoleApp.tsx';
import { ConsoleProvider } from './ConsoleProvider.tsx';

/**
 * The staff console is a page of its own (src/console/index.html, served for /console): nothing of it
 * loads with the shop, and it shares the shop's theme, design system and API client. It loads whole, with
 * no chunk to come later that a dropped connection or a new deployment could keep from it.
 */
const container = document.getElementById('root');
if (!container) throw new Error('src/console/index.html has no #root element');
unlockBell();
createRoot(container, { onUncaughtError: markUncaughtError(container) }).render(
  <StrictMode>
    <ConsoleProvider>
      <ConsoleApp />
    </ConsoleProvider>
  </StrictMode>,
);
