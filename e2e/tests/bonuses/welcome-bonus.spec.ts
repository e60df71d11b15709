import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../../support/accounts-test.ts';
import { E2E_BASE_URL } from '../../support/env.ts';
import { confirmedDeposit } from '../../support/funded-player.ts';
import { linkPath, outboxMark, waitForOutbox } from '../../support/outbox.ts';
import { newPlayer, type Player } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import {
  acceptRules,
  field,
  fieldError,
  fillRegisterForm,
  inputFor,
} from '../accounts/register-form.ts';
import { useLanguage } from '../foundation/site.ts';
import { findGame } from '../games/games.ts';
import { signIn } from '../lobby/lobby.ts';

type Lang = 'tr' | 'en';

// Registration (argon2), two confirmed deposits and a few dozen spins on a shared machine.
test.describe.configure({ timeout: 90_000 });
test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = process.env.BONUS_SHOTS_DIR;
const shot = async (page: Page, name: string, fullPage = true) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
};

const TEXT = {
  tr: {
    unknownCode: 'Bu promosyon kodu geçerli değil.',
    registered: 'Kayıt tamamlandı',
    wagering: 'Çevrimde',
    converted: 'Nakde döndü',
    noActive: 'Şu anda çevrimi süren bir bonusunuz yok.',
    bonusHistory: 'Bonus geçmişi',
    historyGranted: 'Bonus verildi',
    historyConverted: 'Bonus nakde döndü',
    slipNote: 'Spor kuponları “%50 Hoş Geldin Bonusu” çevrimine sayılmaz (%0).',
    money: (lira: number) => new RegExp(`${lira.toLocaleString('tr-TR')},00`),
  },
  en: {
    unknownCode: 'This promotion code is not valid.',
    registered: 'Registration complete',
    wagering: 'Wagering',
    converted: 'Turned into cash',
    noActive: 'You have no bonus wagering right now.',
    bonusHistory: 'Bonus history',
    historyGranted: 'Bonus granted',
    historyConverted: 'Bonus turned into cash',
    slipNote: 'Sports coupons do not count toward “50% Welcome Bonus” wagering (0%).',
    money: (lira: number) => new RegExp(`${lira.toLocaleString('en-GB')}\\.00`),
  },
};

/** The registration form with a promotion code: a wrong one is refused on its field first. */
async function registerWithCode(
  page: Page,
  request: APIRequestContext,
  lang: Lang,
  player: Player,
) {
  await useLanguage(page, lang);
  await page.goto('/register');
  await fillRegisterForm(page, inputFor(player));
  await field(page, 'promotion_code').fill('YANLISKOD');
  await acceptRules(page);
  await page.getByTestId('register-submit').click();
  await expect(fieldError(page, 'promotion_code')).toHaveText(TEXT[lang].unknownCode);
  await field(page, 'promotion_code').scrollIntoViewIfNeeded();
  await shot(page, `register-code-error-${lang}`, false);

  await field(page, 'promotion_code').fill('hosgeldin');
  const mark = await outboxMark(request);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-success')).toContainText(TEXT[lang].registered);
  const mail = await waitForOutbox(request, {
    recipient: player.email,
    after: mark,
    channel: 'email',
    body: /register-account-confirm/,
  });
  const token = new URL(linkPath(mail, '/register-account-confirm'), 'http://x').searchParams.get(
    'token',
  );
  expect(await rpc(request, 'user', 'confirm_email', { token })).toMatchObject({ result: true });
}

/** A slot session opened as the play screen opens it: the studio API then takes the spins. */
async function slotSession(request: APIRequestContext, lang: Lang) {
  const game = await findGame(request, 'slot', lang);
  const launched = await rpc<{ url: string }>(request, 'casino', 'init_game', {
    gameID: game.gameID,
    Lang: lang,
  });
  const token = new URL(launched.data.url, E2E_BASE_URL).searchParams.get('token');
  const session = await request.post('/games/api/v1/session', { data: { token } });
  const opened = (await session.json()) as { sessionToken: string; game: { maxBet: number } };
  return {
    maxBet: opened.game.maxBet,
    async spin(stake: number, times: number) {
      for (let i = 0; i < times; i++) {
        const spun = await request.post('/games/api/v1/slot/spin', {
          headers: { authorization: `Bearer ${opened.sessionToken}` },
          data: { bet: stake, requestId: randomUUID() },
        });
        expect(spun.ok(), await spun.text()).toBe(true);
      }
    },
  };
}

const lang = 'tr' as Lang;

test(`a player registers with HOSGELDIN, deposits, wagers the welcome bonus and sees it turn to cash (${lang})`, async ({
  page,
  request,
}) => {
  const player = newPlayer();
  await registerWithCode(page, request, lang, player);
  await signIn(page, lang, player);

  // The first deposit, the smallest the welcome bonus takes: 100 TL earns 50 TL, 500 TL to wager.
  await confirmedDeposit(page.request, player, 100);
  await page.goto('/bonuses');
  const card = page.getByTestId('bonus-card');
  await expect(card).toHaveAttribute('data-status', 'wagering');
  await expect(card).toContainText(TEXT[lang].wagering);
  await expect(card.getByTestId('bonus-amount')).toHaveText(TEXT[lang].money(50));
  await expect(page.getByTestId('bonus-balance')).toHaveText(TEXT[lang].money(50));
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByTestId('bonus-wagered')).toHaveText(TEXT[lang].money(500));

  // A coupon would not count toward it: the slip says so before anything is placed.
  await page.goto('/sport/volleyball');
  // The first open price (a market in play may be suspended).
  await page.locator('[data-testid="odds-button"]:enabled').first().click();
  await page.getByTestId('bet-slip-bar').click();
  await expect(page.getByTestId('bet-slip-bonus-note')).toHaveText(TEXT[lang].slipNote);
  await shot(page, `slip-bonus-note-${lang}`, false);
  await page.goto('/bonuses');

  // Cash to play with beyond the first deposit (not the first: it earns no welcome bonus).
  await confirmedDeposit(page.request, player, 500);
  const slot = await slotSession(page.request, lang);
  const stake = Math.min(100_00, slot.maxBet);
  const spins = Math.ceil(500_00 / stake);
  const firstPart = Math.floor(spins * 0.4);
  await slot.spin(stake, firstPart);
  await page.reload();
  const percent = String((firstPart * stake * 100) / 500_00);
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', percent);
  await expect(card.getByTestId('bonus-wagered')).toContainText(
    TEXT[lang].money((firstPart * stake) / 100),
  );
  await shot(page, `bonuses-wagering-${lang}`);

  await slot.spin(stake, spins - firstPart);
  await page.reload();
  await expect(page.getByText(TEXT[lang].noActive)).toBeVisible();
  const closed = page.getByTestId('bonus-card');
  await expect(closed).toHaveAttribute('data-status', 'converted');
  await expect(closed).toContainText(TEXT[lang].converted);
  await expect(page.getByTestId('bonus-balance')).toHaveText(TEXT[lang].money(0));
  await shot(page, `bonuses-converted-${lang}`);

  // The bonus history lists the grant and its conversion to cash.
  await page.goto('/profile?tab=history');
  await page.getByTestId('history-kinds').getByText(TEXT[lang].bonusHistory).click();
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await expect(row).toContainText(TEXT[lang].money(50));
  await expect(rows.nth(0)).toContainText(TEXT[lang].historyConverted);
  await expect(rows.nth(1)).toContainText(TEXT[lang].historyGranted);
  await shot(page, `bonus-history-${lang}`);
});
