import { PANEL_HEADER } from '@lale/contract/envelope';
import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENTS_PATH, kycUploadQuery } from '@lale/contract/kyc';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../http/route.ts';
import type { FieldCipher } from '../../../platform/field-encryption/field-cipher.ts';
import type { RateLimiter, RateRule } from '../../../platform/limits/rate-limiter.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { SessionResolver } from '../../../rpc/dispatcher.ts';
import { storeDocument } from '../kyc-documents.ts';
import { kycTransport } from './kyc-transport.ts';

/** Enough for a player to retry a few refused files, too few to fill the database. */
export const KYC_UPLOADS_PER_PLAYER: RateRule = {
  name: 'kyc-uploads',
  limit: 20,
  windowMs: 60 * 60_000,
};

/** Bodies above this are cut off by the server (413); between the limit and it, refused politely. */
const READ_LIMIT = 2 * KYC_DOCUMENT_MAX_BYTES;

export interface KycUploadDeps {
  db: Db;
  cipher: FieldCipher;
  sessions: SessionResolver;
  limiter: RateLimiter;
  now: () => Date;
}

/**
 * POST KYC_DOCUMENTS_PATH?kind=&name=: the signed-in player's file as the body (any
 * Content-Type: its first bytes decide). Counted per player before anything is read.
 */
export function registerKycUpload(app: FastifyInstance, deps: KycUploadDeps): void {
  const player = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (request.headers[PANEL_HEADER.name] !== PANEL_HEADER.value) throw refusals.malformed();
    const found = await deps.sessions.resolve(request, undefined).catch(() => null);
    if (found === 'expired') throw refusals.unauthenticated('session_expired');
    if (!found) throw refusals.unauthenticated('anonymous_user');
    const key = `uid:${found.uid}`;
    if (!(await deps.limiter.take(KYC_UPLOADS_PER_PLAYER, key)))
      throw refusals.rateLimited(await deps.limiter.retryAfter(KYC_UPLOADS_PER_PLAYER, key));
    return found;
  };

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
      guard: player,
      query: kycUploadQuery,
      handler: ({ auth, query, request }) =>
        storeDocument(
          deps.db,
          deps.cipher,
          {
            uid: auth.uid,
            kind: query.kind,
            name: query.name,
            bytes: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          },
          deps.now(),
        ),
    });
  });
}
