import { Button, Group, Paper, Select, Stack, TextInput, Title } from '@mantine/core';
import type { BankAccount } from '@lale/contract/methods/finance';
import { finance } from '@lale/contract/methods/finance';
import { useTranslation } from 'react-i18next';
import { FormRefusal } from '../../../shared/forms/form-refusal.tsx';
import { showFormReply } from '../../../shared/forms/show-form-reply.ts';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { useBanks, useSaveBankAccount } from '../api/bank-accounts.ts';

const EMPTY = { bankID: '', accountHolder: '', branchCode: '', accountNumber: '', iban: '' };

interface BankAccountFormProps {
  /** The account being edited, or null for a new one. */
  editing: BankAccount | null;
  onDone: () => void;
}

/** SPEC §3 bank account form; the IBAN is checked as a Turkish IBAN with its check digits. */
export function BankAccountForm({ editing, onDone }: BankAccountFormProps) {
  const { t } = useTranslation();
  const banks = useBanks();
  const save = useSaveBankAccount();
  const initial = editing
    ? {
        bankID: String(editing.bankID),
        accountHolder: editing.accountHolder,
        branchCode: editing.branchCode,
        accountNumber: editing.accountNumber,
        iban: editing.iban,
      }
    : EMPTY;
  const form = useZodForm(finance.save_bank_account.payload, initial);
  const text = (name: 'accountHolder' | 'branchCode' | 'accountNumber' | 'iban') => ({
    value: form.values[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      form.setValue(name, e.currentTarget.value),
    error: form.errorOf(name),
    'data-testid': `bank-account-${name}`,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = form.validate();
    if (!payload) return;
    save.mutate(editing ? { ...payload, bankAccountID: editing.bankAccountID } : payload, {
      onSuccess: (reply) => {
        if (!showFormReply(reply, form)) return;
        form.reset();
        onDone();
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" data-testid="bank-account-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm" maw={480}>
          <Title order={3} fz="lg">
            {editing ? t('cashier.editAccount') : t('cashier.newAccount')}
          </Title>
          <TextInput label={t('cashier.accountHolder')} {...text('accountHolder')} />
          <Select
            label={t('cashier.bank')}
            data={(banks.data ?? []).map((bank) => ({
              value: String(bank.bankID),
              label: bank.name,
            }))}
            value={String(form.values.bankID ?? '') || null}
            onChange={(value) => form.setValue('bankID', value ?? '')}
            error={form.errorOf('bankID')}
            data-testid="bank-account-bank"
          />
          <TextInput label={t('cashier.branchCode')} inputMode="numeric" {...text('branchCode')} />
          <TextInput
            label={t('cashier.accountNumber')}
            inputMode="numeric"
            {...text('accountNumber')}
          />
          <TextInput
            label={t('cashier.iban')}
            placeholder="TR00 0000 0000 0000 0000 0000 00"
            {...text('iban')}
          />
          <FormRefusal refusal={form.refusal} />
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="bank-account-save">
              {t('cashier.save')}
            </Button>
            {editing ? (
              <Button variant="default" onClick={onDone}>
                {t('cashier.cancel')}
              </Button>
            ) : null}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
