import { PasswordInput, Select, TextInput } from '@mantine/core';
import { CURRENCIES } from '@lale/contract/constants';
import { useTranslation } from 'react-i18next';
import { bindText, fieldTestIds } from '../lib/use-register-form.ts';
import type { RegisterForm } from '../lib/use-register-form.ts';
import { FormSection } from './form-section.tsx';

export function AccountSection({ form }: { form: RegisterForm }) {
  const { t } = useTranslation();
  return (
    <FormSection legend={t('register.account')}>
      <TextInput
        type="email"
        label={t('register.email')}
        autoComplete="email"
        required
        {...bindText(form, 'email')}
      />
      <TextInput
        type="email"
        label={t('register.emailConfirm')}
        autoComplete="email"
        required
        {...bindText(form, 'email_confirm')}
      />
      <TextInput
        type="tel"
        label={t('register.phone')}
        placeholder="+905321234567"
        autoComplete="tel"
        required
        {...bindText(form, 'phone')}
      />
      <TextInput
        label={t('register.username')}
        autoComplete="username"
        description={t('register.usernameHint')}
        required
        {...bindText(form, 'username')}
      />
      <PasswordInput
        label={t('register.password')}
        autoComplete="new-password"
        description={t('register.passwordHint')}
        required
        {...bindText(form, 'password')}
      />
      <PasswordInput
        label={t('register.passwordConfirm')}
        autoComplete="new-password"
        required
        {...bindText(form, 'password_confirm')}
      />
      <Select
        label={t('register.currency')}
        data={CURRENCIES.map((code) => ({ value: code, label: t('register.currencyTry') }))}
        value={form.values.currency}
        onChange={(value) => form.setValue('currency', (value ?? 'TRY') as 'TRY')}
        allowDeselect={false}
        required
        error={form.errorOf('currency')}
        {...fieldTestIds('currency')}
      />
    </FormSection>
  );
}
