import { SITE_PAGES as page } from '@lale/contract/site-pages';
import { createBrowserRouter } from 'react-router';
import type { HydrationState, RouteObject } from 'react-router';
import { setNavigator } from '../../shared/navigation/navigator.ts';
import { MaintenanceGuard } from '../guards/maintenance-guard.tsx';
import { RequireAuth } from '../guards/require-auth.tsx';
import { MainLayout } from '../layouts/main-layout.tsx';
import { PageFallback } from './page-fallback.tsx';
import { privateRoutes } from './private-routes.tsx';
import { publicRoutes } from './public-routes.tsx';
import { RootShell } from './root-shell.tsx';
import { RouteError } from './route-error.tsx';
import { withFullStyles } from './with-full-styles.ts';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageFallback />,
    children: [
      // Outside the layouts: no header, footer, login or maintenance check.
      {
        path: page.maintenance,
        lazy: withFullStyles(() =>
          import('../../features/maintenance/pages/maintenance-page.tsx').then((m) => ({
            Component: m.MaintenancePage,
          })),
        ),
      },
      {
        id: 'siteUnderMaintenance',
        path: page.maintenanceControl,
        lazy: withFullStyles(() =>
          import('../../features/maintenance/pages/maintenance-control-page.tsx').then((m) => ({
            Component: m.MaintenanceControlPage,
          })),
        ),
      },
      // The operators' back office: its own sign-in and session, no player layout.
      {
        path: page.backoffice,
        lazy: withFullStyles(() =>
          import('../../features/backoffice/pages/backoffice-layout.tsx').then((m) => ({
            Component: m.BackofficeLayout,
          })),
        ),
        children: [
          {
            index: true,
            lazy: () =>
              import('../../features/backoffice/pages/backoffice-page.tsx').then((m) => ({
                Component: m.BackofficePage,
              })),
          },
          {
            path: page.backofficeSportsbook,
            lazy: () =>
              import('../../features/backoffice/pages/sportsbook-page.tsx').then((m) => ({
                Component: m.SportsbookPage,
              })),
          },
          {
            path: page.backofficeSupport,
            lazy: () =>
              import('../../features/backoffice/support/support-page.tsx').then((m) => ({
                Component: m.SupportPage,
              })),
          },
          {
            path: page.backofficeOperators,
            lazy: () =>
              import('../../features/backoffice/operators/operators-page.tsx').then((m) => ({
                Component: m.OperatorsPage,
              })),
          },
          {
            path: page.backofficeSettings,
            lazy: () =>
              import('../../features/backoffice/settings/settings-page.tsx').then((m) => ({
                Component: m.SettingsPage,
              })),
          },
          {
            path: page.backofficeAudit,
            lazy: () =>
              import('../../features/backoffice/audit/audit-page.tsx').then((m) => ({
                Component: m.AuditPage,
              })),
          },
          {
            path: page.backofficePlayers,
            lazy: () =>
              import('../../features/backoffice/players/players-page.tsx').then((m) => ({
                Component: m.PlayersPage,
              })),
          },
          {
            path: page.backofficeCatalogue,
            lazy: () =>
              import('../../features/backoffice/catalogue/catalogue-page.tsx').then((m) => ({
                Component: m.CataloguePage,
              })),
          },
          {
            path: page.backofficeContent,
            lazy: () =>
              import('../../features/backoffice/content/content-page.tsx').then((m) => ({
                Component: m.ContentPage,
              })),
          },
          {
            path: page.backofficeBonuses,
            lazy: () =>
              import('../../features/backoffice/bonuses/bonuses-page.tsx').then((m) => ({
                Component: m.BonusesPage,
              })),
          },
          {
            path: page.backofficeTournaments,
            lazy: () =>
              import('../../features/backoffice/tournaments/tournaments-page.tsx').then((m) => ({
                Component: m.TournamentsPage,
              })),
          },
          {
            path: page.backofficeLottery,
            lazy: () =>
              import('../../features/backoffice/lottery/lottery-page.tsx').then((m) => ({
                Component: m.LotteryPage,
              })),
          },
          {
            path: page.backofficeReports,
            lazy: () =>
              import('../../features/backoffice/reports/reports-page.tsx').then((m) => ({
                Component: m.ReportsPage,
              })),
          },
        ],
      },
      {
        element: <MaintenanceGuard />,
        children: [
          {
            element: <MainLayout />,
            children: [
              ...publicRoutes,
              { element: <RequireAuth />, children: privateRoutes },
              {
                path: '*',
                lazy: () =>
                  import('../../features/errors/pages/not-found-page.tsx').then((m) => ({
                    Component: m.NotFoundPage,
                  })),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** `hydrationData`: the router's state in a page the server rendered (its lazy parts loaded). */
export function createAppRouter(hydrationData?: HydrationState) {
  const router = createBrowserRouter(routes, hydrationData ? { hydrationData } : {});
  setNavigator((to, options) => router.navigate(to, options));
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;
