import { Stack, Title } from '@mantine/core';
import type { CashMethod } from '@lale/contract/methods/finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { useCashMethods } from '../api/cash-methods.ts';
import { CashierNav } from '../components/cashier-nav.tsx';
import { DepositForm } from '../components/deposit-form.tsx';
import { MethodPicker } from '../components/method-picker.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';

/** /deposit (Type 1) and /withdraw (Type 2): pick a method, fill its form. */
function CashPage({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation();
  const methods = useCashMethods(type);
  const [chosen, setChosen] = useState<number | null>(null);
  const title = type === 1 ? t('cashier.deposit') : t('cashier.withdraw');
  return (
    <Page
      testId={type === 1 ? 'page-deposit' : 'page-withdraw'}
      title={title}
      actions={<CashierNav />}
    >
      <QueryView
        query={methods}
        isEmpty={(data) => data.methods_list.length === 0}
        empty={{ title: t('cashier.noMethods') }}
      >
        {(data) => {
          const method: CashMethod | undefined =
            data.methods_list.find((m) => m.methodID === chosen) ?? data.methods_list[0];
          return (
            <Stack gap="lg">
              <Title order={2} fz="lg">
                {t('cashier.chooseMethod')}
              </Title>
              <MethodPicker
                type={type}
                methods={data.methods_list}
                selected={method?.methodID ?? null}
                onSelect={(m) => setChosen(m.methodID)}
              />
              {method ? (
                type === 1 ? (
                  <DepositForm key={method.methodID} method={method} />
                ) : (
                  <WithdrawForm key={method.methodID} method={method} />
                )
              ) : null}
            </Stack>
          );
        }}
      </QueryView>
    </Page>
  );
}

export function DepositPage() {
  return <CashPage type={1} />;
}

export function WithdrawPage() {
  return <CashPage type={2} />;
}
