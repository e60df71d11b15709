import { z } from 'zod';
import { INFORMATION_TYPES, type InformationType } from './constants.ts';
import type { FooterMenuGroup, MenuItem } from './site.ts';

/**
 * The back office's content controls under BACKOFFICE_API/cms (operators who may
 * `content.edit`): sliders, promotions, popups, special dates, information pages, mass
 * messages, menus and the pictures they show. Everything the site's cms methods and /datas
 * files serve is written here.
 */

const text = (max: number) =>
  z.string({ error: 'invalid_value' }).trim().max(max, { error: 'value_too_long' });
const localized = (max: number, min = 0) =>
  z.object(
    {
      tr: text(max).min(min, { error: 'required_field' }),
      en: text(max).min(min, { error: 'required_field' }),
    },
    { error: 'invalid_value' },
  );
const instant = z.iso.datetime({ offset: true, error: 'invalid_value' });

/** Where a promotion or popup shows (SPEC §7 SiteType), or on both. */
export const CONTENT_SITE_TYPES = ['all', 'desktop', 'mobile'] as const;
export type ContentSiteType = (typeof CONTENT_SITE_TYPES)[number];
const contentSiteType = z.enum(CONTENT_SITE_TYPES, { error: 'invalid_value' }).default('all');
const onOff = z.union([z.literal(0), z.literal(1)], { error: 'invalid_value' });
const id = z.number({ error: 'invalid_value' }).int().positive().optional();
/** The promotion a slider or popup opens on the player's site (it wins over `link`), or null. */
const promotionId = z
  .number({ error: 'invalid_value' })
  .int({ error: 'invalid_value' })
  .positive({ error: 'invalid_value' })
  .nullable()
  .default(null);
const sortOrder = z.number({ error: 'invalid_value' }).int().min(0).max(10_000).default(0);
/** An uploaded picture (POST /cms/media) or a named banner art: never another site. */
const imagePath = z
  .string({ error: 'invalid_value' })
  .trim()
  .regex(/^\/media\/(cms\/\d{1,10}|art\/[a-z0-9-]{1,80}\.svg)$/, { error: 'invalid_value' });
const endsAfterStart = (record: { startsAt: string; endsAt: string }) =>
  Date.parse(record.endsAt) > Date.parse(record.startsAt);

/** POST /cms/information: a record's Text (HTML is sanitised; JSON types are checked). */
export const cmsInformationPayload = z.object({
  infType: z.enum(INFORMATION_TYPES, { error: 'invalid_value' }),
  /** The page's heading; kept as it is when absent. */
  title: localized(120, 1).optional(),
  text: localized(20_000, 1),
});
export type CmsInformationPayload = z.infer<typeof cmsInformationPayload>;

/** POST /cms/sliders: a new slider, or (with id) a change to one. */
export const cmsSliderPayload = z
  .object({
    id: z.number().int().positive().optional(),
    place: z.enum(['all', 'sol', 'sag'], { error: 'invalid_value' }),
    sliderType: text(40).min(1, { error: 'required_field' }).default('slot'),
    title: localized(120, 1),
    description: localized(300),
    /** A path inside the site, or null. */
    link: text(200)
      .regex(/^\/(?!\/)[A-Za-z0-9\-_/?=&.%]*$/, { error: 'invalid_value' })
      .nullable()
      .default(null),
    promotionId,
    /** Banner art name (its picture is drawn by /media/art/<name>.svg). */
    art: text(80)
      .regex(/^[a-z0-9-]{1,80}$/, { error: 'invalid_value' })
      .optional(),
    /** An uploaded picture (POST /cms/media); wins over `art`. */
    image: imagePath.optional(),
    sortOrder: sortOrder.optional(),
    status: z.union([z.literal(0), z.literal(1)], { error: 'invalid_value' }),
    startsAt: instant,
    endsAt: instant,
  })
  .refine((slider) => Date.parse(slider.endsAt) > Date.parse(slider.startsAt), {
    path: ['endsAt'],
    error: 'invalid_value',
  });
export type CmsSliderPayload = z.infer<typeof cmsSliderPayload>;

/** A slider as the back office lists it (GET /cms/sliders): every one, shown or not. */
export interface CmsSliderView {
  id: number;
  place: 'all' | 'sol' | 'sag';
  sliderType: string;
  title: { tr: string; en: string };
  description: { tr: string; en: string };
  link: string | null;
  promotionId: number | null;
  image: string;
  status: 0 | 1;
  startsAt: string;
  endsAt: string;
  sortOrder: number;
  /** Active and inside its dates now: what players see. */
  visible: boolean;
}

/** POST /cms/media: the picture itself as the body; what the server sniffs decides its type. */
export const CMS_MEDIA_MAX_BYTES = 1024 * 1024;
export const CMS_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type CmsMediaType = (typeof CMS_MEDIA_TYPES)[number];
export interface CmsMediaView {
  id: number;
  url: string;
  contentType: CmsMediaType;
  bytes: number;
}

/** POST /cms/<kind>/delete. */
export const cmsDeletePayload = z.object({
  id: z.number({ error: 'invalid_value' }).int().positive(),
});

/** POST /cms/promotions: a promotion's page (title, summary, rich text body, picture, dates). */
export const cmsPromotionPayload = z
  .object({
    id,
    category: text(40).min(1, { error: 'required_field' }),
    siteType: contentSiteType,
    title: localized(120, 1),
    summary: localized(300),
    body: localized(20_000),
    image: imagePath,
    status: onOff,
    startsAt: instant,
    endsAt: instant,
    sortOrder,
  })
  .refine(endsAfterStart, { path: ['endsAt'], error: 'invalid_value' });
export type CmsPromotionPayload = z.infer<typeof cmsPromotionPayload>;
export type CmsPromotionView = Omit<CmsPromotionPayload, 'id'> & { id: number; visible: boolean };

/** POST /cms/popups: a notice shown on the home page while active and inside its dates. */
export const cmsPopupPayload = z
  .object({
    id,
    siteType: contentSiteType,
    title: localized(120, 1),
    body: localized(1_000, 1),
    image: imagePath.nullable().default(null),
    promotionId,
    active: onOff,
    startsAt: instant,
    endsAt: instant,
  })
  .refine(endsAfterStart, { path: ['endsAt'], error: 'invalid_value' });
export type CmsPopupPayload = z.infer<typeof cmsPopupPayload>;
export type CmsPopupView = Omit<CmsPopupPayload, 'id'> & { id: number; visible: boolean };

/** POST /cms/special-dates: a note for a day or season (New Year...). */
export const cmsSpecialDatePayload = z
  .object({
    id,
    title: localized(120, 1),
    body: localized(1_000, 1),
    status: onOff,
    startsAt: instant,
    endsAt: instant,
  })
  .refine(endsAfterStart, { path: ['endsAt'], error: 'invalid_value' });
export type CmsSpecialDatePayload = z.infer<typeof cmsSpecialDatePayload>;
export type CmsSpecialDateView = Omit<CmsSpecialDatePayload, 'id'> & {
  id: number;
  visible: boolean;
};

/** POST /cms/mass-messages: a message to every player (crm list_mass_messages), plain text. */
export const cmsMassMessagePayload = z
  .object({
    id,
    title: localized(120, 1),
    body: localized(2_000, 1),
    active: z.boolean({ error: 'invalid_value' }),
    publishedAt: instant,
    expiresAt: instant.nullable().default(null),
  })
  .refine((m) => m.expiresAt === null || Date.parse(m.expiresAt) > Date.parse(m.publishedAt), {
    path: ['expiresAt'],
    error: 'invalid_value',
  });
export type CmsMassMessagePayload = z.infer<typeof cmsMassMessagePayload>;
export type CmsMassMessageView = Omit<CmsMassMessagePayload, 'id'> & {
  id: number;
  visible: boolean;
};

/** A path inside the site ("/promotions", "/info/GenelKurallar"). */
const sitePath = text(200)
  .min(1, { error: 'required_field' })
  .regex(/^\/(?!\/)[A-Za-z0-9\-_/?=&.%]*$/, { error: 'invalid_value' });
const menuId = text(40).regex(/^[a-z0-9-]{1,40}$/, { error: 'invalid_value' });
const menuItem = z.object({ id: menuId, label: localized(60, 1), path: sitePath });

/** POST /cms/menus: the whole header menu, or the whole footer menu (/datas files). */
export const cmsMenuPayload = z.discriminatedUnion(
  'name',
  [
    z.object({ name: z.literal('header-menu'), body: z.array(menuItem).min(1).max(20) }),
    z.object({
      name: z.literal('footer-menu'),
      body: z
        .array(z.object({ id: menuId, title: localized(60, 1), items: z.array(menuItem).max(20) }))
        .min(1)
        .max(8),
    }),
  ],
  { error: 'invalid_value' },
);
export type CmsMenuPayload = z.infer<typeof cmsMenuPayload>;
export interface CmsMenusView {
  'header-menu': MenuItem[];
  'footer-menu': FooterMenuGroup[];
}

/** An information record as the back office edits it (GET /cms/information). */
export interface CmsInformationView {
  infType: InformationType;
  title: { tr: string; en: string };
  text: { tr: string; en: string };
  structured: boolean;
  updatedAt: string | null;
}
