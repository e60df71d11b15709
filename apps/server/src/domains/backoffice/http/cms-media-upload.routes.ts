import type { FastifyInstance } from 'fastify';
import { Refusal } from '../../../platform/refusal.ts';
import { storeMedia } from '../../cms/api.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import { auditRefusedRole } from './audited-action.ts';
import { operatorRoute, type OperatorRouteDeps } from './operator-route.ts';
import type { OperatorRow } from '../operators.repository.ts';

/**
 * POST /cms/media (`cms.media.upload`): a picture for a slider, promotion or popup, sent as the
 * body itself (any Content-Type: its bytes decide). Audited like every content write, with the
 * picture's size and type rather than its bytes.
 */
export function registerCmsMediaUpload(
  app: FastifyInstance,
  deps: OperatorRouteDeps,
  options: { maxBytes: number },
): void {
  void app.register(async (scope) => {
    // Bodies up to twice the limit are read so that an oversized picture gets a polite refusal.
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: options.maxBytes * 2 },
      (_request, body, done) => done(null, body),
    );
    operatorRoute(scope, deps, 'cms.media.upload', {
      refused: auditRefusedRole(deps, 'cms.upload_media'),
      handler: async ({ auth, request }) => {
        const operator: OperatorRow = auth;
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const audit = (result: 'success' | 'failure', detail: Record<string, unknown>) =>
          writeOperatorAudit(deps.db, {
            operatorId: operator.id,
            action: 'cms.upload_media',
            result,
            ip: request.ip,
            detail: { bytes: bytes.length, ...detail },
            at: deps.now(),
          });
        try {
          const stored = await storeMedia(deps.db, bytes, operator.id);
          await audit('success', { done: stored });
          return stored;
        } catch (error) {
          await audit('failure', {
            reason: error instanceof Refusal ? error.code : 'server_error',
          }).catch(() => undefined);
          throw error;
        }
      },
    });
  });
}
