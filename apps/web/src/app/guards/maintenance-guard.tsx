import { Navigate, Outlet } from 'react-router';
import { useAppStore } from '../../shared/store/app-store.ts';
import { maintenanceRedirectFor } from './guard-rules.ts';

/** While the stored siteUnderMaintenance flag is on, the site's pages give way to /maintenance. */
export function MaintenanceGuard() {
  const flag = useAppStore((state) => state.siteUnderMaintenance);
  const redirect = maintenanceRedirectFor(flag);
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}
