import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { confirmedDeposit, fundedPlayer } from '../../support/funded-player.ts';
import { OFFICE_HEADERS, signInOperator, signInOperatorApi } from '../../support/operator.ts';
import { newIban } from '../cashier/cashier-pages.ts';
import { useLanguage } from '../foundation/site.ts';
import type { Lang } from '../../support/languages.ts';

const TEXTS = {
  tr: { awaiting: 'İkinci onay bekleyen', waiting: 'ikinci onay bekliyor' },
  en: { awaiting: 'Awaiting second approval', waiting: 'awaiting second approval' },
} as const;

async function addAccount(page: Page, iban: string) {
  await page.goto('/bank-accounts');
  await page.getByTestId('bank-account-accountHolder').fill('Deniz Yıldız');
  await page.getByTestId('bank-account-bank').click();
  await page.getByRole('option', { name: 'Boğaziçi Bankası' }).click();
  await page.getByTestId('bank-account-branchCode').fill('1234');
  await page.getByTestId('bank-account-accountNumber').fill('987654');
  await page.getByTestId('bank-account-iban').fill(iban);
  await page.getByTestId('bank-account-save').click();
}

const lang = 'en' as Lang;

test(`a withdrawal above the limit waits for a second operator, and money moves only then (${lang})`, async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  const text = TEXTS[lang];
  // 12,000 TL in (two deposits under the 10,000 TL limit), 11,000 TL asked out.
  const player = await fundedPlayer(page, lang, 6_000);
  await confirmedDeposit(page.request, player, 6_000);
  await addAccount(page, newIban());
  await expect(page.getByTestId('bank-account-save')).toBeVisible();
  await page.goto('/withdraw');
  await page.getByTestId('cash-method-201').click();
  await page.getByTestId('withdraw-amount').fill('11000');
  await page.getByTestId('withdraw-validity').fill('2031-06-30');
  await page.getByTestId('withdraw-account').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('withdraw-submit').click();

  // The admin confirms first: the request leaves the waiting list for the approval list.
  const office = await browser.newContext({ baseURL });
  const admin = await office.newPage();
  await useLanguage(admin, lang);
  await admin.goto('/backoffice');
  await signInOperator(admin);
  await admin.getByTestId('finance-player').fill(player.username);
  const row = admin.getByTestId('queue-row').filter({ hasText: player.username });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('queue-risk')).not.toBeEmpty();
  await row.getByTestId('queue-confirm').click();
  await expect(row).toHaveCount(0);
  await office.close();

  // A finance operator of its own gives the second approval.
  await signInOperatorApi(request);
  const username = `finans_${randomUUID().slice(0, 8)}`;
  const created = await request.post('/backoffice/api/v1/operators/create', {
    headers: OFFICE_HEADERS,
    data: { username, role: 'finance' },
  });
  const { data } = (await created.json()) as { data: { temporaryPassword: string } };
  const second = await browser.newContext({ baseURL });
  const financier = await second.newPage();
  await useLanguage(financier, lang);
  await financier.goto('/backoffice');
  await signInOperator(financier, { username, password: data.temporaryPassword });
  await financier.getByTestId('finance-status').click();
  await financier.getByRole('option', { name: text.awaiting }).click();
  await financier.getByTestId('finance-player').fill(player.username);
  const waiting = financier.getByTestId('queue-row').filter({ hasText: player.username });
  await expect(waiting.getByTestId('queue-awaiting')).toContainText(text.waiting);
  const before = await request.get(
    `/backoffice/api/v1/requests?status=confirmed&kind=withdrawal&player=${player.username}`,
    { headers: OFFICE_HEADERS },
  );
  expect(((await before.json()) as { data: { total: number } }).data.total).toBe(0);
  await waiting.getByTestId('queue-approve').click();
  await expect(waiting).toHaveCount(0);
  await expect
    .poll(async () => {
      const after = await request.get(
        `/backoffice/api/v1/requests?status=confirmed&kind=withdrawal&player=${player.username}`,
        { headers: OFFICE_HEADERS },
      );
      return ((await after.json()) as { data: { total: number } }).data.total;
    })
    .toBe(1);
  await second.close();
});
