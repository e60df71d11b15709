import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { dayOffset } from './cms-content.ts';

const MESSAGES = [
  {
    days: -1,
    title: { tr: 'Lale’ye hoş geldiniz', en: 'Welcome to Lale' },
    body: {
      tr: 'Hesabınızı iki adımlı doğrulama ile koruyabilirsiniz: Profil → Güvenlik.',
      en: 'You can protect your account with two-step verification: Profile → Security.',
    },
  },
  {
    days: -3,
    title: { tr: 'Yeni oyunlar eklendi', en: 'New games added' },
    body: {
      tr: 'Yeni gelenler kategorisinde bu hafta eklenen slotları keşfedin.',
      en: 'Discover the slots added this week in the new arrivals category.',
    },
  },
  {
    days: -10,
    title: { tr: 'Planlı bakım', en: 'Planned maintenance' },
    body: {
      tr: 'Pazar gecesi 03:00–03:30 arasında kısa bir bakım yapılacaktır.',
      en: 'A short maintenance will take place on Sunday night between 03:00 and 03:30.',
    },
  },
];

/** Messages to every player, placed around the seed day (crm list_mass_messages). */
export async function seedMassMessages(db: Db, now: Date): Promise<void> {
  const existing = await db.execute(sql`select 1 from mass_messages limit 1`);
  if (rowsOf(existing).length > 0) return;
  for (const message of MESSAGES)
    await db.execute(sql`
      insert into mass_messages (title, body, published_at)
      values (${JSON.stringify(message.title)}::jsonb, ${JSON.stringify(message.body)}::jsonb,
        ${dayOffset(now, message.days).toISOString()})`);
}
