import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../shared/store/app-store.ts';
import type { RegisterValues } from './use-register-form.ts';
import { useRegisterForm } from './use-register-form.ts';

/** A valid T.C. number: check digits 10 and 11 over the first nine and ten. */
const TC = '10000000146';

const filled: Partial<RegisterValues> = {
  firstname: '  Ada ',
  lastname: 'Lale',
  birthdate: '1990-04-23',
  identity_number: TC,
  city: 'İzmir',
  address: 'Kordon 1',
  email: 'ada@example.com',
  email_confirm: 'ADA@example.com',
  phone: '+905321234567',
  username: 'ada_lale',
  password: 'Lale2024x',
  password_confirm: 'Lale2024x',
  accept_rules: true,
};

function fill(values: Partial<RegisterValues>) {
  const { result } = renderHook(() => useRegisterForm());
  act(() => result.current.setValues((current) => ({ ...current, ...values })));
  let payload: ReturnType<typeof result.current.validate> = null;
  act(() => void (payload = result.current.validate()));
  return { result, payload: payload as ReturnType<typeof result.current.validate> };
}

beforeEach(() => useAppStore.setState({ userLanguage: 'tr' }));

describe('registration form → user register payload', () => {
  it('sends the trimmed fields, country TR and currency TRY, opt-ins as booleans', () => {
    const { payload } = fill(filled);
    expect(payload).toMatchObject({
      firstname: 'Ada',
      country: 'TR',
      currency: 'TRY',
      birthdate: '1990-04-23',
      identity_number: TC,
      sms_opt_in: false,
      email_opt_in: false,
      accept_rules: true,
    });
  });

  it('names every empty required field', () => {
    const { result, payload } = fill({});
    expect(payload).toBeNull();
    for (const field of ['firstname', 'email', 'username', 'password', 'accept_rules'] as const)
      expect(result.current.errorOf(field), field).toBe('Zorunlu alan');
    act(() => useAppStore.setState({ userLanguage: 'en' }));
    expect(result.current.errorOf('firstname')).toBe('Required field');
  });

  it.each([
    ['identity_number', { identity_number: '10000000147' }, 'Kimlik numarası hatalı'],
    [
      'password',
      { password: 'lale2024', password_confirm: 'lale2024' },
      'Şifre en az bir büyük harf içermelidir',
    ],
    ['password_confirm', { password_confirm: 'Lale2024y' }, 'Şifreler eşleşmiyor'],
    ['email', { email: 'ada@', email_confirm: 'ada@' }, 'Geçersiz değer'],
    [
      'birthdate',
      { birthdate: `${new Date().getFullYear() - 10}-01-01` },
      'Kayıt olmak için 18 yaşında veya daha büyük olmalısınız',
    ],
  ] as const)('refuses a bad %s', (field, change, text) => {
    const { result, payload } = fill({ ...filled, ...change });
    expect(payload).toBeNull();
    expect(result.current.errorOf(field)).toBe(text);
  });
});
