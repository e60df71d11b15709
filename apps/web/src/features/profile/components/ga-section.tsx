import { Badge, Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCheckUserGa } from '../api/check-user-ga.ts';
import { GaEnrolment } from './ga-enrolment.tsx';
import { GaRemoval } from './ga-removal.tsx';
import { SecurityCard } from './security-card.tsx';

/** Google Authenticator: set up while off, removable with a code while on. */
export function GaSection() {
  const { t } = useTranslation();
  const { data, isPending } = useCheckUserGa();
  const on = data?.enabled === true;
  return (
    <SecurityCard
      testId="ga-section"
      title={t('security.gaTitle')}
      badge={
        data ? (
          <Badge color={on ? 'teal' : 'gray'} variant="light" data-testid="ga-status">
            {on ? t('profile.on') : t('profile.off')}
          </Badge>
        ) : null
      }
    >
      {isPending ? (
        <Center>
          <Loader size="sm" color="tulip" />
        </Center>
      ) : on ? (
        <GaRemoval />
      ) : (
        <GaEnrolment />
      )}
    </SecurityCard>
  );
}
