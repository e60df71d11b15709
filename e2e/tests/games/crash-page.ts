/// <reference lib="dom" />
import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import type { APIRequestContext, FrameLocator, Locator, Page } from '@playwright/test';
import { fundedPlayer as fundedPlayerOf } from '../../support/funded-player.ts';
import { newPlayer, type Player } from '../../support/players.ts';
import { rpc } from '../../support/rpc.ts';
import type { Lang } from '../lobby/lobby.ts';
import { RoundMissed, ROUND_MS, sleep } from './crash-api.ts';
import { gameFrame } from './games.ts';

export type CrashName = 'Zeplin' | 'Spaceman';

/** What the crash page says, as a player reads it. */
export const CRASH_TEXT = {
  tr: {
    bet: 'Bahis yap',
    betNext: 'Sonraki tura bahis',
    cancelNext: 'İptal',
    placed: 'Bahsiniz alındı',
    cashOut: 'Çek',
    halfCashOut: 'Yarısını çek',
    connecting: 'Canlı bağlantı kuruluyor…',
    tabs: { all: 'Tüm bahisler', mine: 'Bahislerim', rounds: 'Turlar', rules: 'Kurallar' },
    you: 'Siz',
    round: (n: number) => `Tur #${n}`,
    cashedOut: 'Çekildi',
    partly: 'Kısmen çekildi',
    lost: 'Kaybetti',
    autoCashout: 'Otomatik çekim',
    autoTarget: 'Hedef çarpan',
    rtp: (value: string) => `Oyuncuya dönüş oranı (RTP): %${value}`,
    halfRule: 'Spaceman’de “Yarısını çek”',
  },
  en: {
    bet: 'Bet',
    betNext: 'Bet next round',
    cancelNext: 'Cancel',
    placed: 'Your bet is in',
    cashOut: 'Cash out',
    halfCashOut: 'Cash out half',
    connecting: 'Connecting to the live round…',
    tabs: { all: 'All bets', mine: 'My bets', rounds: 'Rounds', rules: 'Rules' },
    you: 'You',
    round: (n: number) => `Round #${n}`,
    cashedOut: 'Cashed out',
    partly: 'Partly cashed out',
    lost: 'Lost',
    autoCashout: 'Auto cash out',
    autoTarget: 'Target multiplier',
    rtp: (value: string) => `Return to player (RTP): ${value}%`,
    halfRule: 'On Spaceman, “Cash out half”',
  },
};

/** 1234567 kuruş → "12.345,67" (tr) / "12,345.67" (en): the digits of a shown amount. */
export function moneyDigits(kurus: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kurus / 100);
}

/** 123 hundredths → "1,23x" (tr) / "1.23x" (en), as the crash page writes multipliers. */
export function multiplierText(hundredths: number, lang: Lang): string {
  const text = (hundredths / 100).toFixed(2);
  return `${lang === 'tr' ? text.replace('.', ',') : text}x`;
}

/** Kuruş from a shown amount ("₺1.234,56", "TRY 1,234.56"). */
export function kurusOf(text: string, lang: Lang): number {
  const digits = text.replace(/[^\d.,]/g, '');
  const [whole = '', cents = ''] = lang === 'tr' ? digits.split(',') : digits.split('.');
  return Number(whole.replace(/[.,]/g, '')) * 100 + Number(cents.padEnd(2, '0').slice(0, 2));
}

/** The crash game of that name in the casino lobby's list. */
export async function findCrashGame(
  request: APIRequestContext,
  name: CrashName,
  lang: Lang = 'tr',
): Promise<{ gameID: number; name: string }> {
  const reply = await rpc<{ gameID: number; name: string }[]>(request, 'casino', 'games_list', {
    Lang: lang,
    type: 'crash',
    limit: 48,
    offset: 0,
  });
  const game = reply.data.find((candidate) => candidate.name === name);
  if (!game) throw new Error(`no crash game named ${name}`);
  return game;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/**
 * A new player whose masked name (`ab***`) is unlikely to be another test's: the username
 * starts with two random letters (other test players all start with `p`).
 */
export function newCrashPlayer(): Player {
  const player = newPlayer();
  const prefix = `${LETTERS[randomInt(0, 26)]}${LETTERS[randomInt(0, 26)]}`;
  return { ...player, username: `${prefix}${player.username}` };
}

/** How other players see a name: its first two characters and `***`. */
export const maskedName = (player: Player): string => `${player.username.slice(0, 2)}***`;

/** A funded player of their own (support/funded-player.ts) with a crash-friendly name. */
export const fundedPlayer = (page: Page, lang: Lang, lira: number): Promise<Player> =>
  fundedPlayerOf(page, lang, lira, newCrashPlayer());

/**
 * A play screen tall enough for the whole crash page: at 720 px its bet buttons sit below the
 * frame's fold, and a click scrolled under the site's sticky header can land a moment late.
 */
export const CRASH_VIEWPORT = { width: 1280, height: 1000 };

/** Opens a crash game's play screen and waits until its round shows. */
export async function openCrash(page: Page, gameID: number): Promise<FrameLocator> {
  await page.goto(`/play/casino/${gameID}`);
  const frame = gameFrame(page);
  await expect(frame.getByTestId('balance')).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByTestId('crash-scene')).toHaveClass(/scene--(betting|flying|crashed)/);
  return frame;
}

export const scene = (frame: FrameLocator): Locator => frame.getByTestId('crash-scene');
/** The scene's "Round #N" line. */
export const roundLabel = (frame: FrameLocator): Locator => scene(frame).locator('.scene__round');
export const mainButton = (frame: FrameLocator, slot: 0 | 1 = 0): Locator =>
  frame.getByTestId(`main-${slot}`);

export async function openTab(
  frame: FrameLocator,
  lang: Lang,
  tab: keyof (typeof CRASH_TEXT)['tr']['tabs'],
): Promise<void> {
  await frame.getByRole('tab', { name: CRASH_TEXT[lang].tabs[tab] }).click();
}

/** The game session the page inside the frame plays with (to call the game API as it does). */
export async function frameSessionToken(frame: FrameLocator): Promise<string> {
  const stored = await frame
    .locator('body')
    .evaluate(() => window.sessionStorage.getItem('lale.studio.crash'));
  const token = stored ? (JSON.parse(stored) as { sessionToken?: string }).sessionToken : null;
  if (!token) throw new Error('the crash page has no game session');
  return token;
}

/**
 * Runs `attempt` (one round's worth of a step) until it returns true: a round that crashes too
 * early for the step returns false or throws RoundMissed, and the next round is tried.
 */
export async function inSomeRound(
  rounds: number,
  attempt: (round: number) => Promise<boolean>,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    try {
      if (await attempt(round)) return;
    } catch (error) {
      if (!(error instanceof RoundMissed)) throw error;
    }
  }
  throw new Error(`the step did not succeed in ${rounds} rounds`);
}

/**
 * Writes down, in every frame of the page, what the crash page shows as it changes: each
 * phase/round of the scene and each row of the live bets table. A busy machine may poll too
 * late to see a short-lived state; the page itself never misses it.
 */
export async function recordCrashScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (!window.location.pathname.startsWith('/games/crash')) return;
    const seen = { phases: [] as string[], rows: [] as string[][] };
    (window as unknown as { e2eCrash: typeof seen }).e2eCrash = seen;
    const record = () => {
      const sceneElement = document.querySelector('[data-testid="crash-scene"]');
      if (sceneElement) {
        const phase = /scene--(betting|flying|crashed)/.exec(sceneElement.className)?.[1] ?? '';
        const round = sceneElement.querySelector('.scene__round')?.textContent ?? '';
        const entry = `${phase}|${round}`;
        if (seen.phases.at(-1) !== entry) seen.phases.push(entry);
      }
      for (const row of Array.from(
        document.querySelectorAll('[data-testid="live-bets"] tbody tr'),
      )) {
        const cells = Array.from(row.querySelectorAll('td')).map((td) => td.textContent ?? '');
        const key = cells.join('|');
        if (!seen.rows.some((known) => known.join('|') === key)) seen.rows.push(cells);
      }
    };
    new MutationObserver(record).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
}

/** What `recordCrashScreen` wrote down in the game frame. */
export async function recorded(
  frame: FrameLocator,
): Promise<{ phases: string[]; rows: string[][] }> {
  return frame.locator('body').evaluate(
    () =>
      (window as unknown as { e2eCrash?: { phases: string[]; rows: string[][] } }).e2eCrash ?? {
        phases: [],
        rows: [],
      },
  );
}

/** Polls `read` until it gives a value (not null), bounded by `timeout`; returns that value. */
export async function until<T>(read: () => Promise<T | null>, timeout = ROUND_MS): Promise<T> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`nothing came within ${timeout} ms`);
    await sleep(100);
  }
}
