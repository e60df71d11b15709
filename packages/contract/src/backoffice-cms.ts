import { z } from 'zod';
import { INFORMATION_TYPES } from './constants.ts';

/**
 * The back office's content controls under BACKOFFICE_API/cms (admins): an information
 * record's text in both languages, and the sliders with their place, status and dates.
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

/** POST /cms/information: a record's Text (HTML is sanitised; JSON types are checked). */
export const cmsInformationPayload = z.object({
  infType: z.enum(INFORMATION_TYPES, { error: 'invalid_value' }),
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
    /** Banner art name (its picture is drawn by /media/art/<name>.svg). */
    art: text(80)
      .regex(/^[a-z0-9-]{1,80}$/, { error: 'invalid_value' })
      .optional(),
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
  image: string;
  status: 0 | 1;
  startsAt: string;
  endsAt: string;
  /** Active and inside its dates now: what players see. */
  visible: boolean;
}
