import type { z } from 'zod';
import {
  cmsDeletePayload,
  cmsInformationPayload,
  cmsMassMessagePayload,
  cmsMenuPayload,
  cmsPopupPayload,
  cmsPromotionPayload,
  cmsSliderPayload,
  cmsSpecialDatePayload,
  type CmsInformationView,
  type CmsMassMessageView,
  type CmsMediaView,
  type CmsMenusView,
  type CmsPopupView,
  type CmsPromotionView,
  type CmsSliderView,
  type CmsSpecialDateView,
} from '../backoffice-cms.ts';
import { defineRoute, reply } from './route.ts';

/** Every operator reads the site's content: GET /cms/<kind>, its records as `items`. */
const list =
  <V>() =>
  <K extends string>(kind: K) =>
    defineRoute({
      method: 'GET',
      path: `/cms/${kind}`,
      access: 'operator',
      reply: reply<{ items: V }>(),
    });
/** POST /cms/<kind> (content.edit): a new record, or (with its id) a change to one. */
const save =
  <V>() =>
  <K extends string, S extends z.ZodType>(kind: K, body: S) =>
    defineRoute({
      method: 'POST',
      path: `/cms/${kind}`,
      access: 'content.edit',
      body,
      reply: reply<V>(),
    });
/** POST /cms/<kind>/delete (content.edit). */
const remove = <K extends string>(kind: K) =>
  defineRoute({
    method: 'POST',
    path: `/cms/${kind}/delete`,
    access: 'content.edit',
    body: cmsDeletePayload,
    reply: reply<{ id: number }>(),
  });

/** An information record as saved (GET /cms/information adds whether it is structured). */
export type CmsInformationSaved = Omit<CmsInformationView, 'structured' | 'updatedAt'> & {
  updatedAt: string;
};

/**
 * The site's content: sliders, promotions, popups, special dates, mass messages, information
 * pages and menus, each listed and saved, all but pages and menus deleted; and their pictures.
 */
export const cmsRoutes = {
  'cms.sliders.list': list<CmsSliderView[]>()('sliders'),
  'cms.sliders.save': save<CmsSliderView>()('sliders', cmsSliderPayload),
  'cms.sliders.delete': remove('sliders'),
  'cms.promotions.list': list<CmsPromotionView[]>()('promotions'),
  'cms.promotions.save': save<CmsPromotionView>()('promotions', cmsPromotionPayload),
  'cms.promotions.delete': remove('promotions'),
  'cms.popups.list': list<CmsPopupView[]>()('popups'),
  'cms.popups.save': save<CmsPopupView>()('popups', cmsPopupPayload),
  'cms.popups.delete': remove('popups'),
  'cms.special-dates.list': list<CmsSpecialDateView[]>()('special-dates'),
  'cms.special-dates.save': save<CmsSpecialDateView>()('special-dates', cmsSpecialDatePayload),
  'cms.special-dates.delete': remove('special-dates'),
  'cms.mass-messages.list': list<CmsMassMessageView[]>()('mass-messages'),
  'cms.mass-messages.save': save<CmsMassMessageView>()('mass-messages', cmsMassMessagePayload),
  'cms.mass-messages.delete': remove('mass-messages'),
  'cms.information.list': list<CmsInformationView[]>()('information'),
  'cms.information.save': save<CmsInformationSaved>()('information', cmsInformationPayload),
  'cms.menus.list': list<CmsMenusView>()('menus'),
  'cms.menus.save': save<CmsMenusView>()('menus', cmsMenuPayload),
  /** The picture itself as the body (any Content-Type: its bytes decide), at most CMS_MEDIA_MAX_BYTES. */
  'cms.media.upload': defineRoute({
    method: 'POST',
    path: '/cms/media',
    access: 'content.edit',
    upload: true,
    reply: reply<CmsMediaView>(),
  }),
};
