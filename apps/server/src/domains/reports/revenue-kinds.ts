/**
 * How each ledger kind counts in revenue (README): stakes in, stakes given back, wins paid by
 * the house, the house's money into jackpot pools, and bonus money the house gave (less what
 * came back forfeited). A jackpot award is paid by its pool, which the contributions filled,
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
} as const;

export type RevenuePart = (typeof REVENUE_KINDS)[keyof typeof REVENUE_KINDS];

export const revenuePart = (kind: string): RevenuePart | undefined =>
  (REVENUE_KINDS as Record<string, RevenuePart>)[kind];

/** Ledger kinds that are bonus movements, and which column of the bonus report each feeds. */
export function bonusColumn(kind: string): 'granted' | 'converted' | 'forfeited' | undefined {
  if (kind === 'bonus_grant') return 'granted';
  if (kind === 'bonus_conversion') return 'converted';
  if (kind.startsWith('bonus_') && kind.includes('forfeit')) return 'forfeited';
  return undefined;
}
