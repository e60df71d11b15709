import { z } from 'zod';
import { DATE_PRESETS } from './constants.ts';

/**
 * The back office's reports under BACKOFFICE_API/reports (`panel: backoffice`, the operator's
 * cookie, permission `reports.view`). Every figure is kuruş read from the ledger (or, for the
 * payments report, the cashier's requests), over Turkish calendar days.
 *
 * GET /reports/:report?preset=…&groupBy=…          the report (JSON, in the envelope)
 * GET /reports/:report/csv?preset=…&groupBy=…      the same as CSV (UTF-8 with BOM, `;`-free)
 */
export const REPORTS = ['revenue', 'payments', 'players', 'bonus', 'ledger'] as const;
export type ReportName = (typeof REPORTS)[number];

export const REVENUE_GROUPS = ['day', 'game', 'provider', 'product'] as const;
export type RevenueGroup = (typeof REVENUE_GROUPS)[number];

export const PRODUCTS = ['casino', 'live', 'sports', 'virtuals'] as const;
export type Product = (typeof PRODUCTS)[number];

const day = z
  .string({ error: 'invalid_value' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { error: 'invalid_value' });

export const reportParams = z.object({
  report: z.enum(REPORTS, { error: 'invalid_value' }),
});

/** A date preset (SPEC §9, Turkish days), or explicit days; default: the last 7 days. */
export const reportQuery = z
  .object({
    preset: z.enum(DATE_PRESETS, { error: 'invalid_value' }).optional(),
    startDate: day.optional(),
    endDate: day.optional(),
    groupBy: z.enum(REVENUE_GROUPS, { error: 'invalid_value' }).optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate <= q.endDate, {
    error: 'invalid_value',
    path: ['endDate'],
  });
export type ReportQuery = z.output<typeof reportQuery>;

/** The days a report covers, as the server resolved the preset. */
export interface ReportPeriod {
  startDate: string | null;
  endDate: string;
}

/** Revenue: one row per day, game, provider or product. */
export interface RevenueRow {
  /** The day (YYYY-MM-DD), the game key, the provider's name or the product; '' for bonus. */
  key: string;
  label: string;
  product: Product | '';
  /** Stakes taken, less stakes given back by rollbacks. */
  stakes: number;
  wins: number;
  /** stakes − wins */
  ggr: number;
  /** Jackpot contributions (and seeds) paid out of these stakes into the pools. */
  jackpotCost: number;
  /** Bonus money the house gave, less what came back forfeited; on day rows and its own row. */
  bonusCost: number;
  /** Tournament and lottery prizes paid (not bonus money); on day rows and its own row. */
  prizeCost: number;
  /** ggr − jackpotCost − bonusCost − prizeCost */
  ngr: number;
  bets: number;
}

export interface RevenueReport {
  report: 'revenue';
  period: ReportPeriod;
  groupBy: RevenueGroup;
  rows: RevenueRow[];
  total: Omit<RevenueRow, 'key' | 'label' | 'product'>;
}

export interface PaymentRow {
  kind: 'deposit' | 'withdrawal';
  method: string;
  status: 'new' | 'confirmed' | 'canceled' | 'expired';
  requests: number;
  amount: number;
}

export interface PaymentsReport {
  report: 'payments';
  period: ReportPeriod;
  rows: PaymentRow[];
}

export interface PlayersRow {
  day: string;
  registered: number;
  active: number;
  depositing: number;
}

export interface PlayersReport {
  report: 'players';
  period: ReportPeriod;
  rows: PlayersRow[];
}

export interface BonusRow {
  day: string;
  granted: number;
  converted: number;
  /** Returned to the house by a withdrawal request during wagering. */
  forfeited: number;
  /** Returned to the house when its time ran out. */
  expired: number;
  /** What the bonus cost the house that day: granted − forfeited − expired. */
  cost: number;
  /** Prizes paid that day (their own ledger kind, not bonus cost). */
  tournamentPrizes: number;
  lotteryPrizes: number;
}

export interface BonusReport {
  report: 'bonus';
  period: ReportPeriod;
  rows: BonusRow[];
}

/** The ledger itself: every posted transfer of a day, summed per kind. */
export interface LedgerRow {
  day: string;
  kind: string;
  transfers: number;
  amount: number;
}

export interface LedgerReport {
  report: 'ledger';
  period: ReportPeriod;
  rows: LedgerRow[];
}

export type AnyReport = RevenueReport | PaymentsReport | PlayersReport | BonusReport | LedgerReport;
