import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENTS_PATH, kycUploadQuery } from '@lale/contract/kyc';
import type { RateLimitName } from '@lale/contract/method';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../http/route.ts';
import type { FieldCipher } from '../../../platform/field-encryption/field-cipher.ts';
import type { RateRule } from '../../../platform/limits/rate-limiter.ts';
import { storeDocument } from '../kyc-documents.ts';
import { kycTransport } from './kyc-transport.ts';

/**
 * The numbers behind the upload's declared limit (`kycUploads`, counted per player before
 * anything is read): enough to retry a few refused files, too few to fill the database.
 */
export const KYC_RATE_RULES = {
  kycUploads: { name: 'kyc-uploads', limit: 20, windowMs: 60 * 60_000 },
} as const satisfies Partial<Record<RateLimitName, RateRule>>;
export const KYC_UPLOADS_PER_PLAYER: RateRule = KYC_RATE_RULES.kycUploads;

/** Bodies above this are cut off by the server (413); between the limit and it, refused politely. */
const READ_LIMIT = 2 * KYC_DOCUMENT_MAX_BYTES;

export interface KycUploadDeps {
  db: Db;
  cipher: FieldCipher;
  now: () => Date;
}

/**
 * POST KYC_DOCUMENTS_PATH?kind=&name=: the signed-in player's file as the body (any
 * Content-Type: its first bytes decide).
 */
export function registerKycUpload(app: FastifyInstance, deps: KycUploadDeps): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: READ_LIMIT },
      (_r, body, done) => done(null, body),
    );
    route(scope, {
      method: 'POST',
      url: KYC_DOCUMENTS_PATH,
      transport: kycTransport,
      auth: { player: 'required' },
      panel: true,
      headers: { 'cache-control': 'no-store' },
      rateLimit: [{ rule: 'kycUploads', per: 'account' }],
      query: kycUploadQuery,
      handler: ({ session, query, request }) =>
        storeDocument(
          deps.db,
          deps.cipher,
          {
            uid: session.uid,
            kind: query.kind,
            name: query.name,
            bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          },
          deps.now(),
        ),
    });
  });
}
