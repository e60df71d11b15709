import { refusals } from '../refusal.ts';
import type { BackoffRule, RateLimiter } from './rate-limiter.ts';

/**
 * Spends one attempt of each rule and key, in order: refused by any, the attempts already spent
 * are given back and the caller is slowed down. Returns the tickets, one per rule.
 */
export async function attemptAll(
  limiter: RateLimiter,
  spent: readonly [BackoffRule, string][],
): Promise<string[]> {
  const tickets: string[] = [];
  for (const [rule, key] of spent) {
    const attempt = await limiter.attempt(rule, key);
    if (!attempt.allowed) {
      await Promise.all(tickets.map((ticket, i) => limiter.release(...spent[i]!, ticket)));
      throw refusals.rateLimited(attempt.retryAfterMs);
    }
    tickets.push(attempt.ticket);
  }
  return tickets;
}
