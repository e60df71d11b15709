import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMaintenanceCheck } from '../../../shared/api/maintenance-check.ts';
import {
  enterMaintenance,
  leaveMaintenance,
} from '../../../shared/maintenance/enter-maintenance.ts';
import { MaintenanceFrame, MaintenanceText } from '../components/maintenance-frame.tsx';

/** Route 'siteUnderMaintenance': checks the status once and routes to / or /maintenance. */
export function MaintenanceControlPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data, isFetchedAfterMount, isError } = useMaintenanceCheck();
  const status = isFetchedAfterMount ? data?.status : undefined;
  useEffect(() => {
    if (status === undefined) return;
    if (status) {
      enterMaintenance();
      void navigate('/maintenance', { replace: true });
    } else {
      leaveMaintenance();
      void navigate('/', { replace: true });
    }
  }, [status, navigate]);
  return (
    <MaintenanceFrame
      testId="page-maintenance-control"
      title={t('maintenance.controlTitle')}
      busy={!isError}
    >
      <MaintenanceText>
        {isError ? t('maintenance.controlFailed') : t('maintenance.controlBody')}
      </MaintenanceText>
    </MaintenanceFrame>
  );
}
