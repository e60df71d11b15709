import { z } from 'zod';
import { PAGE_SIZE, TICKETS_EXAMPLE_FILTER } from './constants.ts';
import { limit, offset } from './fields.ts';
import { defineMethod, reply } from './method.ts';

/**
 * The new-year lottery (issue 16 part 4). Every confirmed deposit of at least the lottery's
 * minimum (500 TL, SPEC §9's filter: status 1002, minAmount 500) made while sales are open
 * earns a numbered ticket (NY2027-000042). The draw is provably fair: `seedHash` (SHA-256 of
 * the seed) is public from the start, `seed` once drawn; the winners follow from the seed,
 * the lottery's code and the ticket count alone (hmacStream(seed, code, 0) of @lale/games/fair
 * picks a serial per place from those not yet drawn, apps/server/src/domains/lottery/README.md).
 */
export interface LotteryTicket {
  ticketNumber: string;
  lotteryId: number;
  lotteryTitle: string;
  /** Kuruş: the deposit that earned the ticket. */
  depositAmount: number;
  createdAt: string;
  drawAt: string;
  /** Null before the draw or when it did not win; else the place (1 = first) and prize. */
  won: { place: number; amount: number } | null;
}

export interface LotteryWinner {
  place: number;
  ticketNumber: string;
  /** Masked (maskPlayerName). */
  player: string;
  amount: number;
}

export interface LotteryDraw {
  id: number;
  code: string;
  title: string;
  salesStart: string;
  salesEnd: string;
  drawAt: string;
  minDeposit: number;
  prizes: number[];
  ticketsIssued: number;
  paused: boolean;
  seedHash: string;
  /** Revealed once drawn. */
  seed: string | null;
  drawnAt: string | null;
  winners: LotteryWinner[];
}

/** TL in the SPEC's filter; tickets list deposits of at least this much. */
const minAmountTl = z.coerce
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(0, { error: 'invalid_value' })
  .max(100_000_000, { error: 'invalid_value' })
  .default(TICKETS_EXAMPLE_FILTER.minAmount);
const ticketSearch = z
  .string({ error: 'invalid_value' })
  .trim()
  .max(20, { error: 'value_too_long' })
  .regex(/^[A-Za-z0-9-]*$/, { error: 'invalid_value' })
  .optional();

export const lottery = {
  get_tickets: defineMethod({
    auth: 'required',
    payload: z.object({
      ticketNumber: ticketSearch,
      status: z.coerce
        .number({ error: 'invalid_value' })
        .int()
        .default(TICKETS_EXAMPLE_FILTER.status),
      minAmount: minAmountTl,
      limit: limit(PAGE_SIZE.tickets),
      offset: offset(),
    }),
    reply: reply<LotteryTicket[]>(),
    paginated: true,
  }),
  /** Draws, newest first, with their winners; `ticketNumber` finds the draw a ticket is in. */
  get_draws: defineMethod({
    auth: 'none',
    payload: z.object({ ticketNumber: ticketSearch, limit: limit(10), offset: offset() }),
    reply: reply<LotteryDraw[]>(),
    paginated: true,
  }),
};

// Back office (BACKOFFICE_API/lottery, operators who may 'bonus.manage').

const kurus = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .min(1, { error: 'invalid_value' })
  .max(10_000_000_000, { error: 'invalid_value' });
const instant = z.iso.datetime({ offset: true, error: 'invalid_value' });

export const lotteryDraftPayload = z
  .object({
    code: z
      .string({ error: 'required_field' })
      .trim()
      .regex(/^[A-Z0-9]{2,12}$/, { error: 'invalid_value' }),
    title: z.object(
      {
        tr: z.string().trim().min(1, { error: 'required_field' }).max(120),
        en: z.string().trim().min(1, { error: 'required_field' }).max(120),
      },
      { error: 'invalid_value' },
    ),
    salesStart: instant,
    salesEnd: instant,
    drawAt: instant,
    minDeposit: kurus.default(TICKETS_EXAMPLE_FILTER.minAmount * 100),
    prizes: z.array(kurus, { error: 'invalid_value' }).min(1).max(100),
  })
  .refine((d) => Date.parse(d.salesEnd) > Date.parse(d.salesStart), {
    error: 'invalid_value',
    path: ['salesEnd'],
  })
  .refine((d) => Date.parse(d.drawAt) >= Date.parse(d.salesEnd), {
    error: 'invalid_value',
    path: ['drawAt'],
  });
export type LotteryDraft = z.output<typeof lotteryDraftPayload>;

export const LOTTERY_CONTROLS = ['pause', 'resume', 'end'] as const;
export const lotteryControlPayload = z.object({
  lotteryId: z.number({ error: 'invalid_value' }).int().positive(),
  control: z.enum(LOTTERY_CONTROLS, { error: 'invalid_value' }),
});

export interface LotteryOperatorRow extends LotteryDraw {
  /** The prize table's sum, and what the draw paid (0 before it). */
  prizeCost: number;
  prizesPaid: number;
}

export const lotteryMessages = {
  lottery_not_found: { tr: 'Çekiliş bulunamadı', en: 'Lottery not found' },
  lottery_code_taken: {
    tr: 'Bu kod başka bir çekilişte kullanılıyor',
    en: 'This code is used by another lottery',
  },
} as const;

/** GET lottery/tickets: every player's tickets matching a number (part of one is enough). */
export const lotteryTicketSearchQuery = z.object({
  ticketNumber: z
    .string({ error: 'required_field' })
    .trim()
    .min(1, { error: 'required_field' })
    .max(20, { error: 'value_too_long' })
    .regex(/^[A-Za-z0-9-]*$/, { error: 'invalid_value' }),
});

/** A ticket found by the operator: the player's ticket and whose it is (masked). */
export interface LotteryTicketFound extends LotteryTicket {
  player: string;
}
