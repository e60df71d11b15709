import type { CmsPromotionPayload, CmsPromotionView } from '@lale/contract/backoffice-cms';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cmsPromotions } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';
import { sanitizeCmsHtmlIn } from '../../../platform/sanitize-html.ts';
import type { PromotionRow } from '../cms.repository.ts';
import { onOff, shownNow } from './shown-now.ts';

function present(row: PromotionRow, now: Date): CmsPromotionView {
  return {
    id: row.id,
    category: row.category,
    siteType: row.siteType,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: row.image,
    status: onOff(row.status),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    sortOrder: row.sortOrder,
    visible: shownNow(row.status, row, now),
  };
}

export const promotionsEditor = {
  async list(db: Db, now: Date): Promise<CmsPromotionView[]> {
    const rows = await db
      .select()
      .from(cmsPromotions)
      .orderBy(asc(cmsPromotions.sortOrder), desc(cmsPromotions.startsAt));
    return rows.map((row) => present(row, now));
  },

  /** Adds a promotion, or changes one (by id); its body is sanitised rich text. */
  async save(db: Db, input: CmsPromotionPayload, now: Date): Promise<CmsPromotionView> {
    const values = {
      category: input.category,
      siteType: input.siteType,
      title: input.title,
      summary: input.summary,
      body: sanitizeCmsHtmlIn(input.body),
      image: input.image,
      status: input.status,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      sortOrder: input.sortOrder,
    };
    const [row] =
      input.id === undefined
        ? await db.insert(cmsPromotions).values(values).returning()
        : await db
            .update(cmsPromotions)
            .set(values)
            .where(eq(cmsPromotions.id, input.id))
            .returning();
    if (!row) throw refusals.notFound();
    return present(row, now);
  },

  async remove(db: Db, id: number): Promise<{ id: number }> {
    const [row] = await db.delete(cmsPromotions).where(eq(cmsPromotions.id, id)).returning();
    if (!row) throw refusals.notFound();
    return { id };
  },
};
