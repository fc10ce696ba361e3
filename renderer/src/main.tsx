import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router';
import { prefetchToast } from './lib/toast';
import { afterFirstScreen } from './lib/idle/after-first-screen';
import { bootstrap } from './app/bootstrap';
import { createAppRouter, preloadCurrentPage, whenRouterReady } from './app/router';
import { prefetchRouteAreasWhenIdle } from './app/route-discovery';
import './app/global.css';

/** How long the splash waits for the first page's module before the shell shows its loading state. */
const PAGE_WAIT_MS = 3000;

const settledWithin = (loading: Promise<void>, ms: number): Promise<void> =>
  Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, ms))]);

/** The rest of the boot runs in a task of its own, so the browser may paint and answer in between. */
const nextTask = (step: () => void) => setTimeout(step, 0);

function render(router: DataRouter): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root missing');
  const root = createRoot(container);
  // A transition render yields to the browser every few milliseconds instead of blocking it for the
  // whole first screen (a phone's main thread stays responsive while the page builds).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}

// Booting is split into short tasks (module evaluation, session, router, render): on a slow phone
// one long task would leave the splash frozen and every tap unanswered until it ends.
// bootstrap (the UA parse's regex tables among it) runs in a task of its own, not at the end of
// the modules' evaluation: two shorter tasks instead of one long one on a slow phone.
nextTask(() => {
  bootstrap();
  nextTask(() => {
    const router = createAppRouter();
    const pageLoaded = preloadCurrentPage(router);
    // A deep link's area is discovered first: rendering before it would replace the splash with an
    // empty screen. The page's own module is awaited too (the splash stays meanwhile), so the first
    // render shows the page itself, which starts its data request at once (route-record.ts's
    // lazyPage); a download slower than PAGE_WAIT_MS renders the loading state instead. The page's
    // modules are evaluated in the task their download ends in; the render starts in the next one.
    nextTask(() =>
      whenRouterReady(
        router,
        () =>
          void settledWithin(pageLoaded, PAGE_WAIT_MS).then(() => nextTask(() => render(router))),
      ),
    );
  });
});

// Not needed to show the first screen, but an error toast must show even if the network drops later.
afterFirstScreen(prefetchToast);
// Later first navigations into other areas then need no round trip for their route modules.
prefetchRouteAreasWhenIdle();
