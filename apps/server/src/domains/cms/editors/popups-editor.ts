import type { CmsPopupPayload, CmsPopupView } from '@lale/contract/backoffice-cms';
import { SITE_ID } from '@lale/contract/constants';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cmsPopups } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';
import { sanitizeCmsHtmlIn } from '../../../platform/sanitize-html.ts';
import type { PopupRow } from '../cms.repository.ts';
import { existingPromotion } from './promotion-link.ts';
import { onOff, shownNow } from './shown-now.ts';

function present(row: PopupRow, now: Date): CmsPopupView {
  return {
    id: row.id,
    siteType: row.siteType,
    title: row.title,
    body: row.body,
    image: row.image,
    promotionId: row.promotionId,
    active: onOff(row.active),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    visible: shownNow(row.active, row, now),
  };
}

/** The home page's popups (site 111). */
export const popupsEditor = {
  async list(db: Db, now: Date): Promise<CmsPopupView[]> {
    const rows = await db.select().from(cmsPopups).orderBy(desc(cmsPopups.startsAt));
    return rows.map((row) => present(row, now));
  },

  async save(db: Db, input: CmsPopupPayload, now: Date): Promise<CmsPopupView> {
    const values = {
      siteId: SITE_ID.popups,
      siteType: input.siteType,
      title: input.title,
      body: sanitizeCmsHtmlIn(input.body),
      image: input.image,
      promotionId: await existingPromotion(db, input.promotionId),
      active: input.active,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
    };
    const [row] =
      input.id === undefined
        ? await db.insert(cmsPopups).values(values).returning()
        : await db.update(cmsPopups).set(values).where(eq(cmsPopups.id, input.id)).returning();
    if (!row) throw refusals.notFound();
    return present(row, now);
  },

  async remove(db: Db, id: number): Promise<{ id: number }> {
    const [row] = await db.delete(cmsPopups).where(eq(cmsPopups.id, id)).returning();
    if (!row) throw refusals.notFound();
    return { id };
  },
};
