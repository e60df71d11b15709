import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useIsOffline } from '../network/use-online.ts';
import { WifiOffIcon } from './icons.tsx';

/** A visible banner while the connection is lost; reads resume by themselves when it returns. */
export function OfflineNotice() {
  const offline = useIsOffline();
  const { t } = useTranslation();
  if (!offline) return null;
  return (
    <Alert
      data-testid="offline-notice"
      role="status"
      aria-live="polite"
      color="yellow"
      variant="filled"
      radius={0}
      icon={<WifiOffIcon />}
      title={t('network.offlineTitle')}
      styles={{ root: { position: 'sticky', top: 0, zIndex: 400 } }}
    >
      {t('network.offlineBody')}
    </Alert>
  );
}
