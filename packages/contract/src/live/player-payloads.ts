/** The signed-in player's balances, in kuruş; sent on every change and as the snapshot. */
export interface BalancePayload {
  type: 'balance';
  balance: number;
  bonusBalance: number;
}

export type NoticeKind = 'deposit' | 'withdrawal' | 'bonus';
export type NoticeStatus = 'pending' | 'confirmed' | 'rejected' | 'canceled';

/** Something happened to one of the player's requests or bonuses; `id` is stable per notice. */
export interface NoticePayload {
  type: 'notice';
  id: string;
  kind: NoticeKind;
  /** Kuruş. */
  amount: number;
  status: NoticeStatus;
}

export type PlayerEvent = BalancePayload | NoticePayload;
export type PlayerSnapshot = BalancePayload;
