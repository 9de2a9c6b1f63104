import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, Dashboard, RESOURCE_VIEWS } from './App';
import { preloadRoute } from './preloadRoute';

const root = createRoot(document.getElementById('root') as HTMLElement);
// The screen of the address first (preloadRoute.ts), then the first render.
void preloadRoute(window.location.pathname, RESOURCE_VIEWS, Dashboard).finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
