import { BACKOFFICE_API } from '@lale/contract/backoffice';
import {
  CMS_MEDIA_MAX_BYTES,
  cmsDeletePayload,
  cmsInformationPayload,
  cmsMassMessagePayload,
  cmsMenuPayload,
  cmsPopupPayload,
  cmsPromotionPayload,
  cmsSliderPayload,
  cmsSpecialDatePayload,
} from '@lale/contract/backoffice-cms';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  listInformation,
  listSlidersForOperator,
  massMessagesEditor,
  menusEditor,
  popupsEditor,
  promotionsEditor,
  removeSlider,
  saveInformation,
  saveSlider,
  specialDatesEditor,
} from '../../cms/api.ts';
import { auditedAction, type AuditedActionDeps } from './audited-action.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { registerCmsMediaUpload } from './cms-media-upload.routes.ts';
import { operatorRoute } from './operator-route.ts';

const CMS = `${BACKOFFICE_API}/cms`;

/**
 * The site's content under /backoffice/api/v1/cms: every operator reads it; operators who may
 * `content.edit` write it. Every write, allowed or refused, goes to the operator audit with its
 * input. The site's cms methods read the same tables, so a change shows on its next read; what
 * processes cache of it (the /datas documents, the rendered pages) moves on at once (`changes`).
 */
export function registerCmsOperatorRoutes(
  app: FastifyInstance,
  deps: AuditedActionDeps & { changes: SiteChanges },
): void {
  const { db, now } = deps;

  const read = (path: string, load: () => Promise<unknown>) =>
    operatorRoute(app, {
      method: 'GET',
      url: `${CMS}/${path}`,
      guard: deps.operatorOf,
      handler: async () => ({ items: await load() }),
    });
  const write = <S extends z.ZodType>(
    path: string,
    action: `cms.${string}`,
    body: S,
    run: (input: z.output<S>) => Promise<unknown>,
  ) =>
    auditedAction(app, deps, {
      url: `${CMS}/${path}`,
      action,
      body,
      permission: 'content.edit',
      run: async (input) => {
        const done = await run(input);
        deps.changes.announce('cms');
        return done;
      },
    });
  const remove = (path: string, action: `cms.${string}`, run: (id: number) => Promise<unknown>) =>
    write(`${path}/delete`, action, cmsDeletePayload, (input) => run(input.id));

  read('sliders', () => listSlidersForOperator(db, now()));
  write('sliders', 'cms.save_slider', cmsSliderPayload, (input) => saveSlider(db, input, now()));
  remove('sliders', 'cms.delete_slider', (id) => removeSlider(db, id));

  read('promotions', () => promotionsEditor.list(db, now()));
  write('promotions', 'cms.save_promotion', cmsPromotionPayload, (input) =>
    promotionsEditor.save(db, input, now()),
  );
  remove('promotions', 'cms.delete_promotion', (id) => promotionsEditor.remove(db, id));

  read('popups', () => popupsEditor.list(db, now()));
  write('popups', 'cms.save_popup', cmsPopupPayload, (input) =>
    popupsEditor.save(db, input, now()),
  );
  remove('popups', 'cms.delete_popup', (id) => popupsEditor.remove(db, id));

  read('special-dates', () => specialDatesEditor.list(db, now()));
  write('special-dates', 'cms.save_special_date', cmsSpecialDatePayload, (input) =>
    specialDatesEditor.save(db, input, now()),
  );
  remove('special-dates', 'cms.delete_special_date', (id) => specialDatesEditor.remove(db, id));

  read('mass-messages', () => massMessagesEditor.list(db, now()));
  write('mass-messages', 'cms.save_mass_message', cmsMassMessagePayload, (input) =>
    massMessagesEditor.save(db, input, now()),
  );
  remove('mass-messages', 'cms.delete_mass_message', (id) => massMessagesEditor.remove(db, id));

  read('information', () => listInformation(db));
  write('information', 'cms.save_information', cmsInformationPayload, (input) =>
    saveInformation(db, input, now()),
  );

  read('menus', () => menusEditor.read(db));
  write('menus', 'cms.save_menu', cmsMenuPayload, (input) => menusEditor.save(db, input, now()));

  registerCmsMediaUpload(app, deps, { url: `${CMS}/media`, maxBytes: CMS_MEDIA_MAX_BYTES });
}
