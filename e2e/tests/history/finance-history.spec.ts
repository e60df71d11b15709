import { DATE_PRESETS } from '@lale/contract/constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { newPlayer, registerPlayer, type Player } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import { expectToast } from '../../support/toasts.ts';
import { logIn } from '../accounts/account-pages.ts';
import { newIban } from '../cashier/cashier-pages.ts';
import { signInOperatorApi } from '../../support/operator.ts';

test.describe.configure({ timeout: 120_000 });

const NO_RESULTS = 'Belirlediğiniz kriterlere göre sonuç bulunamadı.';
/** The balance polls every 15 s; an operator's decision shows within that. */
const FOLLOWS = { timeout: 25_000 };

/** The day in Istanbul, whose midnight the date presets turn on. */
const istanbulDay = (at: number) =>
  new Date(at).toLocaleDateString('tr-TR', { timeZone: 'Europe/Istanbul' });

interface QueueRow {
  id: number;
  username: string;
  kind: 'deposit' | 'withdrawal';
  amount: number;
}

/** The operator's side, through the back-office API (its screens have their own test). */
async function operator(request: APIRequestContext) {
  const headers = { panel: 'backoffice' };
  await signInOperatorApi(request);
  return async (player: Player, kind: QueueRow['kind'], decision: 'confirm' | 'reject') => {
    const list = await request.get(
      `/backoffice/api/v1/requests?status=new&kind=${kind}&limit=100`,
      {
        headers,
      },
    );
    const rows = ((await list.json()) as { data: { items: QueueRow[] } }).data.items;
    const row = rows.find((r) => r.username === player.username);
    if (!row) throw new Error(`no ${kind} of ${player.username} waiting`);
    const decided = await request.post('/backoffice/api/v1/decide', {
      headers,
      data: { requestId: row.id, decision },
    });
    expect(((await decided.json()) as { result: boolean }).result).toBe(true);
  };
}

async function withdraw(page: Page, amount: string) {
  await page.goto('/withdraw?method=201');
  await page.getByTestId('withdraw-amount').fill(amount);
  await page.getByTestId('withdraw-validity').fill('2031-06-30');
  await page.getByTestId('withdraw-account').click();
  await page.getByRole('option').first().click();
  await page.getByTestId('withdraw-submit').click();
  await expectToast(page, 'Çekim talebiniz alındı');
}

test('the balance, notifications and finance history follow deposits and withdrawals', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const startedAt = Date.now();
  const player = newPlayer();
  await registerPlayer(request, player);
  await logIn(page, player.username, player.password);
  const office = await playwright.request.newContext({ baseURL });
  const decide = await operator(office);
  const balance = page.getByTestId('header-balance');
  const badge = page.getByTestId('header-notification-badge');
  await expect(balance).toHaveText(/0,00/);

  // A bank transfer waits for the operator; confirmed, it reaches the header and the bell.
  await page.goto('/deposit');
  await page.getByTestId('cash-method-101').click();
  await page.getByTestId('deposit-amount').fill('750');
  await page.getByTestId('deposit-field-account').fill('TR12 0001');
  await page.getByTestId('deposit-field-sender_identity_number').fill('10000000146');
  await page.getByTestId('deposit-submit').click();
  await expectToast(page, 'Yatırım talebiniz alındı');
  await expect(badge).toContainText('3'); // the three announcements
  await decide(player, 'deposit', 'confirm');
  await expect(balance).toHaveText(/750,00/, FOLLOWS);
  await expect(badge).toContainText('4', FOLLOWS);

  // A withdrawal holds its amount at once; rejected, the money comes back.
  const account = await rpc(page.request, 'finance', 'save_bank_account', {
    bankID: 1,
    accountHolder: `${player.firstname} ${player.lastname}`,
    branchCode: '1234',
    accountNumber: '987654',
    iban: newIban(),
  });
  expect(account.result).toBe(true);
  await withdraw(page, '300');
  await expect(balance).toHaveText(/450,00/);
  await decide(player, 'withdrawal', 'reject');
  await expect(balance).toHaveText(/750,00/, FOLLOWS);
  // Another, approved: it leaves for good.
  await withdraw(page, '200');
  await decide(player, 'withdrawal', 'confirm');
  await expect(balance).toHaveText(/550,00/, FOLLOWS);

  // Three account notifications: the confirmed deposit, the rejected and the paid withdrawal.
  await page.getByTestId('header-notifications').click();
  const notices = page.getByTestId('page-notifications').getByTestId('notice');
  await expect(notices.filter({ hasText: 'Onaylandı' })).toHaveCount(2, FOLLOWS);
  await expect(notices.filter({ hasText: 'İptal' })).toHaveCount(1);

  // Finance history, under every date preset of SPEC §9.
  await page.goto('/profile?tab=history');
  await page.getByTestId('history-kinds').getByText('Finans geçmişi').click();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText('Para Çekme');
  await expect(rows.nth(0)).toContainText('Onaylandı');
  await expect(rows.nth(1)).toContainText('İptal');
  await expect(rows.nth(2)).toContainText('Para Yatırma');
  await expect(rows.nth(2)).toContainText('Havale / EFT');
  // Everything happened today: yesterday and last month hold nothing. A run across Istanbul's
  // midnight spreads the movements over two days, where this split of the presets does not hold.
  const oneDay = istanbulDay(startedAt) === istanbulDay(Date.now());
  for (const preset of oneDay ? DATE_PRESETS : []) {
    await page.getByTestId('history-preset').selectOption(preset);
    const empty = preset === 'yesterday' || preset === 'last-month';
    if (empty) await expect(page.getByText(NO_RESULTS)).toBeVisible();
    else await expect(rows, preset).toHaveCount(3);
  }
  await office.dispose();
});
