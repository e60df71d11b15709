import type { Lang } from '../languages.ts';

/** Bingo's refusals, part of the game API's codes (`studio/errors.ts`). */
export const bingoMessages = {
  sales_closed: {
    tr: 'Bu oyunun bilet satışı kapandı. Sonraki oyunu bekleyin.',
    en: 'Ticket sales for this game have closed. Wait for the next game.',
  },
  ticket_limit: {
    tr: 'Bir oyunda bu kadar çok bilet alamazsınız.',
    en: 'You cannot hold that many tickets in one game.',
  },
} as const satisfies Record<string, Record<Lang, string>>;
