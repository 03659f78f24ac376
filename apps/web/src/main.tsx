import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { appRouter } from './app/router.tsx';
import { wait } from './lib/wait.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

// Evaluating the libraries is one task; the router's first navigation and the root's first render start in the next
// one instead of adding to it (one long task of both on a slow phone).
void wait(0).then(() => {
  const router = appRouter();
  // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
  // for the whole tree at once (no long task on a slow phone).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
});
