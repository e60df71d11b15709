import { CMS_MEDIA_MAX_BYTES } from '@lale/contract/backoffice-cms';
import type { BackofficeReply } from '@lale/contract/backoffice/routes';
import type { FastifyInstance } from 'fastify';
import { afterCommit } from '../../../db/client.ts';
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
import { auditedAction, type AuditedRouteName } from './audited-action.ts';
import type { SiteChanges } from '../../../platform/live/site-changes.ts';
import { registerCmsMediaUpload } from './cms-media-upload.routes.ts';
import { operatorRoute, type OperatorAnswer, type OperatorRouteDeps } from './operator-route.ts';

/** The content kinds the contract declares (backoffice/cms.ts `cms.<kind>.list`). */
type Kind =
  'sliders' | 'promotions' | 'popups' | 'special-dates' | 'mass-messages' | 'information' | 'menus';
type Listed<K extends Kind> = BackofficeReply<`cms.${K}.list`>['items'];

/**
 * The site's content (contract: backoffice/cms.ts): every operator reads it; operators who may
 * `content.edit` write it. Every write, allowed or refused, goes to the operator audit with its
 * input. The site's cms methods read the same tables, so a change shows on its next read; what
 * processes cache of it (the /datas documents, the rendered pages) moves on at once (`changes`).
 */
export function registerCmsOperatorRoutes(
  app: FastifyInstance,
  deps: OperatorRouteDeps & { changes: SiteChanges },
): void {
  const { db, now } = deps;

  const read = <K extends Kind>(kind: K, load: () => Promise<Listed<K>>) =>
    operatorRoute(app, deps, `cms.${kind}.list`, {
      // `cms.<kind>.list` answers in the envelope: { items } of the kind's records.
      handler: async () => ({ items: await load() }) as OperatorAnswer<`cms.${K}.list`>,
    });
  const write = <N extends AuditedRouteName & `cms.${string}`>(
    name: N,
    action: `cms.${string}`,
    run: Parameters<typeof auditedAction<N>>[3]['run'],
  ) =>
    auditedAction(app, deps, name, {
      action,
      run: async (input, call) => {
        const done = await run(input, call);
        afterCommit(call.tx, () => deps.changes.announce('cms'));
        return done;
      },
    });

  read('sliders', () => listSlidersForOperator(db, now()));
  write('cms.sliders.save', 'cms.save_slider', (input, { tx }) => saveSlider(tx, input, now()));
  write('cms.sliders.delete', 'cms.delete_slider', (input, { tx }) => removeSlider(tx, input.id));

  read('promotions', () => promotionsEditor.list(db, now()));
  write('cms.promotions.save', 'cms.save_promotion', (input, { tx }) =>
    promotionsEditor.save(tx, input, now()),
  );
  write('cms.promotions.delete', 'cms.delete_promotion', (input, { tx }) =>
    promotionsEditor.remove(tx, input.id),
  );

  read('popups', () => popupsEditor.list(db, now()));
  write('cms.popups.save', 'cms.save_popup', (input, { tx }) =>
    popupsEditor.save(tx, input, now()),
  );
  write('cms.popups.delete', 'cms.delete_popup', (input, { tx }) =>
    popupsEditor.remove(tx, input.id),
  );

  read('special-dates', () => specialDatesEditor.list(db, now()));
  write('cms.special-dates.save', 'cms.save_special_date', (input, { tx }) =>
    specialDatesEditor.save(tx, input, now()),
  );
  write('cms.special-dates.delete', 'cms.delete_special_date', (input, { tx }) =>
    specialDatesEditor.remove(tx, input.id),
  );

  read('mass-messages', () => massMessagesEditor.list(db, now()));
  write('cms.mass-messages.save', 'cms.save_mass_message', (input, { tx }) =>
    massMessagesEditor.save(tx, input, now()),
  );
  write('cms.mass-messages.delete', 'cms.delete_mass_message', (input, { tx }) =>
    massMessagesEditor.remove(tx, input.id),
  );

  read('information', () => listInformation(db));
  write('cms.information.save', 'cms.save_information', (input, { tx }) =>
    saveInformation(tx, input, now()),
  );

  read('menus', () => menusEditor.read(db));
  write('cms.menus.save', 'cms.save_menu', (input, { tx }) => menusEditor.save(tx, input, now()));

  registerCmsMediaUpload(app, deps, { maxBytes: CMS_MEDIA_MAX_BYTES });
}
