import { registerPayload } from '@lale/contract/methods/user';
import type { z } from 'zod';
import { useZodForm } from '../../../shared/forms/use-zod-form.ts';
import { DEFAULT_COUNTRY } from './countries.ts';

export type RegisterValues = z.input<typeof registerPayload>;

const INITIAL: RegisterValues = {
  firstname: '',
  lastname: '',
  birthdate: '',
  identity_number: '',
  country: DEFAULT_COUNTRY,
  city: '',
  address: '',
  currency: 'TRY',
  email: '',
  email_confirm: '',
  phone: '',
  username: '',
  password: '',
  password_confirm: '',
  promotion_code: '',
  reference_number: '',
  sms_opt_in: false,
  email_opt_in: false,
  accept_rules: false,
};

/** The registration form, validated client-side by the very schema the server uses. */
export function useRegisterForm() {
  return useZodForm(registerPayload, INITIAL);
}

export type RegisterForm = ReturnType<typeof useRegisterForm>;

/** Test ids of a field and of its message: `register-<field>` and `register-<field>-error`. */
export function fieldTestIds(name: keyof RegisterValues & string) {
  return {
    'data-testid': `register-${name}`,
    errorProps: { 'data-testid': `register-${name}-error` },
  };
}

/** Props for a text field bound to the form. */
export function bindText(form: RegisterForm, name: keyof RegisterValues & string) {
  return {
    value: String(form.values[name] ?? ''),
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      form.setValue(name, event.currentTarget.value as never),
    error: form.errorOf(name),
    ...fieldTestIds(name),
  };
}
