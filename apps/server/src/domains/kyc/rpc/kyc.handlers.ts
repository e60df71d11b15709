import type { ClassHandlers } from '../../../rpc/handler.ts';
import { ownKycDocuments } from '../kyc-documents.ts';

/** `kyc list_documents`: where each of the signed-in player's documents stands. */
export function kycHandlers(): { kyc: ClassHandlers<'kyc'> } {
  return {
    kyc: {
      list_documents: { handle: (_p, ctx) => ownKycDocuments(ctx.db, ctx.session.uid) },
    },
  };
}
