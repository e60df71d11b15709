import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  cmsInformation,
  cmsPopups,
  cmsPromotions,
  cmsSliders,
  cmsSpecialDates,
  cmsTournaments,
  licenses,
  siteSettings,
  staticDocuments,
} from '../db/schema.ts';
import { isStructuredInformation } from '@lale/contract/cms-links';
import { sanitizeCmsHtml } from '../platform/sanitize-html.ts';
import { MAINTENANCE_KEY } from '../domains/site/api.ts';
import type { LocalizedText } from '@lale/contract/site';
import { seedSportsCatalogue } from '../domains/sportsbook/api.ts';
import { seedTournamentRules } from '../domains/tournaments/api.ts';
import { seedLottery } from '../domains/lottery/api.ts';
import { seedBonuses } from '../domains/bonus/api.ts';
import { seedCashier } from './cashier/seed-cashier.ts';
import { seedCatalogue } from './catalogue/seed-catalogue.ts';
import { seedVideoPokerGames } from './catalogue/seed-video-poker.ts';
import { seedBingoGames } from './catalogue/seed-bingo.ts';
import { seedBetOnGames } from './catalogue/seed-bet-on-games.ts';
import { seedDice } from './catalogue/seed-dice.ts';
import { dayOffset, promotions, sliders, tournaments } from './cms-content.ts';
import { informationPages } from './information-pages.ts';
import { seedMassMessages } from './mass-messages.ts';
import { siteDocuments } from './site-documents.ts';

const SEED_KEY = 'seed';
export const SEED_VERSION = 1;

const clean = (text: LocalizedText): LocalizedText => ({
  tr: sanitizeCmsHtml(text.tr),
  en: sanitizeCmsHtml(text.en),
});
const art = (slug: string) => `/media/art/${slug}.svg`;

/**
 * Fills an empty database with the site's own content, in one transaction. Dated content is
 * placed around the seed day so that every phase (active, coming, finished) exists.
 * Returns false when the database was seeded before.
 */
export async function seedIfEmpty(db: Db, now: Date = new Date()): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    const marker = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, SEED_KEY))
      .for('update');
    if (marker.length > 0) return false;
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
    const window = (start: number, end: number) => ({
      startsAt: dayOffset(day, start),
      endsAt: dayOffset(day, end),
    });

    await tx.insert(siteSettings).values([
      { key: SEED_KEY, value: { version: SEED_VERSION, at: now.toISOString() } },
      {
        key: MAINTENANCE_KEY,
        value: {
          enabled: false,
          message: 'Kısa bir bakım çalışması yapıyoruz. / We are doing a short maintenance.',
          since: null,
        },
      },
    ]);
    await tx
      .insert(staticDocuments)
      .values(Object.entries(siteDocuments).map(([name, body]) => ({ name, body })));
    await tx.insert(licenses).values({
      authority: 'Demo Gaming Authority',
      number: 'DEMO-0001/2026',
      jurisdiction: 'Demo',
      url: null,
      logo: art('license-demo'),
    });
    await tx.insert(cmsInformation).values(
      Object.entries(informationPages).map(([infType, page]) => ({
        infType,
        title: page.title,
        // JSON records are checked by their schema when written, not sanitised as HTML.
        body: isStructuredInformation(infType) ? page.body : clean(page.body),
      })),
    );
    const promotionRows = await tx
      .insert(cmsPromotions)
      .values(
        promotions.map((p, index) => ({
          category: p.category,
          title: p.title,
          summary: p.summary,
          body: clean(p.body),
          image: art(p.slug),
          sortOrder: index,
          ...window(p.startDay, p.endDay),
        })),
      )
      .returning({ id: cmsPromotions.id });
    const promotionIdOf = (slug: string | undefined) => {
      const index = promotions.findIndex((p) => p.slug === slug);
      return index < 0 ? null : promotionRows[index]!.id;
    };
    await tx.insert(cmsSliders).values(
      sliders.map((s, index) => ({
        place: s.place,
        title: s.title,
        description: s.description,
        image: art(s.slug),
        link: s.link,
        promotionId: promotionIdOf(s.promotion),
        sortOrder: index,
        ...window(s.startDay, s.endDay),
      })),
    );
    await tx.insert(cmsTournaments).values(
      tournaments.map((t) => ({
        title: t.title,
        summary: t.summary,
        body: clean(t.body),
        image: art(t.slug),
        prizePool: t.prizePool,
        ...window(t.startDay, t.endDay),
      })),
    );
    await tx.insert(cmsPopups).values({
      title: { tr: 'Hoş geldiniz!', en: 'Welcome!' },
      body: {
        tr: 'İlk yatırımınıza %50 bonus sizi bekliyor.',
        en: 'A 50% bonus on your first deposit is waiting for you.',
      },
      image: art('popup-welcome'),
      // It offers the welcome bonus: a player who can no longer take it is not shown it.
      promotionId: promotionIdOf('promo-welcome'),
      ...window(-30, 365),
    });
    await tx.insert(cmsSpecialDates).values({
      title: { tr: 'Yeni Yıl', en: 'New Year' },
      body: {
        tr: 'Yeni yıl piyangosu biletleri yakında.',
        en: 'New Year lottery tickets are coming soon.',
      },
      ...window(-1, 60),
    });
    return true;
  });
  // A step of its own with its own marker: added to databases seeded before it existed.
  await seedCatalogue(db, now);
  await seedVideoPokerGames(db, now);
  await seedBingoGames(db, now);
  await seedBonuses(db, now);
  await seedBetOnGames(db, now);
  await seedDice(db, now);
  await seedCashier(db, now);
  await seedMassMessages(db, now);
  await seedSportsCatalogue(db);
  await seedTournamentRules(db);
  await seedLottery(db, now);
  return seeded;
}
