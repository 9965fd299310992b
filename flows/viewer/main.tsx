import '../../src/ui/global.css.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { FlowsPage } from './FlowsPage.tsx';

/**
 * The flow viewer is a page of its own (flows/viewer/index.html, served for /flows and /flows/:id): a tool for
 * product owners and testers, built apart from the shop (contract/entryPages.ts).
 */
const router = createBrowserRouter([
  { path: '/flows', Component: FlowsPage },
  { path: '/flows/:id', Component: FlowsPage },
]);

const container = document.getElementById('root');
if (!container) throw new Error('flows/viewer/index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
