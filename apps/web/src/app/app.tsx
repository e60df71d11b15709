import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers.tsx';
import { queryClient } from '../shared/query/query-client.ts';
import { createAppRouter } from './router/router.tsx';
import { prefetchShellData } from './startup/prefetch-shell.ts';

// In a task of its own: the start-up script (module evaluation) is long enough as it is.
window.setTimeout(() => prefetchShellData(queryClient), 0);
const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
