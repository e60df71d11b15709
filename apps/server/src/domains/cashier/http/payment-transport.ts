import type { Transport } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import { RPC_CODES } from '../../../rpc/reply.ts';

/** A payment provider's answer: `{ ok: false, error: <code> }` with the envelope's status. */
export const paymentTransport: Transport = {
  invalid: () => refusals.invalid(),
  refusal: (refusal) => ({
    status: RPC_CODES[refusal.kind],
    body: { ok: false, error: refusal.code },
  }),
  fault: (_request, errorId) => ({
    status: 500,
    body: { ok: false, error: 'server_error', errorId },
  }),
};
