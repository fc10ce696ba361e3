import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { prefetchToast } from './lib/toast';
import { bootstrap } from './app/bootstrap';
import { createAppRouter, preloadPageAt } from './app/router';
import './app/global.css';

bootstrap();
preloadPageAt(location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing');
const root = createRoot(container);
// A transition render yields to the browser every few milliseconds instead of blocking it for the
// whole first screen (a phone's main thread stays responsive while the page builds).
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  );
});

// Not needed to show the first screen, but an error toast must show even if the network drops later.
window.addEventListener('load', () => setTimeout(prefetchToast, 3000), { once: true });
