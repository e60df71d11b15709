import { Outlet } from 'react-router';
import { ResponsibleGamingHost } from '../../features/responsible-gaming/components/responsible-gaming-host.tsx';
import { usePlayerLive } from '../../shared/live/use-player-live.ts';
import { OfflineNotice } from '../../shared/ui/offline-notice.tsx';
import { ScrollManager } from '../scroll/scroll-manager.tsx';
import { useActivityTimer } from '../startup/use-activity-timer.ts';
import { useLanguageRefresh } from '../startup/use-language-refresh.ts';
import { useMaintenanceStartup } from '../startup/use-maintenance-startup.ts';
import { useNetworkSync } from '../startup/use-network-sync.ts';
import { useSessionBootstrap } from '../startup/use-session-bootstrap.ts';
import { useSessionKeepalive } from '../startup/use-session-keepalive.ts';

/** The root route: app-wide effects, the offline banner and the scroll rule, around every page. */
export function RootShell() {
  return (
    <>
      <AppWideEffects />
      <OfflineNotice />
      <ResponsibleGamingHost />
      <ScrollManager />
      <Outlet />
    </>
  );
}

/**
 * Its own component: when what these hooks watch changes (the maintenance check answering
 * after start-up, the session), only it renders again, not the page.
 */
function AppWideEffects(): null {
  useMaintenanceStartup();
  useSessionBootstrap();
  useSessionKeepalive();
  useActivityTimer();
  useLanguageRefresh();
  useNetworkSync();
  usePlayerLive();
  return null;
}
