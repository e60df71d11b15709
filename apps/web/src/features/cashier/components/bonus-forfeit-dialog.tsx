import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import type { BonusAtStake } from '../api/bonus-at-stake.ts';

/**
 * Asked once before a withdrawal that cancels the wagering bonus (issue 38): which bonus, and
 * how much bonus money is lost. Keeping the bonus sends nothing.
 */
export function BonusForfeitDialog({
  atStake,
  sending,
  onKeep,
  onConfirm,
}: {
  atStake: BonusAtStake | null;
  sending: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const facts = atStake
    ? { name: atStake.name, amount: formatMoney(atStake.amount, 'TRY', lang) }
    : { name: '', amount: '' };
  return (
    <Modal
      opened={atStake !== null}
      onClose={onKeep}
      title={t('cashier.forfeit.title')}
      centered
      data-testid="withdraw-forfeit-dialog"
    >
      <Stack gap="md">
        <Text data-testid="withdraw-forfeit-body">{t('cashier.forfeit.body', facts)}</Text>
        <Text size="sm" c="dimmed">
          {t('cashier.forfeit.keepHint')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onKeep} data-testid="withdraw-forfeit-keep">
            {t('cashier.forfeit.keep')}
          </Button>
          <Button
            color="red"
            loading={sending}
            onClick={onConfirm}
            data-testid="withdraw-forfeit-confirm"
          >
            {t('cashier.forfeit.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
