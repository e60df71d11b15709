import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import type { AppRouter } from './router/router.tsx';
import { AppProviders } from './providers/app-providers.tsx';

export function App({ router, client }: { router: AppRouter; client: QueryClient }) {
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
