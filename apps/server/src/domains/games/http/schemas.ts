import { z } from 'zod';
import { WIRE_ACTIONS, type WireAction } from '../blackjack/present-hand.ts';
import { CLIENT_SEED_SHAPE } from '../fairness/fairness.service.ts';

/** A client-made UUID naming one spin, deal or action; a retry sends the same one. */
const requestId = z
  .string()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/);
/** Kuruş: a positive safe integer (game limits are checked apart, as bet_out_of_range). */
const amount = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const sessionBody = z.object({ token: z.string().min(1).max(200) });
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
export const actionBody = z.object({
  action: z.enum(Object.keys(WIRE_ACTIONS) as [WireAction, ...WireAction[]]),
  requestId,
});
export const roundsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
