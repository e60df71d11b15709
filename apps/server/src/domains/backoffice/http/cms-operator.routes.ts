import { BACKOFFICE_API } from '@lale/contract/backoffice';
import {
  cmsInformationPayload,
  cmsSliderPayload,
  type CmsSliderView,
} from '@lale/contract/backoffice-cms';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { route } from '../../../http/route.ts';
import { Refusal, refusals } from '../../../platform/refusal.ts';
import { listSlidersForOperator, saveInformation, saveSlider } from '../../cms/api.ts';
import { writeOperatorAudit } from '../operator-audit.ts';
import type { OperatorRow } from '../operators.repository.ts';
import { canEditContent } from '../roles.ts';
import { backofficeTransport } from './backoffice-transport.ts';

/**
 * The site's content under /backoffice/api/v1/cms: every operator reads the sliders; admins
 * write an information record (quick-access and social links included) or a slider. Every
 * write, allowed or refused, goes to the operator audit with its input.
 */
export function registerCmsOperatorRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    now: () => Date;
    operatorOf: (request: FastifyRequest, reply: FastifyReply) => Promise<OperatorRow>;
  },
): void {
  const { db, now } = deps;

  route(app, {
    method: 'GET',
    url: `${BACKOFFICE_API}/cms/sliders`,
    transport: backofficeTransport,
    guard: deps.operatorOf,
    handler: async (): Promise<{ items: CmsSliderView[] }> => ({
      items: await listSlidersForOperator(db, now()),
    }),
  });

  function write<S extends z.ZodType>(
    path: string,
    action: `cms.${string}`,
    body: S,
    run: (input: z.output<S>) => Promise<unknown>,
  ): void {
    route(app, {
      method: 'POST',
      url: `${BACKOFFICE_API}/cms${path}`,
      transport: backofficeTransport,
      guard: deps.operatorOf,
      body,
      handler: async ({ auth: operator, body: input, request }) => {
        const audit = (result: 'success' | 'failure', detail: Record<string, unknown>) =>
          writeOperatorAudit(db, {
            operatorId: operator.id,
            action,
            result,
            ip: request.ip,
            detail: { input, ...detail },
            at: now(),
          });
        if (!canEditContent(operator.role)) {
          await audit('failure', { reason: 'not_authorized' });
          throw refusals.forbidden();
        }
        try {
          const done = await run(input as z.output<S>);
          await audit('success', {});
          return done;
        } catch (error) {
          await audit('failure', {
            reason: error instanceof Refusal ? error.code : 'server_error',
          }).catch(() => undefined);
          throw error;
        }
      },
    });
  }

  write('/information', 'cms.save_information', cmsInformationPayload, (input) =>
    saveInformation(db, input, now()),
  );
  write('/sliders', 'cms.save_slider', cmsSliderPayload, (input) => saveSlider(db, input, now()));
}
