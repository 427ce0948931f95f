import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { registrarServiceWorker } from './app/pwa.ts';
import { createRouter } from './app/router.tsx';
import { sesionQuery } from './features/auth/api/check-auth.ts';
import { createQueryClient } from './lib/query-client.ts';
import './index.css';

const queryClient = createQueryClient();
// The session check starts now, while the opening screen's code downloads (the server lists it
// in the page as modulepreloads), not once that screen renders its guard: on a dashboard the
// first paint waits for both. Without the session hint it answers at once, without asking.
void queryClient.prefetchQuery(sesionQuery(queryClient));

const router = createRouter(queryClient);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread until the whole screen is built (issue 12).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});

registrarServiceWorker();
