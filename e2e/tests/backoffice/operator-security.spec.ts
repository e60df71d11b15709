import type { Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { expect, test } from '../../support/accounts-test.ts';
import type { Lang } from '../../support/languages.ts';
import { signInOperator } from '../../support/operator.ts';
import { base32Decode, STEP_SECONDS, totpAt } from '../../support/totp.ts';
import { useLanguage } from '../foundation/site.ts';

const TEXTS = {
  tr: {
    codeUsed: 'Bu kod zaten kullanıldı: doğrulama uygulamanızda yeni kodu bekleyin',
    lockedOut: 'kendinizi kilitleyemezsiniz',
    invalidLine: '1. satır bir adres veya blok değil: 10.0.0.999',
    invalidLimit: 'Onay sınırı 0 ile 100.000.000 TL arasında',
    mustChange: 'Kendi şifrenizi belirleyin',
    shortPassword: 'Şifre en az 6 karakter olmalıdır',
  },
  en: {
    codeUsed: 'This code has already been used: wait for the next code in your authenticator app',
    lockedOut: 'you cannot lock yourself out',
    invalidLine: 'Line 1 is not an address or block: 10.0.0.999',
    invalidLimit: 'The approval limit must be an amount from 0 to 100,000,000 TL',
    mustChange: 'Choose your own password',
    shortPassword: 'Password must be at least 6 characters',
  },
} as const;

/** The screen at a phone's width and at a desktop's, kept with the run's artifacts. */
async function screenshots(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-desktop.png`), fullPage: true });
}

/** The authenticator's code `steps` steps from now (the server accepts one step either side). */
const codeAt = (secret: string, steps = 0) =>
  totpAt(base32Decode(secret), Date.now() / 1000 + steps * STEP_SECONDS);

async function submitLogin(page: Page, username: string, password: string, code: string) {
  await page.getByTestId('operator-username').fill(username);
  await page.getByTestId('operator-password').fill(password);
  await page.getByTestId('operator-submit').click();
  await page.getByTestId('operator-code').locator('input').first().fill(code);
  await page.getByTestId('operator-submit').click();
}

const lang = 'en' as Lang;

test(`an admin adds an operator, who replaces the temporary password, enrols and cannot reuse a code (${lang})`, async ({
  page,
  browser,
  baseURL,
  clientIp,
}) => {
  // Two operators' sign-ins, two screens at two widths: longer than most journeys.
  test.slow();
  const text = TEXTS[lang];
  await useLanguage(page, lang);
  await page.goto('/backoffice');
  await signInOperator(page);

  // The approval limit: a bad amount is refused in place; the stored one saves again.
  await page.getByTestId('bo-nav-settings').click();
  const limit = page.getByTestId('settings-approval-limit');
  await expect(limit).not.toHaveValue('');
  const stored = await limit.inputValue();
  await limit.fill('12,345,678');
  await page.getByTestId('settings-approval-save').click();
  await expect(page.getByTestId('settings-approval-form')).toContainText(text.invalidLimit);
  await screenshots(page, 'settings-approval-limit');
  await limit.fill(stored);
  await page.getByTestId('settings-approval-save').click();
  await expect(page.getByTestId('settings-approval-form')).not.toContainText(text.invalidLimit);

  // The admin adds an operator (support reads the queue) and limits it to this test's address.
  await page.getByTestId('bo-nav-operators').click();
  const username = `kasa_${randomUUID().slice(0, 8)}`;
  await page.getByTestId('operators-new-name').fill(username);
  await page.getByTestId('operators-create').click();
  const temporary = (await page.getByTestId('operators-temporary-password').innerText()).trim();
  const row = page.getByTestId('operators-row').filter({ hasText: username });
  await row.getByTestId('operators-addresses').click();
  const addresses = page.getByTestId('operators-addresses-input');
  await addresses.fill('10.0.0.999');
  await page.getByTestId('operators-addresses-save').click();
  await expect(page.getByTestId('operators-addresses-form')).toContainText(text.invalidLine);
  // The run's server sees each test's own address (X-Forwarded-For, support/accounts-test.ts).
  await addresses.fill(`${clientIp}\n127.0.0.0/8`);
  await screenshots(page, 'operators-allow-list');
  await page.getByTestId('operators-addresses-save').click();
  await expect(page.getByTestId('operators-addresses-form')).toHaveCount(0);
  await expect(row.getByTestId('operators-addresses')).toContainText('2');

  // Its own list may not leave out the address it is using.
  const own = page.getByTestId('operators-row').filter({ hasText: /^admin/ });
  await own.getByTestId('operators-addresses').click();
  await addresses.fill('203.0.113.0/24');
  await page.getByTestId('operators-addresses-save').click();
  await expect(page.getByTestId('operators-addresses-form')).toContainText(text.lockedOut);
  await page.keyboard.press('Escape');

  // The new operator: the temporary password, the authenticator, then a password of its own.
  const context = await browser.newContext({
    baseURL,
    locale: lang === 'tr' ? 'tr-TR' : 'en-US',
  });
  const office = await context.newPage();
  await useLanguage(office, lang);
  await office.goto('/backoffice');
  await office.getByTestId('operator-username').fill(username);
  await office.getByTestId('operator-password').fill(temporary);
  await office.getByTestId('operator-submit').click();
  const secret = (await office.getByTestId('operator-totp-secret').innerText()).trim();
  const code = codeAt(secret);
  await office.getByTestId('operator-code').locator('input').first().fill(code);
  await office.getByTestId('operator-submit').click();
  const change = office.getByTestId('operator-password-change');
  await expect(change.getByRole('heading', { name: text.mustChange })).toBeVisible();
  await office.getByTestId('operator-password-current').fill(temporary);
  await office.getByTestId('operator-password-new').fill('abc');
  await office.getByTestId('operator-password-confirm').fill('abc');
  await office.getByTestId('operator-password-submit').click();
  await expect(change).toContainText(text.shortPassword);
  await screenshots(office, 'operator-password-change');
  const chosen = `Kasa${randomUUID().slice(0, 6)}9`;
  await office.getByTestId('operator-password-new').fill(chosen);
  await office.getByTestId('operator-password-confirm').fill(chosen);
  await office.getByTestId('operator-password-submit').click();
  await expect(office.getByTestId('page-backoffice')).toBeVisible();
  await expect(
    office.getByTestId('queue-table').or(office.getByTestId('finance-filters')).first(),
  ).toBeVisible();

  // Signed out, the code it just used is refused; the authenticator's next code opens.
  await office.getByTestId('operator-logout').click();
  await submitLogin(office, username, chosen, code);
  await expect(office.getByTestId('operator-code-error')).toHaveText(text.codeUsed);
  await screenshots(office, 'operator-code-used');
  await office.getByTestId('operator-code').locator('input').first().fill(codeAt(secret, 1));
  await office.getByTestId('operator-submit').click();
  await expect(office.getByTestId('page-backoffice')).toBeVisible();
  await expect(office.getByTestId('operator-password-change')).toHaveCount(0);
  await context.close();
});
