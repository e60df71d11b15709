// Migration 0010_history_follows_ledger.sql writes these numbers for ledger transfers.

/** Categories of SPEC §3's history rows (finance list_categories). */
export const CATEGORY = { games: 1, finance: 2, bonus: 3, account: 4 } as const;
export type CategoryId = (typeof CATEGORY)[keyof typeof CATEGORY];

/** Movement types (finance list_types_frontend). */
export const MOVEMENT = {
  deposit: 1,
  withdrawal: 2,
  bet: 3,
  win: 4,
  refund: 5,
  jackpot: 6,
  bonus: 7,
  correction: 8,
  welcomeCredit: 9,
} as const;
export type MovementTypeId = (typeof MOVEMENT)[keyof typeof MOVEMENT];

/** A row's life: a cashier request starts New; money that moved at once is Confirmed. */
export const STATUS = { new: 1001, processing: 1002, confirmed: 1003, canceled: 1004 } as const;
export type StatusCode = (typeof STATUS)[keyof typeof STATUS];

export const STATUS_NAME: Record<StatusCode, 'New' | 'Confirmed' | 'Canceled'> = {
  1001: 'New',
  1002: 'New',
  1003: 'Confirmed',
  1004: 'Canceled',
};
