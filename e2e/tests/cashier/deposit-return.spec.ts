import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { rpc } from '../../support/rpc.ts';
import { PHONE, screenshotsAt } from '../../support/screenshots.ts';
import { useLanguage } from '../foundation/site.ts';

/**
 * Issue 38, item 2: the payment provider returns the player to a page that says what happened
 * to the deposit, with its amount and the next step, and the header's balance follows; the
 * form and the history state when an unpaid checkout expires. The rules (pending, paid,
 * failed, expired, whose deposit) are in the cashier domain's API tests.
 */
const lang = 'tr' as const;
test.use({ viewport: PHONE });

/** The deposit form of LalePay (paid at the simulated provider), sent; then the checkout. */
async function payAtCheckout(page: Page, lira: number, button: 'Öde / Pay' | 'Vazgeç / Decline') {
  await page.getByTestId('deposit-amount').fill(String(lira));
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByRole('heading', { name: 'Simulated payment provider' })).toBeVisible();
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/profile\?cashier=deposit-done&reference=/);
}

test(`the provider's return says what happened to the deposit and the balance follows (${lang})`, async ({
  page,
}) => {
  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 0);
  await page.goto('/deposit?method=104');
  await expect(page.getByTestId('deposit-expiry-note')).toContainText('30 dakika içinde');

  // Declined at the checkout: nothing on the balance, and the way back to the form.
  await payAtCheckout(page, 100, 'Vazgeç / Decline');
  const landing = page.getByTestId('deposit-return');
  await expect(landing).toHaveAttribute('data-status', 'failed');
  await expect(landing).toContainText('Ödeme tamamlanmadı');
  await expect(landing.getByTestId('deposit-return-body')).toContainText('₺100,00');
  await expect(page.getByTestId('header-balance')).toHaveText('₺0,00');
  await landing.getByTestId('deposit-return-next').click();
  await page.getByTestId('cash-method-104').click();

  // Paid: on the balance, in the header too.
  await payAtCheckout(page, 250, 'Öde / Pay');
  await expect(landing).toHaveAttribute('data-status', 'paid');
  await expect(landing).toContainText('Yatırımınız hesabınızda');
  await expect(landing.getByTestId('deposit-return-body')).toContainText('₺250,00');
  await expect(page.getByTestId('header-balance')).toHaveText('₺250,00');
  await screenshotsAt(page, 'deposit-return-paid', lang);

  // Left at the checkout: pending, with the time it expires, here and in the history.
  const asked = await rpc<{ redirectUrl: string }>(
    page.request,
    'prepayServices',
    'processTransaction',
    { Type: 1, methodID: 104, amount: 50_00, requestKey: randomUUID().replaceAll('-', '') },
  );
  const reference = new URL(asked.data.redirectUrl, 'http://x').searchParams.get('reference')!;
  await page.goto(`/profile?cashier=deposit-done&reference=${reference}`);
  await expect(landing).toHaveAttribute('data-status', 'pending');
  await expect(landing.getByTestId('deposit-return-body')).toContainText(
    /₺50,00 .* \d\d\.\d\d\.\d{4} \d\d:\d\d tarihine kadar/,
  );
  await screenshotsAt(page, 'deposit-return-pending', lang);
  await landing.getByRole('link', { name: 'Hesap geçmişi' }).click();
  await expect(page.getByTestId('history-expires')).toHaveCount(1);
  await expect(page.getByTestId('history-expires')).toContainText('Ödenmezse');
});
