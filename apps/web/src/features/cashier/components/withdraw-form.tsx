import { Alert, Anchor, Button, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { CashMethod } from '@lale/contract/methods/finance';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { useRefusal } from '../../../shared/forms/use-refusal.ts';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { PleaseWait } from '../../../shared/ui/please-wait.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useBankAccounts } from '../api/bank-accounts.ts';
import { bonusAtStakeOf, useBonusAtStake, type BonusAtStake } from '../api/bonus-at-stake.ts';
import { useWithdraw } from '../api/cashier-requests.ts';
import { kurusOf } from '../lib/amount-input.ts';
import { checkMethodForm } from '../lib/check-fields.ts';
import { newRequestKey } from '../lib/request-key.ts';
import { AmountField } from './amount-field.tsx';
import { BonusForfeitDialog } from './bonus-forfeit-dialog.tsx';

const has = (method: CashMethod, name: string) => method.fields.some((f) => f.name === name);

/**
 * SPEC §3 withdraw form: amount, identity validity date, account, customer note. A withdrawal
 * that cancels the wagering bonus says so beside the button and asks once before it is sent
 * (issue 38); the server refuses it unaccepted, and its refusal opens the same question.
 */
export function WithdrawForm({ method }: { method: CashMethod }) {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useAppStore((state) => state.userLanguage);
  const withdraw = useWithdraw();
  const accounts = useBankAccounts();
  const atStake = useBonusAtStake();
  const [confirming, setConfirming] = useState<BonusAtStake | null>(null);
  const [amount, setAmount] = useState('');
  const [account, setAccount] = useState<string | null>(null);
  const [validity, setValidity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const refusal = useRefusal();
  const needsAccount = has(method, 'bankAccountID');
  const needsValidity = has(method, 'identityValidityDate');

  const send = (acceptBonusForfeit: boolean) =>
    withdraw.mutate(
      {
        methodID: method.methodID,
        amount: kurusOf(amount)!,
        ...(needsAccount && account ? { bankAccountID: Number(account) } : {}),
        ...(needsValidity ? { identityValidityDate: validity } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(acceptBonusForfeit ? { acceptBonusForfeit } : {}),
        requestKey: newRequestKey(),
      },
      {
        onSuccess: (reply) => {
          setConfirming(null);
          if (!reply.result) {
            const refusedForfeit = bonusAtStakeOf(reply, lang);
            if (refusedForfeit) return setConfirming(refusedForfeit);
            const fields = reply.data?.fields ?? {};
            setErrors(fields);
            if (Object.keys(fields).length === 0) refusal.show(reply.message);
            return;
          }
          showToast({ tone: 'positive', message: reply.message });
          setAmount('');
          setNote('');
        },
      },
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = checkMethodForm(method, amount, { note }, [
      'bankAccountID',
      'identityValidityDate',
    ]);
    if (needsAccount && !account) problems.bankAccountID = 'select_account';
    if (needsValidity && !validity) problems.identityValidityDate = 'enter_identity_validity_date';
    setErrors(Object.fromEntries(Object.entries(problems).map(([k, key]) => [k, message(key)])));
    if (Object.keys(problems).length > 0) return;
    if (atStake) setConfirming(atStake);
    else send(false);
  };

  const options = (accounts.data ?? []).map((a) => ({
    value: String(a.bankAccountID),
    label: `${a.bankName} · ${a.iban}`,
  }));

  return (
    <form onSubmit={submit} noValidate data-testid="withdraw-form" style={{ position: 'relative' }}>
      <PleaseWait visible={withdraw.isPending} />
      <Stack gap="md" maw={480}>
        <AmountField
          value={amount}
          onChange={refusal.clearing(setAmount)}
          error={errors.amount}
          testId="withdraw-amount"
        />
        {needsValidity ? (
          <TextInput
            type="date"
            label={t('cashier.identityValidityDate')}
            value={validity}
            onChange={(e) => refusal.clearing(setValidity)(e.currentTarget.value)}
            error={errors.identityValidityDate}
            data-testid="withdraw-validity"
          />
        ) : null}
        {needsAccount ? (
          options.length > 0 || accounts.isPending ? (
            <Select
              label={t('cashier.account')}
              data={options}
              value={account}
              onChange={refusal.clearing(setAccount)}
              error={errors.bankAccountID}
              data-testid="withdraw-account"
            />
          ) : (
            <Stack gap={4}>
              <Text size="sm" c="dimmed" data-testid="withdraw-no-accounts">
                {t('cashier.noAccounts')}{' '}
                <Anchor component={Link} to="/bank-accounts">
                  {t('cashier.addAccount')}
                </Anchor>
              </Text>
              {errors.bankAccountID ? (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {errors.bankAccountID}
                </Text>
              ) : null}
            </Stack>
          )
        ) : null}
        <Textarea
          label={t('cashier.note')}
          value={note}
          maxLength={500}
          onChange={(e) => refusal.clearing(setNote)(e.currentTarget.value)}
          error={errors.note}
          data-testid="withdraw-note"
        />
        {atStake ? (
          <Alert color="orange" variant="light" data-testid="withdraw-forfeit-notice">
            {t('cashier.forfeit.notice', {
              name: atStake.name,
              amount: formatMoney(atStake.amount, 'TRY', lang),
            })}
          </Alert>
        ) : null}
        <FormRefusal refusal={refusal} />
        <Button type="submit" loading={withdraw.isPending} data-testid="withdraw-submit">
          {t('cashier.sendWithdraw')}
        </Button>
      </Stack>
      <BonusForfeitDialog
        atStake={confirming}
        sending={withdraw.isPending}
        onKeep={() => setConfirming(null)}
        onConfirm={() => send(true)}
      />
    </form>
  );
}
