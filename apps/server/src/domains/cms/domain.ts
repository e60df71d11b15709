import type { DomainModule, Platform } from '../../platform/domain-module.ts';
import { mergeHandlers } from '../../rpc/merge-handlers.ts';
import { registerCmsMedia } from './http/media.routes.ts';
import { registerStaticDocuments } from './http/static-documents.routes.ts';
import { cmsHandlers } from './rpc/cms.handlers.ts';
import { crmHandlers } from './rpc/crm.handlers.ts';

/** The content: `cms` and `crm` methods, the /datas documents and the uploaded pictures. */
export function cmsDomain(platform: Platform): DomainModule {
  const { db, now } = platform;
  return {
    name: 'cms',
    handlers: mergeHandlers(cmsHandlers(now), crmHandlers(now)),
    routes: (app) => {
      registerStaticDocuments(app, db, platform.changes);
      registerCmsMedia(app, db);
    },
  };
}
