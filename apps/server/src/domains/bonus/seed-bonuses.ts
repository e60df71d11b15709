import { sql } from 'drizzle-orm';
import type { BonusDefinitionPayload } from '@lale/contract/bonus';
import { rowsOf, withTransaction, type Db } from '../../db/client.ts';
import { definitionsRepository as definitions } from './definitions.repository.ts';

const DAY_MS = 86_400_000;
const TL = 100;

const TERMS_LINK = {
  tr: ' Tüm koşullar için Bonus Kuralları sayfasına bakınız.',
  en: ' See the Bonus rules page for all terms.',
};

/** SPEC §1's three promotions as definitions, each linked to its promotion by picture. */
export function seededDefinitions(
  now: Date,
): (BonusDefinitionPayload & { promotionArt: string })[] {
  const window = (from: number, to: number) => ({
    startsAt: new Date(now.getTime() + from * DAY_MS).toISOString(),
    endsAt: new Date(now.getTime() + to * DAY_MS).toISOString(),
  });
  const common = {
    gameWeights: { slot: 100, scratch: 100, crash: 50, table: 10, live: 10 },
    eligibleMethods: null,
    stakeOrder: 'cash_first' as const,
    forfeitOnWithdrawal: true,
  };
  return [
    {
      ...common,
      promotionArt: 'promo-welcome',
      code: 'welcome',
      name: { tr: '%50 Hoş Geldin Bonusu', en: '50% Welcome Bonus' },
      terms: {
        tr: `İlk yatırımınıza %50, en fazla 999 TL. En az 100 TL yatırım; bonusun 10 katı çevrim, 30 gün içinde. Çevrim sürerken en fazla 100 TL bahis. Slotlar %100, masa ve canlı oyunlar %10 sayılır. Çevrimi bitmemiş bonus, çekim talebinde iptal olur. Kod: HOSGELDIN (kayıtta ya da katıl düğmesiyle).${TERMS_LINK.tr}`,
        en: `50% on your first deposit, up to 999 TRY. Minimum deposit 100 TRY; wager 10 times the bonus within 30 days. While wagering, bets up to 100 TRY. Slots count 100%, table and live games 10%. A withdrawal request forfeits an unfinished bonus. Code: HOSGELDIN (at registration or with the join button).${TERMS_LINK.en}`,
      },
      kind: 'deposit_match',
      trigger: 'first_deposit',
      percentage: 50,
      cap: 999 * TL,
      minDeposit: 100 * TL,
      wageringMultiple: 10,
      expiryDays: 30,
      maxBet: 100 * TL,
      oncePerPlayer: true,
      optInCode: 'HOSGELDIN',
      ...window(-30, 365),
    },
    {
      ...common,
      promotionArt: 'promo-casino-discount',
      code: 'casino-discount',
      name: { tr: '%30 Casino İndirimi', en: '30% Casino Discount' },
      terms: {
        tr: `Geçen haftanın (pazartesi–pazar) net casino kaybınızın %30’u, en fazla 5.000 TL, çevrimsiz nakit olarak. Her pazartesi kendiliğinden ödenir (ya da promosyondaki düğmeyle talep edebilirsiniz); haftada bir kez.${TERMS_LINK.tr}`,
        en: `30% of last week's (Monday to Sunday) net casino loss, up to 5,000 TRY, paid as cash without wagering. Paid automatically every Monday (or claim it with the promotion's button); once a week.${TERMS_LINK.en}`,
      },
      kind: 'loss_rebate',
      trigger: 'weekly_loss',
      percentage: 30,
      cap: 5_000 * TL,
      minDeposit: 0,
      wageringMultiple: 0,
      expiryDays: 7,
      maxBet: null,
      oncePerPlayer: false,
      optInCode: null,
      ...window(-10, 180),
    },
    {
      ...common,
      promotionArt: 'promo-deposit-bonus',
      code: 'deposit-20',
      name: { tr: '%20 Çevrimsiz Yatırım Bonusu', en: '20% Deposit Bonus, No Wagering' },
      terms: {
        tr: `Katıldıktan sonraki her yatırıma %20, en fazla 500 TL, çevrim şartı olmadan nakit. En az 50 TL yatırım. Kod: YATIRIM20 (katıl düğmesiyle ya da kayıtta).${TERMS_LINK.tr}`,
        en: `20% on every deposit after you join, up to 500 TRY, as cash with no wagering. Minimum deposit 50 TRY. Code: YATIRIM20 (with the join button or at registration).${TERMS_LINK.en}`,
      },
      kind: 'deposit_match',
      trigger: 'any_deposit',
      percentage: 20,
      cap: 500 * TL,
      minDeposit: 50 * TL,
      wageringMultiple: 0,
      expiryDays: 1,
      maxBet: null,
      oncePerPlayer: false,
      // Opt-in: paid on every deposit without it, the offer would be money for a deposit and an
      // immediate withdrawal; joining makes it a choice the player made.
      optInCode: 'YATIRIM20',
      ...window(-5, 90),
    },
  ];
}

/**
 * Adds the seeded definitions once (a marker of their own, so databases seeded before them get
 * them too) and links each to its promotion.
 */
export async function seedBonuses(db: Db, now: Date): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [marker] = rowsOf(
      await tx.execute(
        sql`insert into site_settings (key, value) values ('seed:bonuses', ${JSON.stringify({ at: now.toISOString() })}::jsonb)
            on conflict (key) do nothing returning key`,
      ),
    );
    if (!marker) return;
    for (const { promotionArt, ...definition } of seededDefinitions(now)) {
      const id = await definitions.save(tx, definition);
      await tx.execute(
        sql`insert into bonus_promotion_links (promotion_id, definition_id)
            select id, ${id} from cms_promotions where image = ${`/media/art/${promotionArt}.svg`}
            on conflict do nothing`,
      );
    }
  });
}
