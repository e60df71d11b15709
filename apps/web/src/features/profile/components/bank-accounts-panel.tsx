import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useBankAccounts } from '../../../shared/api/bank-accounts.ts';

/** finance list_bank_accounts. */
export function BankAccountsPanel() {
  const { t } = useTranslation();
  const query = useBankAccounts();
  return (
    <QueryView
      query={query}
      isEmpty={(items) => items.length === 0}
      empty={{ title: t('profile.noBankAccounts') }}
    >
      {(accounts) => (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {accounts.map((account) => (
            <Paper key={account.bankAccountID} withBorder p="md" radius="md">
              <Stack gap={4}>
                <Text fw={700}>{account.bankName}</Text>
                <Text size="sm">{account.accountHolder}</Text>
                <Text size="sm" c="dimmed" ff="monospace">
                  {account.iban}
                </Text>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </QueryView>
  );
}
