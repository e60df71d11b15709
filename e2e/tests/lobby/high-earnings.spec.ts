import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import {
  findCrashGame,
  fundedPlayer,
  inSomeRound,
  maskedName,
  moneyDigits,
} from '../games/crash-page.ts';
import { CrashApi, sleep, type OwnBet } from '../games/crash-api.ts';
import { useLanguage, type Lang } from './lobby.ts';

test.describe.configure({ timeout: 150_000 });

const TEXT = {
  tr: { title: 'Yüksek Kazançlar', live: 'Canlı' },
  en: { title: 'High earnings', live: 'Live' },
};

/** 101 hundredths → "1,01×" (tr) / "1.01×" (en), as the big-wins feed writes multipliers. */
const feedMultiplier = (hundredths: number, lang: Lang) => {
  const text = (hundredths / 100).toFixed(2);
  return `${lang === 'tr' ? text.replace('.', ',') : text}×`;
};

/** Marks the document, so that a later check can tell it was never reloaded. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument);

/** Stake of the win: 500 TL, a big win at any cash-out from 1.00x on. */
const STAKE = 50_000;

/**
 * Bets 500 TL through the game API and cashes it out by hand once the round flies past 1.01x
 * (a round that crashes first is lost: the next one is tried).
 */
async function winBig(api: CrashApi): Promise<OwnBet> {
  let won: OwnBet | null = null;
  await inSomeRound(4, async () => {
    const bet = await api.betWhenOpen(STAKE);
    const flying = await api.waitForPhase('flying', bet.roundId);
    // 1.01x is reached 166 ms after take-off.
    const startedAt = flying.snapshot.round.startedAt ?? flying.serverTime;
    await sleep(Math.max(0, startedAt + 300 - flying.serverTime));
    const cashout = await api.cashout();
    if (cashout.status !== 200) {
      expect(cashout.body.error?.code, JSON.stringify(cashout.body)).toBe('not_flying');
      return false;
    }
    won = cashout.body.bet;
    return true;
  });
  return won as unknown as OwnBet;
}

/** The win of that player for that amount, among the items of a list. */
const winOf = (scope: Locator, player: string, payout: number, lang: Lang) =>
  scope
    .getByTestId('big-win')
    .filter({ hasText: player })
    .filter({
      hasText: moneyDigits(payout, lang),
    });

const lang = 'en' as Lang;

test(`a big crash win shows at once on /high-earnings and on the home page, masked (${lang})`, async ({
  page,
  context,
  request,
}) => {
  await useLanguage(page, lang);
  const winner = await fundedPlayer(page, lang, 2_500);
  const zeplin = await findCrashGame(request, 'Zeplin', lang);

  // Open before the win: the full list, and the home page's strip in another tab.
  await page.goto('/high-earnings');
  const screen = page.getByTestId('page-high-earnings');
  await expect(screen.getByRole('heading', { level: 1 })).toHaveText(TEXT[lang].title);
  await expect(screen.getByTestId('live-status')).toHaveText(TEXT[lang].live, {
    timeout: 15_000,
  });
  const home = await context.newPage();
  await useLanguage(home, lang);
  await home.goto('/');
  const strip = home.getByTestId('big-wins-strip');
  // The strip renders as it comes near: scroll down to it.
  await expect(async () => {
    await home.mouse.wheel(0, 500);
    await expect(strip).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(strip.getByTestId('live-status')).toContainText(TEXT[lang].live, {
    timeout: 15_000,
  });
  await markDocument(page);
  await markDocument(home);

  const won = await winBig(await CrashApi.launch(page.request, zeplin.gameID, lang));
  const leg = won.cashouts[0]!;
  expect(leg.atHundredths).toBeGreaterThanOrEqual(101);
  expect(won.payout).toBe(Math.floor((STAKE * leg.atHundredths) / 100));
  expect(won.payout).toBeGreaterThanOrEqual(50_000);

  // Both screens show it without a reload: the masked name, never the username.
  const masked = maskedName(winner);
  for (const scope of [screen, strip]) {
    const item = winOf(scope, masked, won.payout, lang);
    await expect(item).toHaveCount(1);
    await expect(item).toContainText('Zeplin');
    await expect(item).toContainText(feedMultiplier(leg.atHundredths, lang));
    await expect(scope).not.toContainText(winner.username);
  }
  expect(await sameDocument(page)).toBe(true);
  expect(await sameDocument(home)).toBe(true);
});
