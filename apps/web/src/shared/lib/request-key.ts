/**
 * A key per user action (one click, one submitted form), made when the player acts and sent
 * again on that action's retries: the server then moves money once (a coupon, cash-out,
 * deposit, withdrawal or bonus claim).
 */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
