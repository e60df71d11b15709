import type { DepositOutcome } from '@lale/contract/methods/finance';
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { balanceQuery } from '../../../shared/api/balance.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { useDepositOutcome } from '../api/deposit-outcome.ts';

const COLOR = { paid: 'teal', pending: 'blue', failed: 'red', expired: 'gray' } as const;

/**
 * Where the payment provider returns the player (`/profile?cashier=deposit-done&reference=…`,
 * issue 38): what happened to that deposit, its amount, the next step; the header's balance
 * reloads whenever the answer changes. Nothing shows on any other address.
 */
export function DepositReturn() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('cashier') === 'deposit-done';
  const outcome = useDepositOutcome(params.get('reference'), asked);
  const client = useQueryClient();
  const status = outcome.data?.status;
  useEffect(() => {
    if (status) void client.invalidateQueries({ queryKey: balanceQuery().queryKey });
  }, [status, client]);
  if (!asked) return null;
  const close = () => setParams({}, { replace: true });
  return (
    <div data-testid="deposit-return" data-status={status ?? 'loading'}>
      {outcome.data ? (
        <OutcomeNotice
          outcome={outcome.data}
          onRefresh={() => void outcome.refetch()}
          onClose={close}
        />
      ) : outcome.isError ? (
        <UnknownDeposit onClose={close} />
      ) : (
        <Loader size="sm" />
      )}
    </div>
  );
}

function OutcomeNotice({
  outcome,
  onRefresh,
  onClose,
}: {
  outcome: DepositOutcome;
  onRefresh: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const amount = formatMoney(outcome.amount, 'TRY', lang);
  const key = `cashier.depositReturn.${outcome.status}` as const;
  return (
    <Alert
      color={COLOR[outcome.status]}
      variant="light"
      title={t(`${key}.title`)}
      withCloseButton
      closeButtonLabel={t('cashier.depositReturn.close')}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm" data-testid="deposit-return-body">
          {t(`${key}.body`, {
            amount,
            method: outcome.method,
            expiresAt: formatDateTime(outcome.expiresAt, lang),
          })}
        </Text>
        <Group gap="sm">
          {outcome.status === 'paid' ? (
            <Button component={Link} to="/slot" size="xs" data-testid="deposit-return-next">
              {t('cashier.depositReturn.play')}
            </Button>
          ) : outcome.status === 'pending' ? (
            <Button size="xs" onClick={onRefresh} data-testid="deposit-return-next">
              {t('cashier.depositReturn.refresh')}
            </Button>
          ) : (
            <Button component={Link} to="/deposit" size="xs" data-testid="deposit-return-next">
              {t('cashier.depositReturn.again')}
            </Button>
          )}
          <Button component={Link} to="/profile?tab=history" size="xs" variant="default">
            {t('cashier.depositReturn.history')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function UnknownDeposit({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="gray"
      variant="light"
      title={t('cashier.depositReturn.unknown')}
      withCloseButton
      closeButtonLabel={t('cashier.depositReturn.close')}
      onClose={onClose}
    >
      <Button component={Link} to="/profile?tab=history" size="xs" variant="default">
        {t('cashier.depositReturn.history')}
      </Button>
    </Alert>
  );
}
