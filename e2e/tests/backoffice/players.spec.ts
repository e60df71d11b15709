import { randomBytes } from 'node:crypto';
import type { OperatorCreated } from '@lale/contract/backoffice-operators';
import { expect, newClientIp, test } from '../../support/accounts-test.ts';
import { OFFICE_HEADERS, signInOperator, signInOperatorApi } from '../../support/operator.ts';
import { newPlayer, registerPlayer } from '../../support/players.ts';
import { useLanguage } from '../foundation/site.ts';
import type { Lang } from '../../support/languages.ts';

const TEXTS = {
  tr: { active: 'Aktif', pending: 'Bekliyor', approved: 'Onaylandı' },
  en: { active: 'Active', pending: 'Pending', approved: 'Approved' },
} as const;

const lang = 'en' as Lang;

test(`an operator finds a player by phone; an adjustment waits for a second operator, then shows in the balance (${lang})`, async ({
  page,
  request,
  browser,
}) => {
  const text = TEXTS[lang];
  const player = newPlayer();
  await registerPlayer(request, player);

  // The admin finds the player by the phone typed the way a caller reads it out.
  await useLanguage(page, lang);
  await signInOperator(page);
  await page.getByTestId('bo-nav-players').click();
  const spoken = `0${player.phone.slice(3, 6)} ${player.phone.slice(6, 9)} ${player.phone.slice(9)}`;
  await page.getByTestId('bo-players-search').fill(spoken);
  await page.getByTestId('bo-players-find').click();
  await page.getByTestId('bo-players-hits').getByRole('button', { name: player.username }).click();
  const record = page.getByTestId('bo-player-page');
  await expect(record).toContainText(player.username);
  await expect(record).toContainText(player.email);
  await expect(record.getByTestId('bo-player-state')).toHaveText(text.active);
  const balances = record.getByTestId('bo-player-balances');
  await expect(balances).toContainText(/0[.,]00/);

  // The admin proposes +25,00: nothing moves, and its own proposal offers no approval.
  const reason = `${lang === 'tr' ? 'Eksik yatırım' : 'Missing deposit'} ${randomBytes(2).toString('hex')}`;
  await page.getByTestId('bo-adjust-amount').fill(lang === 'tr' ? '25,00' : '25.00');
  await page.getByTestId('bo-adjust-reason').fill(reason);
  await page.getByTestId('bo-adjust-propose').click();
  const own = page.getByTestId('bo-player-adjustments').getByRole('row', { name: reason });
  await expect(own).toContainText(text.pending);
  await expect(own.getByTestId('bo-adjustment-approve')).toHaveCount(0);
  await expect(balances).not.toContainText(/25[.,]00/);

  // A finance operator signs in elsewhere, finds it waiting and approves it.
  await signInOperatorApi(request);
  const username = `finans-${lang}-${randomBytes(3).toString('hex')}`;
  const created = await request.post('/backoffice/api/v1/operators/create', {
    headers: OFFICE_HEADERS,
    data: { username, role: 'finance' },
  });
  const reply = (await created.json()) as { result: boolean; data: OperatorCreated };
  expect(reply.result, JSON.stringify(reply)).toBe(true);
  const second = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': newClientIp() },
  });
  const other = await second.newPage();
  await useLanguage(other, lang);
  await signInOperator(other, { username, password: reply.data.temporaryPassword });
  await other.getByTestId('bo-nav-players').click();
  const waiting = other.getByTestId('bo-adjustments-pending').getByRole('row', { name: reason });
  await expect(waiting).toContainText(player.username);
  await waiting.getByTestId('bo-adjustment-approve').click();
  await expect(waiting).toHaveCount(0);
  await second.close();

  // The first operator's page shows the money and who approved it.
  await page.reload();
  await expect(balances).toContainText(/25[.,]00/);
  await expect(own).toContainText(`${text.approved} · ${username}`);
});
