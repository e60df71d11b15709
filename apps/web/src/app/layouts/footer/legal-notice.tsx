import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** SPEC §1: the northern-Cyprus residency notice, on every page. */
export function LegalNotice() {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" data-testid="legal-notice" maw={900}>
      {t('footer.legalNotice')}
    </Text>
  );
}
