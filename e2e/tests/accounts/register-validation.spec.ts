import { expect, test } from '../../support/accounts-test.ts';
import { withWrongCheckDigit } from '../../support/identity-number.ts';
import { newPlayer } from '../../support/players.ts';
import { useLanguage } from '../foundation/site.ts';
import { acceptRules, field, fieldError, fillRegisterForm, inputFor } from './register-form.ts';
import type { Lang } from '../../support/languages.ts';

/** SPEC §5 messages and ours, written out here rather than read from the catalogue. */
const TEXT = {
  tr: {
    required: 'Zorunlu alan',
    identity: 'Kimlik numarası hatalı',
    underage: 'Kayıt olmak için 18 yaşında veya daha büyük olmalısınız',
    invalid: 'Geçersiz değer',
    minLength: 'Şifre en az 6 karakter olmalıdır',
    uppercase: 'Şifre en az bir büyük harf içermelidir',
    number: 'Şifre en az bir rakam içermelidir',
    common: 'Bu şifre çok yaygın ve kolay tahmin edilir, lütfen başka bir şifre seçin',
    mismatch: 'Şifreler eşleşmiyor',
    emailMismatch: 'E-posta adresleri eşleşmiyor',
    hint: 'Şifreniz en az 6 karakter olmalı, en az bir büyük harf ve bir rakam içermeli ve çok yaygın (kolay tahmin edilen) bir şifre olmamalıdır.',
  },
  en: {
    required: 'Required field',
    identity: 'Identity number incorrect',
    underage: 'You must be 18 or older',
    invalid: 'Invalid value',
    minLength: 'Password must be at least 6 characters',
    uppercase: 'Password must contain at least one uppercase letter',
    number: 'Password must contain at least one number',
    common: 'This password is too common and easy to guess; please choose another',
    mismatch: "Passwords don't match",
    emailMismatch: "Email addresses don't match",
    hint: 'Your password must be at least 6 characters long, contain at least one uppercase letter and one number, and not be a very common (easily guessed) password.',
  },
} as const;

const REQUIRED = [
  'firstname',
  'lastname',
  'birthdate',
  'identity_number',
  'city',
  'address',
  'email',
  'email_confirm',
  'phone',
  'username',
  'password',
  'password_confirm',
];

const lang = 'en' as Lang;

test(`each invalid registration field says why, in ${lang}, before anything is sent`, async ({
  page,
}) => {
  const text = TEXT[lang];
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.postData()?.includes('"register"')) registerCalls.push(request.url());
  });
  await useLanguage(page, lang);
  await page.goto('/register');
  await expect(page.getByText(text.hint, { exact: true })).toBeVisible();

  await page.getByTestId('register-submit').click();
  for (const name of REQUIRED) await expect(fieldError(page, name), name).toHaveText(text.required);
  await expect(page.getByTestId('register-accept_rules-field')).toContainText(text.required);

  const input = inputFor(newPlayer());
  const tooYoung = `01.01.${new Date().getFullYear() - 10}`;
  await fillRegisterForm(page, {
    ...input,
    identity_number: withWrongCheckDigit(input.identity_number),
    birthdate: tooYoung,
    email: 'deniz@',
    email_confirm: 'deniz@',
    password: 'abc',
    password_confirm: 'abc',
  });
  await acceptRules(page);
  await expect(fieldError(page, 'identity_number')).toHaveText(text.identity);
  await expect(fieldError(page, 'birthdate')).toHaveText(text.underage);
  await expect(fieldError(page, 'email')).toHaveText(text.invalid);
  await expect(fieldError(page, 'password')).toHaveText(text.minLength);
  for (const [password, message] of [
    ['abcdef1', text.uppercase],
    ['Abcdefg', text.number],
    ['Password1', text.common],
  ] as const) {
    await field(page, 'password').fill(password);
    await expect(fieldError(page, 'password')).toHaveText(message);
  }

  await fillRegisterForm(page, {
    identity_number: input.identity_number,
    birthdate: input.birthdate,
    email: input.email,
    email_confirm: `x${input.email}`,
    password: input.password,
    password_confirm: `${input.password}x`,
  });
  await expect(fieldError(page, 'password_confirm')).toHaveText(text.mismatch);
  await expect(fieldError(page, 'email_confirm')).toHaveText(text.emailMismatch);
  for (const name of ['identity_number', 'birthdate', 'email', 'password'])
    await expect(fieldError(page, name), name).toHaveCount(0);
  await page.getByTestId('register-submit').click();
  await expect(fieldError(page, 'password_confirm')).toHaveText(text.mismatch);
  expect(registerCalls).toEqual([]);
});
