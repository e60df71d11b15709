import { Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MAINTENANCE_POLL_MS, useMaintenanceCheck } from '../../../shared/api/maintenance-check.ts';
import { leaveMaintenance } from '../../../shared/maintenance/enter-maintenance.ts';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { MaintenanceFrame, MaintenanceText } from '../components/maintenance-frame.tsx';

/** Shows the maintenance message and checks every 10 s; when the site is back, goes home. */
export function MaintenancePage() {
  const { t } = useTranslation();
  const message = useMessage();
  const navigate = useNavigate();
  const { data } = useMaintenanceCheck({ poll: true });
  const over = data?.status === false;
  useEffect(() => {
    if (!over) return;
    leaveMaintenance();
    void navigate('/', { replace: true });
  }, [over, navigate]);
  return (
    <MaintenanceFrame testId="page-maintenance" title={t('maintenance.title')} busy>
      <MaintenanceText>{data?.message || message('maintenance')}</MaintenanceText>
      <Text size="sm" c="dimmed">
        {t('maintenance.autoCheck', { seconds: MAINTENANCE_POLL_MS / 1000 })}
      </Text>
    </MaintenanceFrame>
  );
}
