import { BACKOFFICE_API } from '@lale/contract/backoffice';
import {
  cmsInformationPayload,
  cmsSliderPayload,
  type CmsSliderView,
} from '@lale/contract/backoffice-cms';
import type { FastifyInstance } from 'fastify';
import { route } from '../../../http/route.ts';
import { listSlidersForOperator, saveInformation, saveSlider } from '../../cms/api.ts';
import { canEditContent } from '../roles.ts';
import { auditedAction, type AuditedActionDeps } from './audited-action.ts';
import { backofficeTransport } from './backoffice-transport.ts';

/**
 * The site's content under /backoffice/api/v1/cms: every operator reads the sliders; admins
 * write an information record (quick-access and social links included) or a slider. Every
 * write, allowed or refused, goes to the operator audit with its input.
 */
export function registerCmsOperatorRoutes(app: FastifyInstance, deps: AuditedActionDeps): void {
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

  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/cms/information`,
    action: 'cms.save_information',
    body: cmsInformationPayload,
    allowed: canEditContent,
    run: (input) => saveInformation(db, input, now()),
  });
  auditedAction(app, deps, {
    url: `${BACKOFFICE_API}/cms/sliders`,
    action: 'cms.save_slider',
    body: cmsSliderPayload,
    allowed: canEditContent,
    run: (input) => saveSlider(db, input, now()),
  });
}
