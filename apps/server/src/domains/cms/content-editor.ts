import type {
  CmsInformationPayload,
  CmsInformationView,
  CmsSliderPayload,
  CmsSliderView,
} from '@lale/contract/backoffice-cms';
import { INFORMATION_TYPES } from '@lale/contract/constants';
import { STRUCTURED_INFORMATION, isStructuredInformation } from '@lale/contract/cms-links';
import type { LocalizedText } from '@lale/contract/site';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cmsInformation, cmsSliders } from '../../db/schema.ts';
import { refusals } from '../../platform/refusal.ts';
import { sanitizeCmsHtml } from '../../platform/sanitize-html.ts';
import { cmsRepository, type SliderRow } from './cms.repository.ts';
import { existingPromotion } from './editors/promotion-link.ts';

const LANGS = ['tr', 'en'] as const;

/**
 * A structured type's Text must be JSON its schema accepts, kept as the schema read it
 * (trimmed, unknown keys refused); any other type's Text is HTML, sanitised.
 */
function cleanInformationText(infType: string, text: LocalizedText): LocalizedText {
  if (!isStructuredInformation(infType)) {
    return { tr: sanitizeCmsHtml(text.tr), en: sanitizeCmsHtml(text.en) };
  }
  const schema = STRUCTURED_INFORMATION[infType];
  const cleaned: Partial<LocalizedText> = {};
  for (const lang of LANGS) {
    let value: unknown;
    try {
      value = JSON.parse(text[lang]);
    } catch {
      throw refusals.invalid({ [`text.${lang}`]: 'invalid_value' });
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.path.join('.') ?? '';
      throw refusals.invalid({ [`text.${lang}${key ? `.${key}` : ''}`]: 'invalid_value' });
    }
    cleaned[lang] = JSON.stringify(parsed.data);
  }
  return cleaned as LocalizedText;
}

/**
 * Writes an information record's Text, and its title when given (else it stays); the record is
 * made if missing.
 */
export async function saveInformation(db: Db, input: CmsInformationPayload, now: Date) {
  const body = cleanInformationText(input.infType, input.text);
  const title = input.title ?? { tr: input.infType, en: input.infType };
  const [row] = await db
    .insert(cmsInformation)
    .values({ infType: input.infType, title, body, updatedAt: now })
    .onConflictDoUpdate({
      target: cmsInformation.infType,
      set: { body, updatedAt: now, ...(input.title ? { title: input.title } : {}) },
    })
    .returning();
  return {
    infType: input.infType,
    title: row!.title,
    text: row!.body,
    updatedAt: row!.updatedAt.toISOString(),
  };
}

/** Every information type of SPEC §3, written or not, as the back office edits them. */
export async function listInformation(db: Db): Promise<CmsInformationView[]> {
  const rows = await db.select().from(cmsInformation);
  return INFORMATION_TYPES.map((infType) => {
    const row = rows.find((candidate) => candidate.infType === infType);
    return {
      infType,
      title: row?.title ?? { tr: infType, en: infType },
      text: row?.body ?? { tr: '', en: '' },
      structured: isStructuredInformation(infType),
      updatedAt: row ? row.updatedAt.toISOString() : null,
    };
  });
}

export function presentSliderForOperator(row: SliderRow, now: Date): CmsSliderView {
  return {
    id: row.id,
    place: row.place,
    sliderType: row.sliderType,
    title: row.title,
    description: row.description,
    link: row.link,
    promotionId: row.promotionId,
    image: row.image,
    status: row.status === 1 ? 1 : 0,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sortOrder: row.sortOrder,
    visible: row.status === 1 && row.startsAt <= now && row.endsAt > now,
  };
}

/** Every slider of the site, shown or not (slider get_all_items' rows). */
export async function listSlidersForOperator(db: Db, now: Date): Promise<CmsSliderView[]> {
  return (await cmsRepository.allSliders(db)).map((row) => presentSliderForOperator(row, now));
}

/** Adds a slider, or changes one (by id); its picture is an upload, else the named banner art. */
export async function saveSlider(
  db: Db,
  input: CmsSliderPayload,
  now: Date,
): Promise<CmsSliderView> {
  const values = {
    place: input.place,
    sliderType: input.sliderType,
    title: input.title,
    description: input.description,
    link: input.link,
    promotionId: await existingPromotion(db, input.promotionId),
    status: input.status,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    ...(input.sortOrder === undefined ? {} : { sortOrder: input.sortOrder }),
    ...(input.art ? { image: `/media/art/${input.art}.svg` } : {}),
    ...(input.image ? { image: input.image } : {}),
  };
  if (input.id === undefined) {
    const [row] = await db
      .insert(cmsSliders)
      .values({ image: `/media/art/${input.art ?? 'slider-custom'}.svg`, ...values })
      .returning();
    return presentSliderForOperator(row!, now);
  }
  const [row] = await db
    .update(cmsSliders)
    .set(values)
    .where(eq(cmsSliders.id, input.id))
    .returning();
  if (!row) throw refusals.notFound();
  return presentSliderForOperator(row, now);
}

export async function removeSlider(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(cmsSliders).where(eq(cmsSliders.id, id)).returning();
  if (!row) throw refusals.notFound();
  return { id };
}
