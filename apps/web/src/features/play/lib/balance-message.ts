/** The message a game page posts to the play screen after every round. */
export interface BalanceMessage {
  type: 'lale:balance';
  balance: number;
}

/**
 * The new balance a game page posted, or null for anything else: other origins, other
 * message types, or a balance that is not a whole number of kuruş.
 */
export function balanceFromMessage(
  data: unknown,
  origin: string,
  ownOrigin: string,
): number | null {
  if (origin !== ownOrigin || typeof data !== 'object' || data === null) return null;
  const message = data as Partial<BalanceMessage>;
  if (message.type !== 'lale:balance') return null;
  return Number.isSafeInteger(message.balance) ? (message.balance as number) : null;
}
