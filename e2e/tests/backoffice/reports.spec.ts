import { randomUUID } from 'node:crypto';
import { request as newRequest, type APIRequestContext } from '@playwright/test';
import type { LedgerReport, RevenueReport } from '@lale/contract/backoffice-reports';
import type { RoundReply } from '@lale/contract/studio/replies';
import { expect, test } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { OFFICE_HEADERS, signInOperator, signInOperatorApi } from '../../support/operator.ts';
import { rpc } from '../../support/rpc.ts';
import { findGame } from '../games/games.ts';
import { useLanguage } from '../foundation/site.ts';
import type { Lang } from '../../support/languages.ts';

// Both tests compare today's figures before and after their own spins: one at a time.
test.describe.configure({ mode: 'serial' });

const TEXTS = {
  tr: { nav: 'Raporlar', tab: 'Gelir (GGR / NGR)', total: 'Toplam' },
  en: { nav: 'Reports', tab: 'Revenue (GGR / NGR)', total: 'Total' },
} as const;

const money = (kurus: number, lang: 'tr' | 'en') =>
  (kurus / 100).toLocaleString(lang === 'en' ? 'en-GB' : 'tr-TR', {
    style: 'currency',
    currency: 'TRY',
  });

async function office<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/backoffice/api/v1${path}`, { headers: OFFICE_HEADERS });
  const body = (await response.json()) as { result: boolean; data: T; message: string };
  expect(body.result, body.message).toBe(true);
  return body.data;
}

/** Spins a slot through the game API as the signed-in player; the stakes and wins it saw. */
async function spin(request: APIRequestContext, gameID: number, lang: 'tr' | 'en', times: number) {
  const launch = await rpc<{ url: string }>(request, 'casino', 'init_game', { Lang: lang, gameID });
  expect(launch, JSON.stringify(launch)).toMatchObject({ result: true });
  const token = new URL(launch.data.url, E2E_BASE_URL).searchParams.get('token');
  const session = await request.post('/games/api/v1/session', { data: { token } });
  expect(session.ok(), await session.text()).toBe(true);
  const { sessionToken } = (await session.json()) as { sessionToken: string };
  let stakes = 0;
  let wins = 0;
  for (let i = 0; i < times; i++) {
    const response = await request.post('/games/api/v1/slot/spin', {
      headers: { authorization: `Bearer ${sessionToken}` },
      data: { bet: 200, requestId: randomUUID() },
    });
    expect(response.status(), await response.text()).toBe(200);
    const { round } = (await response.json()) as RoundReply;
    stakes += round.stake;
    wins += round.win;
  }
  return { stakes, wins };
}

const lang = 'tr' as Lang;

test(`the revenue report for today equals the sum of today's ledger transfers (${lang})`, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const text = TEXTS[lang];
  const operator = await newRequest.newContext({ baseURL: E2E_BASE_URL });
  await signInOperatorApi(operator);
  const today = '?preset=today';

  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  const game = await findGame(page.request, 'slot', lang);
  const key = `casino:${game.gameID}`;
  const before = await office<RevenueReport>(operator, `/reports/revenue${today}&groupBy=game`);
  const played = await spin(page.request, game.gameID, lang, 6);
  const after = await office<RevenueReport>(operator, `/reports/revenue${today}&groupBy=game`);
  const row = (report: RevenueReport) =>
    report.rows.find((r) => r.key === key) ?? { stakes: 0, wins: 0 };
  // The player's own spins show in their game's row, to the kuruş.
  expect(row(after).stakes - row(before).stakes).toBe(played.stakes);
  expect(row(after).wins - row(before).wins).toBe(played.wins);

  // The operator works in a browser context of their own: on the player's page, the player's
  // session logic would run beside the back office and could leave for home mid sign-in.
  const desk = await page.context().browser()!.newContext({ baseURL: E2E_BASE_URL });
  const officePage = await desk.newPage();
  await useLanguage(officePage, lang);
  await officePage.goto('/backoffice');
  await signInOperator(officePage);
  await officePage.getByTestId('bo-nav-reports').click();
  await expect(officePage.getByTestId('bo-nav-reports')).toHaveText(text.nav);
  await expect(officePage.getByTestId('bo-reports-tab-revenue')).toHaveText(text.tab);
  await officePage.getByTestId('bo-reports-preset').selectOption('today');

  // What the screen shows for today is the ledger's own sum of today's transfers per kind.
  await expect(async () => {
    await officePage.reload();
    const ledger = await office<LedgerReport>(operator, `/reports/ledger${today}`);
    const sum = (kind: string) =>
      ledger.rows.filter((r) => r.kind === kind).reduce((total, r) => total + r.amount, 0);
    const stakes = sum('bet') - sum('rollback');
    const wins = sum('win');
    const jackpot = sum('jackpot_contribution') + sum('jackpot_seed');
    const ngr = stakes - wins - jackpot - sum('bonus_grant') + sum('bonus_forfeit') - sum('prize');
    const total = officePage.getByTestId('bo-report-total');
    // A reloaded page signs the operator in again and asks for the report: on a loaded
    // machine that takes seconds.
    await expect(total.locator('[data-field="label"]')).toHaveText(text.total, {
      timeout: 15_000,
    });
    await expect(total.locator('[data-field="stakes"]')).toHaveText(money(stakes, lang), {
      timeout: 2_000,
    });
    await expect(total.locator('[data-field="wins"]')).toHaveText(money(wins, lang));
    await expect(total.locator('[data-field="ggr"]')).toHaveText(money(stakes - wins, lang));
    await expect(total.locator('[data-field="ngr"]')).toHaveText(money(ngr, lang));
  }).toPass({ timeout: 60_000 });
  await expect(
    officePage.getByTestId('bo-reports').locator('.recharts-surface').first(),
  ).toBeVisible();

  // The same day split by game has the player's game among its rows.
  await officePage
    .getByTestId('bo-reports-group')
    .getByText(lang === 'tr' ? 'Oyun' : 'Game')
    .click();
  await expect(
    officePage.locator(`[data-testid="bo-report-row"][data-key="${key}"] [data-field="label"]`),
  ).toHaveText(game.name);

  // The CSV download is the same report, with the headers in the page's language.
  const download = officePage.waitForEvent('download');
  await officePage.getByTestId('bo-reports-csv').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^revenue_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await import('node:fs')).readFileSync((await file.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(csv.slice(1).split('\r\n')[0]).toMatch(lang === 'tr' ? /^Grup,Ürün,/ : /^Group,Product,/);
  await desk.close();
  await operator.dispose();
});
