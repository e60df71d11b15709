import { translate, type MessageKey } from '@lale/contract/messages';
import { isStudioErrorCode, studioErrorBody } from '@lale/contract/studio/errors';
import type { Transport } from '../../../http/route.ts';
import { refusals, type RefusalKind } from '../../../platform/refusal.ts';
import { betPolicyOf } from '../../wallet/api.ts';
import { studioLang } from './studio-request.ts';

/** The game API's status for each kind of refusal (API.md, "Codes"). */
const STATUS: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  insufficient_funds: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  failed: 422,
  locked: 423,
  rate_limited: 429,
  not_available: 501,
};

/** `{ error: { code, message } }` in the session's language; only the game API's own codes. */
export const studioTransport: Transport = {
  invalid(error) {
    // A schema names the code when it is more telling than invalid_request (the client seed).
    const named = error.issues.find((issue) => issue.message === 'invalid_client_seed');
    return refusals.invalid(undefined, named ? 'invalid_client_seed' : 'invalid_request');
  },
  refusal(refusal, request) {
    // A limit or a break of the player, or a bonus's terms (a rule plugged into the wallet): its
    // message names which and until when.
    if (betPolicyOf(refusal)) {
      const code = refusal.code as MessageKey;
      const message = translate(code, studioLang(request), refusal.data);
      return { status: 403, body: { error: { code, message, data: refusal.data ?? null } } };
    }
    if (!isStudioErrorCode(refusal.code)) return null;
    return {
      status: STATUS[refusal.kind],
      body: studioErrorBody(refusal.code, studioLang(request)),
    };
  },
  fault: (request) => ({ status: 500, body: studioErrorBody('server_error', studioLang(request)) }),
};
