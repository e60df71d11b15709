import type { Lang } from '@lale/contract/languages';

/** Every text the game API sends a player, in Turkish and English; keys are the wire `code`s. */
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
  server_error: {
    tr: 'Bazı sorunlar yaşıyoruz. Lütfen daha sonra tekrar deneyin.',
    en: 'We are having some problems. Please try again later.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type StudioErrorCode = keyof typeof studioMessages;

/** An expected refusal of the game API: `{ error: { code, message } }` with this status. */
export class StudioError extends Error {
  constructor(
    readonly code: StudioErrorCode,
    readonly status: number,
  ) {
    super(code);
    this.name = 'StudioError';
  }
}

export function studioErrorBody(code: StudioErrorCode, lang: Lang) {
  return { error: { code, message: studioMessages[code][lang] } };
}
