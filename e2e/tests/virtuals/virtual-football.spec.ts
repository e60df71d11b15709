import type { VirtualRounds } from '@lale/contract/methods/virtuals';
import { expect, test } from '../../support/accounts-test.ts';
import { fundedPlayer } from '../../support/funded-player.ts';
import { rpc } from '../../support/rpc.ts';
import { useLanguage } from '../lobby/lobby.ts';
import { openBetHistory, openSlip, SPORTS_TEXT } from '../sports/sports.ts';
import type { Lang } from '../../support/languages.ts';

// The e2e server plays a round of virtual football every 25 s, shown in 10 s (support/server.mjs).
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 375, height: 812 };
const TEXT = {
  tr: { live: /Canlı/, table: 'Puan Durumu', results: 'Sonuçlar', fair: 'Özeti kontrol et' },
  en: { live: /Live/, table: 'Table', results: 'Results', fair: 'Check the hash' },
} as const;

const lang = 'tr' as Lang;

test(`a player bets on a virtual football match, watches it play and settle, and sees the table (${lang}, phone)`, async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await useLanguage(page, lang);
  await fundedPlayer(page, lang, 100);
  await page.goto('/virtual-sports/football');
  await expect(page.getByTestId('vf-countdown')).toBeVisible();

  // The open round with time enough left to pick and place.
  const board = await rpc<VirtualRounds>(page.request, 'virtuals', 'list_rounds', {
    product: 'football',
  });
  const serverNow = Date.parse(board.data.serverTime);
  const round = board.data.rounds.find(
    (r) => r.state === 'open' && Date.parse(r.startsAt) - serverNow > 12_000,
  )!;
  expect(round, 'a round open to bets').toBeDefined();
  const event = round.events[0]!;
  const row = page.locator(
    `[data-testid="vf-open-round"][data-round="${round.roundNo}"] [data-testid="vf-match"][data-event="${event.id}"]`,
  );
  const home = row.locator('[data-testid="odds-button"][data-selection="home"]');
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  const panel = await openSlip(page, true);
  await panel.getByTestId('bet-slip-stake').fill('10');
  await panel.getByTestId('bet-slip-place').click();
  const placed = panel.getByTestId('bet-slip-placed');
  await expect(placed).toContainText(SPORTS_TEXT[lang].placed);
  const couponId = await placed.getAttribute('data-coupon-id');
  await page.keyboard.press('Escape');

  // Kick-off: the round plays on the pitch with its score lines, then ends.
  const live = page.locator(`[data-testid="vf-live-round"][data-round="${round.roundNo}"]`);
  await expect(live).toBeVisible({ timeout: 90_000 });
  await expect(live).toContainText(TEXT[lang].live);
  await expect(page.getByTestId('vf-pitch')).toBeVisible();
  await expect(page.getByTestId('vf-live-match')).toHaveCount(9);
  const last = page.locator(`[data-testid="vf-last-round"][data-round="${round.roundNo}"]`);
  await expect(last).toBeVisible({ timeout: 40_000 });
  const score = await last
    .locator(
      `[data-testid="vf-last-match"][data-event="${event.id}"] [data-testid="vf-last-score"]`,
    )
    .textContent();
  expect(score).toMatch(/^\d+-\d+$/);

  // The table counts the matchday; the results archive proves the match fair.
  await page.getByTestId('vf-tab-table').click();
  await expect(page.getByTestId('vf-table-row')).toHaveCount(18);
  // Every side has played each finished matchday once: the one just played counts.
  const played = Number(await page.getByTestId('vf-table').getAttribute('data-played'));
  expect(played).toBeGreaterThanOrEqual(round.matchday);
  await expect(page.locator(`[data-testid="vf-table-row"][data-played="${played}"]`)).toHaveCount(
    18,
  );
  await page.getByTestId('vf-tab-results').click();
  const result = page.locator(`[data-testid="vf-result"][data-event="${event.id}"]`);
  await expect(result.getByTestId('vf-result-score')).toHaveText(score!);
  await result.getByRole('button').first().click();
  await result.getByTestId('vf-fair-check').click();
  await expect(result.getByTestId('vf-fair-verdict')).toContainText('✓');

  // The coupon is settled in the bet history, as won or lost by the score.
  const [h, a] = score!.split('-').map(Number);
  const history = await openBetHistory(page, lang);
  const coupon = history.locator(`[data-testid="bet-history-row"][data-coupon="${couponId}"]`);
  await expect(coupon).toHaveAttribute('data-status', h! > a! ? 'win' : 'lost');
});
