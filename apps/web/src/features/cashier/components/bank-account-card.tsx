import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { BankAccount } from '@lale/contract/methods/finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showReplyToast } from '../../../shared/ui/toast.ts';
import { useDeleteBankAccount } from '../api/bank-accounts.ts';

/** One saved account with edit and a two-step delete. */
export function BankAccountCard({
  account,
  onEdit,
}: {
  account: BankAccount;
  onEdit: (account: BankAccount) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteBankAccount();
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" data-testid="bank-account-card">
      <Stack gap={4}>
        <Text fw={700}>{account.bankName}</Text>
        <Text size="sm">{account.accountHolder}</Text>
        <Text size="sm" c="dimmed" ff="monospace" data-testid="bank-account-iban">
          {account.iban}
        </Text>
        {confirming ? (
          <Group gap="xs" mt="xs">
            <Text size="sm">{t('cashier.confirmRemove')}</Text>
            <Button
              size="xs"
              color="red"
              loading={remove.isPending}
              data-testid="bank-account-remove-confirm"
              onClick={() => remove.mutate(account.bankAccountID, { onSuccess: showReplyToast })}
            >
              {t('cashier.remove')}
            </Button>
            <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
              {t('cashier.cancel')}
            </Button>
          </Group>
        ) : (
          <Group gap="xs" mt="xs">
            <Button
              size="xs"
              variant="light"
              onClick={() => onEdit(account)}
              data-testid="bank-account-edit"
            >
              {t('cashier.edit')}
            </Button>
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setConfirming(true)}
              data-testid="bank-account-remove"
            >
              {t('cashier.remove')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
