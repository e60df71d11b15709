import { Button, Stack, Text, TextInput } from '@mantine/core';
import { DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS } from '@lale/contract/constants';
import type { CashMethod } from '@lale/contract/methods/finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { useRefusal } from '../../../shared/forms/use-refusal.ts';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { formatMoney, formatWhen } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { PleaseWait } from '../../../shared/ui/please-wait.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useDeposit } from '../api/cashier-requests.ts';
import { useDepositAmounts } from '../api/deposit-amounts.ts';
import { useDepositRoom } from '../api/deposit-room.ts';
import { kurusOf } from '../lib/amount-input.ts';
import { checkMethodForm } from '../lib/check-fields.ts';
import { newRequestKey } from '../lib/request-key.ts';
import { AmountField } from './amount-field.tsx';

/**
 * SPEC §3 deposit form: the amount, the fields the chosen method asks for and a bonus code.
 * Quick amounts stay within the method's range and what the deposit limits still allow, which
 * the amount says; a refusal stays beside the button until dismissed or the input changes.
 */
export function DepositForm({ method }: { method: CashMethod }) {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useAppStore((state) => state.userLanguage);
  const deposit = useDeposit();
  const presets = useDepositAmounts(method.bankcode);
  const room = useDepositRoom().data ?? null;
  const refusal = useRefusal();
  const [amount, setAmount] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const [promotionCode, setPromotionCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const editValues = refusal.clearing(setValues);
  const fields = method.fields.filter((field) => field.name !== 'amount');
  // Bank transfers wait for an operator; the rest are paid at a provider's checkout, in time.
  const paidAtCheckout = method.transfer_type_id !== 1 && method.transfer_type_id !== 3;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = checkMethodForm(method, amount, values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, message(key)])));
    if (Object.keys(problems).length > 0) return;
    deposit.mutate(
      {
        method,
        values: {
          details: values,
          amount: kurusOf(amount)!,
          requestKey: newRequestKey(),
          promotionCode,
        },
      },
      {
        onSuccess: (reply) => {
          if (!reply.result) {
            const fields = reply.data?.fields ?? {};
            setErrors(fields);
            if (Object.keys(fields).length === 0) refusal.show(reply.message);
            return;
          }
          showToast({ tone: 'positive', message: reply.message });
          const redirect = (reply.data as { redirectUrl?: string | null }).redirectUrl;
          if (redirect) window.location.assign(redirect);
          setAmount('');
          setValues({});
          setPromotionCode('');
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="deposit-form" style={{ position: 'relative' }}>
      <PleaseWait visible={deposit.isPending} />
      <Stack gap="md" maw={480}>
        <AmountField
          value={amount}
          onChange={refusal.clearing(setAmount)}
          error={errors.amount}
          presets={presets.data?.amounts ?? []}
          min={method.minAmount}
          max={Math.min(method.maxAmount, room?.remaining ?? Number.POSITIVE_INFINITY)}
          description={
            room
              ? t(room.remaining > 0 ? 'cashier.depositRoom' : 'cashier.depositRoomNone', {
                  period: t(`cashier.limitPeriods.${room.limit.period as 'day'}`),
                  amount: formatMoney(room.remaining, 'TRY', lang),
                  when: room.limit.resetsAt ? formatWhen(room.limit.resetsAt, lang) : '',
                })
              : undefined
          }
          testId="deposit-amount"
        />
        {fields.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            required={field.required}
            inputMode={field.type === 'identity' || field.type === 'phone' ? 'numeric' : undefined}
            value={values[field.name] ?? ''}
            onChange={(e) => editValues({ ...values, [field.name]: e.currentTarget.value })}
            error={errors[field.name]}
            data-testid={`deposit-field-${field.name}`}
          />
        ))}
        <TextInput
          label={t('cashier.promotionCode')}
          description={t('cashier.promotionCodeHint')}
          autoCapitalize="characters"
          autoComplete="off"
          value={promotionCode}
          onChange={(e) => refusal.clearing(setPromotionCode)(e.currentTarget.value)}
          error={errors.promotion_code}
          data-testid="deposit-promotion-code"
        />
        {paidAtCheckout ? (
          <Text size="sm" c="dimmed" data-testid="deposit-expiry-note">
            {t('cashier.checkoutExpiry', {
              minutes: DEPOSIT_CHECKOUT_EXPIRES_AFTER_MS / 60_000,
            })}
          </Text>
        ) : null}
        <FormRefusal refusal={refusal} />
        <Button type="submit" loading={deposit.isPending} data-testid="deposit-submit">
          {t('cashier.sendDeposit')}
        </Button>
      </Stack>
    </form>
  );
}
