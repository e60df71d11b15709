import { RouterProvider } from 'react-router';
import { AppProviders } from './providers/app-providers.tsx';
import { createAppRouter } from './router/router.tsx';

const router = createAppRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
