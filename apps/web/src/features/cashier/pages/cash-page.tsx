import { Alert, Stack, Title } from '@mantine/core';
import type { CashMethod } from '@lale/contract/methods/finance';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { Page } from '../../../shared/ui/page.tsx';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { methodsOf } from '../../../shared/api/cash-methods.ts';
import { useGroupedCashMethods, useHighlightedCashMethods } from '../api/cash-methods.ts';
import { CashierNav } from '../components/cashier-nav.tsx';
import { DepositForm } from '../components/deposit-form.tsx';
import { HighlightedMethods } from '../components/highlighted-methods.tsx';
import { MethodPicker } from '../components/method-picker.tsx';
import { WithdrawForm } from '../components/withdraw-form.tsx';

/**
 * /deposit (Type 1) and /withdraw (Type 2): pick a method, fill its form. Deposits offer the
 * highlighted methods first, then every method as list_cash_methods_new groups them (the
 * player's favourites first). The chosen method is in the address (`?method=101`) so a
 * highlighted method can link straight to its form; a deposit starts on the first method, a
 * withdrawal waits for the player to choose where the money goes.
 */
function CashPage({ type }: { type: 1 | 2 }) {
  const { t } = useTranslation();
  const message = useMessage();
  const methods = useGroupedCashMethods(type);
  const highlighted = useHighlightedCashMethods(type);
  const [params, setParams] = useSearchParams();
  const asked = params.get('method');
  const chosen = asked === null ? null : Number(asked);
  const choose = (methodID: number) => setParams({ method: String(methodID) }, { replace: true });
  const title = type === 1 ? t('cashier.deposit') : t('cashier.withdraw');
  return (
    <Page
      testId={type === 1 ? 'page-deposit' : 'page-withdraw'}
      title={title}
      actions={<CashierNav />}
    >
      <QueryView
        query={methods}
        isEmpty={(data) => data.length === 0}
        empty={{ title: t('cashier.noMethods') }}
      >
        {(entries) => {
          const list = methodsOf(entries);
          const named = list.find((m) => m.methodID === chosen);
          const method: CashMethod | undefined =
            chosen !== null ? named : type === 1 ? list[0] : undefined;
          const selected = method?.methodID ?? null;
          return (
            <Stack gap="lg">
              <HighlightedMethods
                methods={highlighted.data ?? []}
                selected={selected}
                onSelect={(m) => choose(m.methodID)}
              />
              <Title order={2} fz="lg">
                {t('cashier.chooseMethod')}
              </Title>
              <MethodPicker
                type={type}
                entries={entries}
                selected={selected}
                onSelect={(m) => choose(m.methodID)}
              />
              {chosen !== null && !named ? (
                <Alert color="red" variant="light" data-testid="cash-method-unknown">
                  {message('payment_method_undefined')}
                </Alert>
              ) : !method ? (
                <Alert color="blue" variant="light" data-testid="cash-method-prompt">
                  {message('select_receive_method')}
                </Alert>
              ) : null}
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
