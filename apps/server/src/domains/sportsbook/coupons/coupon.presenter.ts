import type { Lang } from '@lale/contract/languages';
import type { Coupon, CouponDetail, CouponLegView } from '@lale/contract/methods/sportsbook';
import type { CouponRow, LegRow } from './coupons.repository.ts';
import type { EventState } from './markets.reader.ts';

const BET_TYPE: Record<'single' | 'combination' | 'system', Record<Lang, string>> = {
  single: { tr: 'Tekli', en: 'Single' },
  combination: { tr: 'Kombine', en: 'Combination' },
  system: { tr: 'Sistem', en: 'System' },
};

/** "Tekli", "Kombine", "Sistem 2/3", "Sistem 2,3/4" (and in English). */
export function betTypeText(row: Pick<CouponRow, 'kind' | 'sizes'>, legCount: number, lang: Lang) {
  const name = BET_TYPE[row.kind][lang];
  return row.kind === 'system' ? `${name} ${row.sizes.join(',')}/${legCount}` : name;
}

/**
 * The coupon's total odds in hundredths: the product of the legs' odds for a combination
 * (rounded down), a lone single's odds, and otherwise (several singles, a system) the possible
 * payout per unit staked, which is what "rate" means for a coupon of several lines.
 */
export function totalOdds(
  row: Pick<CouponRow, 'kind' | 'totalStake' | 'possiblePayout'>,
  legs: readonly Pick<LegRow, 'odds'>[],
): number {
  if (row.kind === 'combination') {
    let product = 100n;
    for (const leg of legs) product = (product * BigInt(leg.odds)) / 100n;
    return Number(product > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : product);
  }
  if (legs.length === 1) return legs[0]!.odds;
  return Math.floor((row.possiblePayout * 100) / row.totalStake);
}

function legView(leg: LegRow, event: EventState | undefined): CouponLegView {
  return {
    eventId: leg.eventId,
    sport: event?.sport ?? 'football',
    eventName: event ? `${event.home} - ${event.away}` : '',
    startsAt: event ? event.startsAt.toISOString() : '',
    marketKey: leg.marketKey,
    selection: leg.selection,
    odds: leg.odds,
    outcome: leg.outcome,
    score: event?.score ?? null,
  };
}

export function presentCoupon(
  row: CouponRow,
  legs: readonly LegRow[],
  events: ReadonlyMap<string, EventState>,
  cashOutOffer: number | null,
): CouponDetail {
  return {
    id: row.id,
    kind: row.kind,
    sizes: row.kind === 'system' ? row.sizes : [],
    lineCount: row.lineCount,
    stakePerLine: row.stakePerLine,
    totalStake: row.totalStake,
    totalOdds: totalOdds(row, legs),
    possiblePayout: row.possiblePayout,
    payout: row.payout,
    outcome: row.outcome,
    cashOutOffer: row.outcome === 'open' ? cashOutOffer : null,
    createdAt: row.createdAt.toISOString(),
    settledAt: row.settledAt ? row.settledAt.toISOString() : null,
    legs: legs.map((leg) => legView(leg, events.get(leg.eventId))),
  };
}

/**
 * SPEC §4's status: open while the coupon is; a coupon that paid anything (won, void with its
 * stake back, cashed out) is a win; lost is lost.
 */
export function historyStatus(outcome: CouponRow['outcome']): Coupon['status'] {
  if (outcome === 'open') return 'open';
  return outcome === 'lost' ? 'lost' : 'win';
}

/** SPEC §3's history row. */
export function presentHistoryRow(row: CouponRow, legs: readonly LegRow[], lang: Lang): Coupon {
  return {
    id: row.id,
    betType: betTypeText(row, legs.length, lang),
    rate: totalOdds(row, legs) / 100,
    totalInvestment: row.totalStake,
    totalPayment: row.payout,
    possibleEarnings: row.possiblePayout,
    status: historyStatus(row.outcome),
    outcome: row.outcome,
    date: row.createdAt.toISOString(),
    legCount: legs.length,
  };
}
