import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** What a tournament's or a draw's prizes cost and how much of it is paid, in lira. */
export function PrizeCostLine({ cost, paid }: { cost: number; paid: number }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  return (
    <Text size="xs">
      {t('boPrizes.tournaments.costLine', { cost: money(cost), paid: money(paid) })}
    </Text>
  );
}
