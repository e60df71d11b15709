import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/accounts-test.ts';
import { OFFICE_HEADERS, signInOperator, signInOperatorApi } from '../../support/operator.ts';
import { useLanguage } from '../foundation/site.ts';
import type { Lang } from '../../support/languages.ts';

const TEXTS = {
  tr: { enrol: 'Doğrulama uygulamasını kurun', code: 'Doğrulama kodu', operators: 'Operatörler' },
  en: { enrol: 'Set up your authenticator', code: 'Verification code', operators: 'Operators' },
} as const;

const lang = 'tr' as Lang;

test(`operators sign in with an authenticator code; one without finance cannot open the queue (${lang})`, async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const text = TEXTS[lang];
  // The admin signs in with password and code, and sees every section.
  await useLanguage(page, lang);
  await page.goto('/backoffice');
  await signInOperator(page);
  await expect(page.getByTestId('bo-nav-cashier')).toBeVisible();
  await expect(page.getByTestId('bo-nav-operators')).toHaveText(text.operators);

  // A content editor, made by the admin, enrols at its first sign-in.
  await signInOperatorApi(request);
  const username = `icerik_${randomUUID().slice(0, 8)}`;
  const created = await request.post('/backoffice/api/v1/operators/create', {
    headers: OFFICE_HEADERS,
    data: { username, role: 'content' },
  });
  const { data } = (await created.json()) as { data: { temporaryPassword: string } };
  const office = await browser.newContext({ baseURL, locale: lang === 'tr' ? 'tr-TR' : 'en-US' });
  const editor = await office.newPage();
  await useLanguage(editor, lang);
  await editor.goto('/backoffice');
  await editor.getByTestId('operator-username').fill(username);
  await editor.getByTestId('operator-password').fill(data.temporaryPassword);
  await editor.getByTestId('operator-submit').click();
  await expect(editor.getByRole('heading', { name: text.enrol })).toBeVisible();
  await expect(editor.getByTestId('operator-totp-qr')).toBeVisible();
  await expect(editor.getByText(text.code, { exact: true }).first()).toBeVisible();
  await editor.getByTestId('operator-back').click();
  const secret = await signInOperator(editor, {
    username,
    password: data.temporaryPassword,
  });
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // No finance: no queue in the navigation, the queue's address leads elsewhere, its API refuses.
  await expect(editor.getByTestId('bo-nav-cashier')).toHaveCount(0);
  await expect(editor.getByTestId('bo-nav-operators')).toHaveCount(0);
  await editor.goto('/backoffice');
  await expect(editor.getByTestId('page-backoffice')).toBeVisible();
  await expect(editor.getByTestId('queue-table')).toHaveCount(0);
  await expect(editor.getByTestId('finance-filters')).toHaveCount(0);
  await editor.goto('/backoffice/operators');
  await expect(editor.getByTestId('bo-no-access')).toBeVisible();
  const refused = await editor.request.get('/backoffice/api/v1/requests', {
    headers: OFFICE_HEADERS,
  });
  expect(await refused.json()).toMatchObject({ result: false, debug: 'not_authorized' });
  await office.close();
});
