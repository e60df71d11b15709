import type { Lang } from '../languages.ts';

/**
 * The live tables' refusals, in Turkish and English; part of the game API's codes
 * (`studio/errors.ts`), so a table's page branches on `error.code`. `betting_closed` and
 * `bet_out_of_range` are the game API's own.
 */
export const liveTableMessages = {
  seat_taken: {
    tr: 'Bu koltuk bu tur için dolu.',
    en: 'This seat is taken for this round.',
  },
  seat_not_taken: {
    tr: 'Bu koltukta bu tur oynayan yok.',
    en: 'Nobody plays this seat this round.',
  },
  seat_held: {
    tr: 'Bu turda zaten bir koltuğunuz var.',
    en: 'You already have a seat this round.',
  },
  not_your_turn: { tr: 'Sıra sizde değil.', en: 'It is not your turn.' },
  decision_closed: {
    tr: 'Karar süresi doldu.',
    en: 'The time to decide is over.',
  },
  already_decided: {
    tr: 'Kararınızı zaten verdiniz.',
    en: 'You have already decided.',
  },
  chat_rate_limited: {
    tr: 'Çok hızlı yazıyorsunuz. Lütfen biraz bekleyin.',
    en: 'You are writing too fast. Please wait a moment.',
  },
  table_unavailable: {
    tr: 'Bu masa şu anda kapalı.',
    en: 'This table is closed right now.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

export type LiveTableRefusalCode = keyof typeof liveTableMessages;
