/**
 * How each ledger kind counts in revenue (README): stakes in, stakes given back, wins paid by
 * the house, the house's money into jackpot pools, bonus money the house gave (less what
 * came back forfeited), and prizes (tournaments, lottery). A jackpot award is paid by its pool, which the contributions filled,
 * and a conversion moves money between the player's own accounts: neither is counted again.
 */
export const REVENUE_KINDS = {
  bet: 'stake',
  rollback: 'refund',
  win: 'win',
  jackpot_contribution: 'jackpot',
  jackpot_seed: 'jackpot',
  bonus_grant: 'bonus',
  bonus_forfeit: 'bonusBack',
  prize: 'prize',
} as const;

export type RevenuePart = (typeof REVENUE_KINDS)[keyof typeof REVENUE_KINDS];

export const revenuePart = (kind: string): RevenuePart | undefined =>
  (REVENUE_KINDS as Record<string, RevenuePart>)[kind];

/**
 * The bonus report's column a ledger row feeds: bonus movements (a forfeit is told from an
 * expiry by its product, `report_product` in migration 0052) and prizes by what paid them.
 */
export function bonusColumn(
  kind: string,
  product: string,
  subject: string,
):
  | 'granted'
  | 'converted'
  | 'forfeited'
  | 'expired'
  | 'tournamentPrizes'
  | 'lotteryPrizes'
  | undefined {
  if (kind === 'bonus_grant') return 'granted';
  if (kind === 'bonus_conversion') return 'converted';
  if (kind === 'bonus_forfeit') return product === 'expired' ? 'expired' : 'forfeited';
  if (kind === 'prize' && subject === 'tournament') return 'tournamentPrizes';
  if (kind === 'prize' && subject === 'lottery') return 'lotteryPrizes';
  return undefined;
}
