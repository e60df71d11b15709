import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { cmsPromotions } from '../../../db/schema.ts';
import { refusals } from '../../../platform/refusal.ts';

/** The promotion a slider or popup is to open, refused on the field when there is none such. */
export async function existingPromotion(db: Db, id: number | null): Promise<number | null> {
  if (id === null) return null;
  const [found] = await db
    .select({ id: cmsPromotions.id })
    .from(cmsPromotions)
    .where(eq(cmsPromotions.id, id));
  if (!found) throw refusals.invalid({ promotionId: 'invalid_value' });
  return id;
}
