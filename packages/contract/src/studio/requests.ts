import { z } from 'zod';

/** Printable ASCII, 1 to 64 characters: what the verify page and any script can type. */
export const CLIENT_SEED_SHAPE = /^[\x20-\x7e]{1,64}$/;

/** Blackjack moves as the game page sends them. */
export const STUDIO_ACTIONS = [
  'hit',
  'stand',
  'double',
  'split',
  'insurance',
  'decline-insurance',
] as const;
export type StudioAction = (typeof STUDIO_ACTIONS)[number];

/** A client-made UUID naming one spin, deal or action; a retry sends the same one. */
const requestId = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);
/** Kuruş: a positive safe integer (game limits are checked apart, as bet_out_of_range). */
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const sessionBody = z.object({ token: z.string().min(1).max(200) });
// The message is the studio code the server answers with (invalid_client_seed, not invalid_request).
export const clientSeedBody = z.object({
  clientSeed: z
    .string({ error: 'invalid_client_seed' })
    .regex(CLIENT_SEED_SHAPE, { error: 'invalid_client_seed' }),
});
export const slotSpinBody = z.object({ bet: amount, requestId });
export const rouletteSpinBody = z.object({
  bets: z
    .array(
      z.object({
        type: z.string().max(20),
        selection: z
          .union([z.array(z.number().int()).max(6), z.number().int(), z.null()])
          .optional(),
        amount,
      }),
    )
    .min(1)
    .max(100),
  requestId,
});
export const dealBody = z.object({ bet: amount, requestId });
export const actionBody = z.object({ action: z.enum(STUDIO_ACTIONS), requestId });
export const roundsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export type SessionBody = z.input<typeof sessionBody>;
export type ClientSeedBody = z.input<typeof clientSeedBody>;
export type SlotSpinBody = z.input<typeof slotSpinBody>;
export type RouletteSpinBody = z.input<typeof rouletteSpinBody>;
export type DealBody = z.input<typeof dealBody>;
export type ActionBody = z.input<typeof actionBody>;
export type RoundsQuery = z.input<typeof roundsQuery>;
