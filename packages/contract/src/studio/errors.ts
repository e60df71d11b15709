import type { Lang } from '../languages.ts';
import { liveTableMessages } from '../live-tables/messages.ts';
// Not from bingo.ts: that would load zod into every game page for two messages.
import { bingoMessages } from './bingo-messages.ts';

/** Every refusal text the game API sends a player, in Turkish and English; keys are the wire codes. */
export const studioMessages = {
  launch_invalid: {
    tr: 'Oyun bağlantısı geçersiz veya süresi dolmuş. Lütfen oyunu yeniden açın.',
    en: 'This game link is invalid or has expired. Please open the game again.',
  },
  session_invalid: {
    tr: 'Oyun oturumunuz sona erdi. Lütfen oyunu yeniden açın.',
    en: 'Your game session has ended. Please open the game again.',
  },
  engine_unavailable: {
    tr: 'Bu oyun şu anda oynanamıyor.',
    en: 'This game cannot be played right now.',
  },
  wrong_game: {
    tr: 'Bu işlem bu oyunda yapılamaz.',
    en: 'This action is not available in this game.',
  },
  invalid_request: { tr: 'Geçersiz istek.', en: 'Invalid request.' },
  bet_out_of_range: {
    tr: 'Bahis tutarı bu oyunun alt ve üst sınırları arasında olmalıdır.',
    en: "The bet must be within this game's minimum and maximum.",
  },
  invalid_bet: {
    tr: 'Bu bahis masada geçerli değil.',
    en: 'This bet is not valid on the table.',
  },
  invalid_client_seed: {
    tr: 'İstemci tohumu 1-64 yazdırılabilir karakterden oluşmalıdır.',
    en: 'The client seed must be 1 to 64 printable characters.',
  },
  insufficient_funds: { tr: 'Yetersiz bakiye.', en: 'Insufficient balance.' },
  hand_in_progress: {
    tr: 'Önce devam eden eli bitirin.',
    en: 'Finish the hand in progress first.',
  },
  no_hand: { tr: 'Devam eden bir el yok.', en: 'There is no hand in progress.' },
  illegal_action: {
    tr: 'Bu hamle şu anda yapılamaz.',
    en: 'This move is not allowed right now.',
  },
  request_conflict: {
    tr: 'Bu istek kimliği başka bir işlem için kullanıldı.',
    en: 'This request id was used for another action.',
  },
  not_found: { tr: 'Bulunamadı.', en: 'Not found.' },
  betting_closed: {
    tr: 'Bahisler kapandı. Bir sonraki tura bahis yapabilirsiniz.',
    en: 'Bets are closed. You can bet on the next round.',
  },
  bet_exists: {
    tr: 'Bu turda bu bahis alanında zaten bir bahsiniz var.',
    en: 'You already have a bet in this slot for this round.',
  },
  no_bet: { tr: 'Bu turda bahsiniz yok.', en: 'You have no bet in this round.' },
  not_flying: {
    tr: 'Çok geç: tur sona erdi.',
    en: 'Too late: the round is over.',
  },
  already_cashed_out: {
    tr: 'Bu bahis zaten bozduruldu.',
    en: 'This bet has already been cashed out.',
  },
  half_not_offered: {
    tr: 'Bu oyunda yarım bozdurma yoktur.',
    en: 'This game does not offer a half cash-out.',
  },
  server_error: {
    tr: 'Bazı sorunlar yaşıyoruz. Lütfen daha sonra tekrar deneyin.',
    en: 'We are having some problems. Please try again later.',
  },
  ...liveTableMessages,
  ...bingoMessages,
} as const satisfies Record<string, Record<Lang, string>>;

export type StudioErrorCode = keyof typeof studioMessages;

/** Codes after which only reopening the game from the site helps. */
export const SESSION_ENDED_CODES: readonly StudioErrorCode[] = [
  'launch_invalid',
  'session_invalid',
];

/** Every refusal of the game API: a 4xx (or 500) status with this body. */
export interface StudioErrorBody {
  error: { code: StudioErrorCode; message: string };
}

export function isStudioErrorCode(value: unknown): value is StudioErrorCode {
  return typeof value === 'string' && Object.hasOwn(studioMessages, value);
}

export function studioErrorBody(code: StudioErrorCode, lang: Lang): StudioErrorBody {
  return { error: { code, message: studioMessages[code][lang] } };
}
