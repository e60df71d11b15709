import { SimpleGrid, Stack } from '@mantine/core';
import type { BankAccount } from '@lale/contract/methods/finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useBankAccounts } from '../api/bank-accounts.ts';
import { BankAccountCard } from '../components/bank-account-card.tsx';
import { BankAccountForm } from '../components/bank-account-form.tsx';
import { CashierNav } from '../components/cashier-nav.tsx';

/** /bank-accounts: the player's accounts, added, edited and deleted (finance *_bank_account). */
export function BankAccountsPage() {
  const { t } = useTranslation();
  const accounts = useBankAccounts();
  const [editing, setEditing] = useState<BankAccount | null>(null);
  return (
    <Page testId="page-bank-accounts" title={t('cashier.bankAccounts')} actions={<CashierNav />}>
      <Stack gap="lg">
        <QueryView
          query={accounts}
          isEmpty={(items) => items.length === 0}
          empty={{ title: t('profile.noBankAccounts') }}
          compact
        >
          {(items) => (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" data-testid="bank-account-list">
              {items.map((account) => (
                <BankAccountCard
                  key={account.bankAccountID}
                  account={account}
                  onEdit={setEditing}
                />
              ))}
            </SimpleGrid>
          )}
        </QueryView>
        <BankAccountForm
          key={editing?.bankAccountID ?? 'new'}
          editing={editing}
          onDone={() => setEditing(null)}
        />
      </Stack>
    </Page>
  );
}
