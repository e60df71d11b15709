import type { SupportContact } from '@lale/contract/methods/support';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';

/** WhatsApp and Telegram support lines, as the site's content has them (migration 0028). */
export async function supportContacts(db: Db): Promise<SupportContact[]> {
  return rowsOf<SupportContact>(
    await db.execute(sql`select channel, label, url from support_contacts
      where active order by position, channel`),
  );
}
