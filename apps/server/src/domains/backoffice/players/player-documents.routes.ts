import type { FastifyInstance } from 'fastify';
import type { FieldCipher } from '../../../platform/field-encryption/field-cipher.ts';
import { refusals } from '../../../platform/refusal.ts';
import { notifyDecision, openDocument, reviewDocument, type KycNotifier } from '../../kyc/api.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import { auditedAction } from '../http/audited-action.ts';
import { playerPageRepository } from './player-page.repository.ts';
import { operatorRoute, type OperatorRouteDeps } from '../http/operator-route.ts';

export interface PlayerDocumentsDeps extends OperatorRouteDeps {
  /** Opens the sealed files (the accounts' data protection). */
  cipher?: FieldCipher;
  /** Tells the player of a decision; absent, nobody is told. */
  kyc?: KycNotifier | undefined;
}

/** A file name safe inside a quoted header value; the full name goes in `filename*`. */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * A player's KYC documents (`players.decideDocument`, `players.documentFile`), through the kyc domain: a
 * decision on the newest file of a kind (`players.edit`; a rejection names its reason and the
 * player is mailed), and one file's bytes for `players.view`, each opening audited.
 */
export function registerPlayerDocumentRoutes(
  app: FastifyInstance,
  deps: PlayerDocumentsDeps,
): void {
  const { db, now } = deps;

  auditedAction(app, deps, 'players.decideDocument', {
    action: 'players.set_document',
    auditResult: true,
    run: async (input, { tx, operator }) => {
      if (!(await playerPageRepository.profile(tx, input.uid))) throw refusals.notFound();
      const decision = {
        uid: input.uid,
        kind: input.kind,
        status: input.status,
        note: input.note || null,
      };
      const { fileId } = await reviewDocument(tx, decision, operator.id, now());
      const notified = deps.kyc ? await notifyDecision(tx, deps.kyc, decision) : false;
      return { kind: input.kind, status: input.status, note: decision.note, fileId, notified };
    },
  });

  operatorRoute(app, deps, 'players.documentFile', {
    handler: async ({ params, auth, request, reply }) => {
      const file = deps.cipher ? await openDocument(db, deps.cipher, params.uid, params.id) : null;
      if (!file) throw refusals.notFound();
      await writeOperatorAudit(db, {
        operatorId: auth.id,
        action: 'players.view_document',
        result: 'success',
        ip: request.ip,
        detail: { uid: params.uid, file: params.id, kind: file.kind },
        at: now(),
      });
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.bytes.length)
          .header('x-content-type-options', 'nosniff')
          // Chrome's PDF viewer does not open in a sandboxed document; an image needs nothing.
          .header(
            'content-security-policy',
            file.contentType === 'application/pdf'
              ? "default-src 'none'"
              : "default-src 'none'; sandbox",
          )
          .header('cache-control', 'private, no-store')
          .header(
            'content-disposition',
            `inline; filename="${asciiName(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
          )
          .send(file.bytes)
      );
    },
  });
}
