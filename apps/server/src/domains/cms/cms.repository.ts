import { and, asc, count, desc, eq, gt, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cmsInformation,
  cmsPopups,
  cmsPromotions,
  cmsSliders,
  cmsSpecialDates,
} from '../../db/schema.ts';

export type SliderRow = typeof cmsSliders.$inferSelect;
export type PromotionRow = typeof cmsPromotions.$inferSelect;
export type PopupRow = typeof cmsPopups.$inferSelect;
export type SpecialDateRow = typeof cmsSpecialDates.$inferSelect;
export type InformationRow = typeof cmsInformation.$inferSelect;

/** Only active sliders inside their date window are ever shown (SPEC §4). */
const visibleSlider = (now: Date) =>
  and(eq(cmsSliders.status, 1), lte(cmsSliders.startsAt, now), gt(cmsSliders.endsAt, now));

export const cmsRepository = {
  async visibleSliders(
    db: Db,
    now: Date,
    filter: { siteId?: number; sliderType?: string; place?: string },
  ) {
    const conditions = [visibleSlider(now)];
    if (filter.siteId !== undefined) conditions.push(eq(cmsSliders.siteId, filter.siteId));
    if (filter.sliderType) conditions.push(eq(cmsSliders.sliderType, filter.sliderType));
    if (filter.place && filter.place !== 'all')
      conditions.push(eq(cmsSliders.place, filter.place as 'sol' | 'sag'));
    return db
      .select()
      .from(cmsSliders)
      .where(and(...conditions))
      .orderBy(asc(cmsSliders.sortOrder), asc(cmsSliders.id));
  },

  async sliderPage(db: Db, now: Date, limit: number, offset: number) {
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(cmsSliders)
        .where(visibleSlider(now))
        .orderBy(asc(cmsSliders.sortOrder), asc(cmsSliders.id))
        .limit(limit)
        .offset(offset),
      db.select({ value: count() }).from(cmsSliders).where(visibleSlider(now)),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  allSliders(db: Db) {
    return db.select().from(cmsSliders).orderBy(asc(cmsSliders.sortOrder), asc(cmsSliders.id));
  },

  /** Active promotions of every phase; the page sorts them into active, coming and finished. */
  promotions(db: Db, siteType: 'desktop' | 'mobile') {
    return db
      .select()
      .from(cmsPromotions)
      .where(and(eq(cmsPromotions.status, 1), inArray(cmsPromotions.siteType, ['all', siteType])))
      .orderBy(asc(cmsPromotions.sortOrder), desc(cmsPromotions.startsAt));
  },

  activePopups(db: Db, now: Date, siteId: number, siteType: 'desktop' | 'mobile') {
    return db
      .select()
      .from(cmsPopups)
      .where(
        and(
          eq(cmsPopups.active, 1),
          eq(cmsPopups.siteId, siteId),
          inArray(cmsPopups.siteType, ['all', siteType]),
          lte(cmsPopups.startsAt, now),
          gt(cmsPopups.endsAt, now),
        ),
      );
  },

  activeSpecialDates(db: Db, now: Date) {
    return db
      .select()
      .from(cmsSpecialDates)
      .where(
        and(
          eq(cmsSpecialDates.status, 1),
          lte(cmsSpecialDates.startsAt, now),
          gt(cmsSpecialDates.endsAt, now),
        ),
      );
  },

  information(db: Db, infType: string) {
    return db.select().from(cmsInformation).where(eq(cmsInformation.infType, infType));
  },
};
