import type { CmsSpecialDatePayload, CmsSpecialDateView } from '@lale/contract/backoffice-cms';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cmsSpecialDates } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';
import { sanitizeCmsHtmlIn } from '../../../platform/sanitize-html.ts';
import type { SpecialDateRow } from '../cms.repository.ts';
import { onOff, shownNow } from './shown-now.ts';

function present(row: SpecialDateRow, now: Date): CmsSpecialDateView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    status: onOff(row.status),
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    visible: shownNow(row.status, row, now),
  };
}

export const specialDatesEditor = {
  async list(db: Db, now: Date): Promise<CmsSpecialDateView[]> {
    const rows = await db.select().from(cmsSpecialDates).orderBy(desc(cmsSpecialDates.startsAt));
    return rows.map((row) => present(row, now));
  },

  async save(db: Db, input: CmsSpecialDatePayload, now: Date): Promise<CmsSpecialDateView> {
    const values = {
      title: input.title,
      body: sanitizeCmsHtmlIn(input.body),
      status: input.status,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
    };
    const [row] =
      input.id === undefined
        ? await db.insert(cmsSpecialDates).values(values).returning()
        : await db
            .update(cmsSpecialDates)
            .set(values)
            .where(eq(cmsSpecialDates.id, input.id))
            .returning();
    if (!row) throw refusals.notFound();
    return present(row, now);
  },

  async remove(db: Db, id: number): Promise<{ id: number }> {
    const [row] = await db.delete(cmsSpecialDates).where(eq(cmsSpecialDates.id, id)).returning();
    if (!row) throw refusals.notFound();
    return { id };
  },
};
